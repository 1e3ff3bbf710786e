import { Suspense } from "react";
import { AdminPrepayments } from "@/features/market/money/ui/admin-prepayments";
import { PREPAYMENT_REQUESTS } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { prepaymentRequestsVariables } from "@/features/market/money/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/ListePresPaiements");

/** The requests are read on the server, so the first HTML holds the rows and the waiting totals. */
function PrepaymentRequestsPage() {
  return (
    <MoneyScreenPage screen="adminPrepayments">
      <PreloadQuery
        query={PREPAYMENT_REQUESTS}
        variables={prepaymentRequestsVariables("")}
        context={{ service: "market" }}
      >
        <Suspense fallback={<PanelLoading />}>
          <AdminPrepayments initialStatus="" />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(admin)/ListePresPaiements", PrepaymentRequestsPage);
