import { ProfitabilityScreen } from "@/components/market-money/profitability-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/SuiviRenatbilite");

export default function ProfitabilityPage() {
  return (
    <MoneyScreenPage screen="profitability">
      <ProfitabilityScreen />
    </MoneyScreenPage>
  );
}
