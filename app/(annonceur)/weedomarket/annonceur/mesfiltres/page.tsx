import { Suspense } from "react";
import { FiltersList } from "@/components/market/filters/filters-list";
import { MY_FILTERS } from "@/components/market/filters/operations";
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
