import { MyLeadsScreen } from "@/components/market-money/my-leads-screen";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesLeads");

export default function MyLeadsPage() {
  return (
    <MoneyScreenPage screen="myLeads">
      <MyLeadsScreen />
    </MoneyScreenPage>
  );
}
