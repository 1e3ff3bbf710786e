import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { MyLeadsScreen } from "@/features/market/money/ui/my-leads-screen";
import { MY_LEADS } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { rangeVariables } from "@/features/market/money/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesLeads");

/** The last 90 Paris days of bought leads are read on the server, so the first HTML holds the rows. */
function MyLeadsPage() {
  const range = defaultRange(90);
  return (
    <MoneyScreenPage screen="myLeads">
      <PreloadQuery query={MY_LEADS} variables={rangeVariables(range)} context={{ service: "market" }}>
        <Suspense fallback={<PanelLoading />}>
          <MyLeadsScreen initialRange={range} />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mesLeads", MyLeadsPage);
