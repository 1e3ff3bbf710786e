import { MyaffilDashboard } from "@/components/myaffil/stats/myaffil-dashboard";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/annonceur/dashboard");

export default function MyaffilAnnonceurDashboardPage() {
  return <MyaffilDashboard area="annonceur" />;
}
