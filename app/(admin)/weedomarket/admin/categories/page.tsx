import { Suspense } from "react";
import { CategoriesScreen } from "@/features/market/catalog/ui/categories-screen";
import { CATEGORIES } from "@/features/market/catalog/ui/operations";
import { CatalogScreenPage } from "@/features/market/catalog/ui/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/categories");

/** The catalogue is read on the server, so the first HTML holds the categories' rows. */
function CategoriesPage() {
  return (
    <CatalogScreenPage screen="categories">
      <PreloadQuery query={CATEGORIES} context={{ service: "market" }}>
        <Suspense fallback={<PanelLoading />}>
          <CategoriesScreen />
        </Suspense>
      </PreloadQuery>
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/categories", CategoriesPage);
