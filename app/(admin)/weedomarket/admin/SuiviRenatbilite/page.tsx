import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { ProfitabilityScreen } from "@/features/market/money/ui/profitability-screen";
import { PROFITABILITY } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { rangeVariables } from "@/features/market/money/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/SuiviRenatbilite");

function ProfitabilityPage() {
  // The last 30 Paris days, read on the server so the first HTML holds the figures.
  const range = defaultRange(30);
  return (
    <MoneyScreenPage screen="profitability">
      <PreloadQuery query={PROFITABILITY} variables={rangeVariables(range)} context={{ service: "market" }}>
        <Suspense fallback={<PanelLoading />}>
          <ProfitabilityScreen initialRange={range} />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/SuiviRenatbilite", ProfitabilityPage);
