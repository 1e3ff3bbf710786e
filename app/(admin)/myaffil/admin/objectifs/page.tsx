import { ObjectivesView } from "@/components/myaffil/tracking/objectives-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/objectifs");

export default function ObjectivesPage() {
  return <ObjectivesView />;
}
