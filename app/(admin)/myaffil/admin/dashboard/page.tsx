import { MyaffilDashboard } from "@/components/myaffil/stats/myaffil-dashboard";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/dashboard");

export default function MyaffilAdminDashboardPage() {
  return <MyaffilDashboard area="admin" />;
}
