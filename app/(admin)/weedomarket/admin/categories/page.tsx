import { CategoriesScreen } from "@/components/market-catalog/categories-screen";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/categories");

export default function CategoriesPage() {
  return (
    <CatalogScreenPage screen="categories">
      <CategoriesScreen />
    </CatalogScreenPage>
  );
}
