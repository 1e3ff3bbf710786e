import { CategoryForm } from "@/components/market-catalog/category-form";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
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
