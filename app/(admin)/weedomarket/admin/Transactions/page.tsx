import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { TRANSACTIONS } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { TransactionsScreen } from "@/features/market/money/ui/transactions-screen";
import { transactionsVariables, type TransactionsFilter } from "@/features/market/money/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/Transactions");

/** The last 90 Paris days of the ledger are read on the server, so the first HTML holds the rows and totals. */
function TransactionsPage() {
  const initial: TransactionsFilter = { range: defaultRange(90), userId: "", kind: "" };
  return (
    <MoneyScreenPage screen="transactions">
      <PreloadQuery query={TRANSACTIONS} variables={transactionsVariables(initial)} context={{ service: "market" }}>
        <Suspense fallback={<PanelLoading />}>
          <TransactionsScreen initial={initial} />
        </Suspense>
      </PreloadQuery>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/Transactions", TransactionsPage);
