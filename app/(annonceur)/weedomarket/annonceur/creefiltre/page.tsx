import { FilterForm } from "@/features/market/filters/ui/filter-form";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/creefiltre");

function CreeFiltrePage() {
  return <FilterForm />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/creefiltre", CreeFiltrePage);
