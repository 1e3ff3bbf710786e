import { FilterForm } from "@/components/market/filters/filter-form";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/creefiltre");

export default function CreeFiltrePage() {
  return <FilterForm />;
}
