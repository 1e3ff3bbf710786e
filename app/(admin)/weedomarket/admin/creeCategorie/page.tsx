import { CategoryForm } from "@/features/market/catalog/ui/category-form";
import { CatalogScreenPage } from "@/features/market/catalog/ui/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/creeCategorie");

function CreateCategoryPage() {
  return (
    <CatalogScreenPage screen="createCategory">
      <CategoryForm />
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/creeCategorie", CreateCategoryPage);
