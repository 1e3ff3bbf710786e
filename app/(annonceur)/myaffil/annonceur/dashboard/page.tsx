import { MyaffilDashboardScreen } from "@/features/myaffil/stats/ui/myaffil-dashboard-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/annonceur/dashboard");

function MyaffilAnnonceurDashboardPage() {
  return <MyaffilDashboardScreen area="annonceur" />;
}

export default withClientMessages("(annonceur)/myaffil/annonceur/dashboard", MyaffilAnnonceurDashboardPage);
