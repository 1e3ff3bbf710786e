import { PublisherVisuals } from "@/components/myaffil/visuals/publisher-visuals";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/visuel");

export default function PublisherVisualsPage() {
  return <PublisherVisuals />;
}
