import { ShootsView } from "@/components/myaffil/shoots/shoots-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/MesShoots");

export default function ShootsPage() {
  return <ShootsView role="publisher" />;
}
