import { MyaffilDashboardScreen } from "@/features/myaffil/stats/ui/myaffil-dashboard-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/dashboard");

function MyaffilAdminDashboardPage() {
  return <MyaffilDashboardScreen area="admin" />;
}

export default withClientMessages("(admin)/myaffil/admin/dashboard", MyaffilAdminDashboardPage);
