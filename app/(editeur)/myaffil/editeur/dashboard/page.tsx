import { MyaffilDashboard } from "@/components/myaffil/stats/myaffil-dashboard";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/dashboard");

export default function MyaffilEditeurDashboardPage() {
  return <MyaffilDashboard area="editeur" />;
}
