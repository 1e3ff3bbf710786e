import { EditCategory } from "@/components/market-catalog/edit-category";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/editCategorie/{categorie_id}");

async function EditCategoryPage({ params }: { params: Promise<{ categorie_id: string }> }) {
  const { categorie_id } = await params;
  const id = /^\d+$/.test(categorie_id) ? Number(categorie_id) : 0;
  return (
    <CatalogScreenPage screen="editCategory">
      <EditCategory id={id} />
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/editCategorie/[categorie_id]", EditCategoryPage);
