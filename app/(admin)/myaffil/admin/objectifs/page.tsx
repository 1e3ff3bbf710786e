import { ObjectivesScreen } from "@/features/myaffil/tracking/ui/objectives-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/objectifs");

function ObjectivesPage() {
  return <ObjectivesScreen />;
}

export default withClientMessages("(admin)/myaffil/admin/objectifs", ObjectivesPage);
