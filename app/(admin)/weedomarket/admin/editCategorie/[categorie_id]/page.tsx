import { Suspense } from "react";
import { EditCategory } from "@/features/market/catalog/ui/edit-category";
import { CATEGORY } from "@/features/market/catalog/ui/operations";
import { CatalogScreenPage } from "@/features/market/catalog/ui/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/editCategorie/{categorie_id}");

/** The category is read on the server on every visit (fresh after an edit elsewhere): the first HTML holds the filled form. */
async function EditCategoryPage({ params }: { params: Promise<{ categorie_id: string }> }) {
  const { categorie_id } = await params;
  const id = /^\d+$/.test(categorie_id) ? Number(categorie_id) : 0;
  const screen = (
    <Suspense fallback={<PanelLoading />}>
      <EditCategory id={id} />
    </Suspense>
  );
  return (
    <CatalogScreenPage screen="editCategory">
      {id > 0 ? (
        <PreloadQuery query={CATEGORY} variables={{ id }}>
          {screen}
        </PreloadQuery>
      ) : (
        screen
      )}
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/editCategorie/[categorie_id]", EditCategoryPage);
