import { PrepaymentScreen } from "@/components/market-money/prepayment-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/New_mes-prepaiement");

export default function NewMyPrepaymentsPage() {
  return (
    <MoneyScreenPage screen="prepayments">
      <PrepaymentScreen />
    </MoneyScreenPage>
  );
}
