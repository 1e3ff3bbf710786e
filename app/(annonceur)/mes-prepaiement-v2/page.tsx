import { PrepaymentScreen } from "@/components/market-money/prepayment-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/mes-prepaiement-v2");

export default function MyPrepaymentsV2Page() {
  return (
    <MoneyScreenPage screen="prepayments">
      <PrepaymentScreen />
    </MoneyScreenPage>
  );
}
