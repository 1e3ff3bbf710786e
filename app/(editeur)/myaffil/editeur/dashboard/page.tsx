import { MyaffilDashboardScreen } from "@/features/myaffil/stats/ui/myaffil-dashboard-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/dashboard");

function MyaffilEditeurDashboardPage() {
  return <MyaffilDashboardScreen area="editeur" />;
}

export default withClientMessages("(editeur)/myaffil/editeur/dashboard", MyaffilEditeurDashboardPage);
