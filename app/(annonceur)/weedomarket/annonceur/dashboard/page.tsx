import { Suspense } from "react";
import { CartPanel } from "@/features/market/cart/ui/cart/cart-panel";
import { MY_CART, STOCK, STOCK_CATEGORIES } from "@/features/market/cart/ui/cart/operations";
import { StockBrowser } from "@/features/market/cart/ui/cart/stock-browser";
import { firstStockBrowse, stockBrowseVariables } from "@/features/market/cart/ui/cart/variables";
import { MarketDashboard } from "@/features/market/money/ui/market-dashboard";
import { MARKET_DASHBOARD } from "@/features/market/money/ui/operations";
import { MoneyScreenPage } from "@/features/market/money/ui/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { DashboardLoading, PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery, query } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/dashboard");

/** The advertiser's marketplace home: its figures, then the stock it may buy and its cart (the top bar's cart links here). */
async function MarketDashboardPage() {
  // The stock browser opens on the first category offered: the server reads the options first to
  // know which stock to preload (a failure leaves the browser to show its error state).
  const options = await query({ query: STOCK_CATEGORIES, errorPolicy: "all" }).catch(() => null);
  const first = options?.data?.orderCategories[0];
  const stockBrowser = (
    <Suspense fallback={<PanelLoading />}>
      <StockBrowser />
    </Suspense>
  );
  return (
    <MoneyScreenPage screen="dashboard">
      <div className="flex flex-col gap-6">
        {/* The figures are read on the server, so the first HTML holds them. */}
        <PreloadQuery query={MARKET_DASHBOARD} context={{ service: "market" }}>
          <Suspense fallback={<DashboardLoading />}>
            <MarketDashboard />
          </Suspense>
        </PreloadQuery>
        <section id="panier" className="grid scroll-mt-20 grid-cols-1 gap-6 2xl:grid-cols-[2fr_1fr]">
          <PreloadQuery query={STOCK_CATEGORIES}>
            {first ? (
              <PreloadQuery query={STOCK} variables={stockBrowseVariables(firstStockBrowse(first.id))}>
                {stockBrowser}
              </PreloadQuery>
            ) : (
              stockBrowser
            )}
          </PreloadQuery>
          <PreloadQuery query={MY_CART}>
            <Suspense fallback={<PanelLoading />}>
              <CartPanel />
            </Suspense>
          </PreloadQuery>
        </section>
      </div>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/dashboard", MarketDashboardPage);
