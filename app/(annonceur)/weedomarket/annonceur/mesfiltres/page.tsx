import { FiltersList } from "@/components/market/filters/filters-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesfiltres");

export default function MesFiltresPage() {
  return <FiltersList />;
}
