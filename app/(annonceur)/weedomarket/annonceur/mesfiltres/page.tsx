import { Suspense } from "react";
import { FiltersList } from "@/features/market/filters/ui/filters-list";
import { MY_FILTERS } from "@/features/market/filters/ui/operations";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesfiltres");

/** The saved filters are read on the server, so the first HTML holds them. */
function MesFiltresPage() {
  return (
    <PreloadQuery query={MY_FILTERS} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <FiltersList />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mesfiltres", MesFiltresPage);
