import { Suspense } from "react";
import { defaultRange } from "@/components/data/date-range-presets";
import { CATEGORIES, STOCK } from "@/features/market/catalog/ui/operations";
import { CatalogScreenPage } from "@/features/market/catalog/ui/screen-page";
import { StockScreen } from "@/features/market/catalog/ui/stock-screen";
import { stockVariables, type StockFilter } from "@/features/market/catalog/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/stock");

/** The last 30 Paris days of stock and the category options are read on the server: the first HTML holds the figures. */
function StockPage() {
  const initial: StockFilter = { range: defaultRange(30), categoryId: null };
  return (
    <CatalogScreenPage screen="stock">
      <PreloadQuery query={CATEGORIES} context={{ service: "market" }}>
        <PreloadQuery query={STOCK} variables={stockVariables(initial)} context={{ service: "market" }}>
          <Suspense fallback={<PanelLoading />}>
            <StockScreen initial={initial} />
          </Suspense>
        </PreloadQuery>
      </PreloadQuery>
    </CatalogScreenPage>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/stock", StockPage);
