import { CategoryForm } from "@/components/market-catalog/category-form";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/creeCategorie");

export default function CreateCategoryPage() {
  return (
    <CatalogScreenPage screen="createCategory">
      <CategoryForm />
    </CatalogScreenPage>
  );
}
