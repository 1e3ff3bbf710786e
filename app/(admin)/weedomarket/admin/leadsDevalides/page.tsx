import { AdminInvalidations } from "@/components/market-money/admin-invalidations";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/leadsDevalides");

export default function InvalidatedLeadsPage() {
  return (
    <MoneyScreenPage screen="adminInvalidations">
      <AdminInvalidations />
    </MoneyScreenPage>
  );
}
