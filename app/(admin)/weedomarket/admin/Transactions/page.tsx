import { TransactionsScreen } from "@/components/market-money/transactions-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/Transactions");

export default function TransactionsPage() {
  return (
    <MoneyScreenPage screen="transactions">
      <TransactionsScreen />
    </MoneyScreenPage>
  );
}
