import { ShootsView } from "@/components/myaffil/shoots/shoots-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/Shootlist");

export default function ShootsPage() {
  return <ShootsView role="admin" />;
}
