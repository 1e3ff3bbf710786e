import { StockScreen } from "@/components/market-catalog/stock-screen";
import { CatalogScreenPage } from "@/components/market-catalog/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/stock");

export default function StockPage() {
  return (
    <CatalogScreenPage screen="stock">
      <StockScreen />
    </CatalogScreenPage>
  );
}
