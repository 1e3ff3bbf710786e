import { ObjectivesView } from "@/components/myaffil/tracking/objectives-view";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/objectifs");

function ObjectivesPage() {
  return <ObjectivesView />;
}

export default withClientMessages("(admin)/myaffil/admin/objectifs", ObjectivesPage);
