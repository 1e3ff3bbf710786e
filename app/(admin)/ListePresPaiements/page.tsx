import { AdminPrepayments } from "@/components/market-money/admin-prepayments";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/ListePresPaiements");

export default function PrepaymentRequestsPage() {
  return (
    <MoneyScreenPage screen="adminPrepayments">
      <AdminPrepayments />
    </MoneyScreenPage>
  );
}
