import { Suspense } from "react";
import { CartPanel } from "@/components/market/cart/cart-panel";
import { StockBrowser } from "@/components/market/cart/stock-browser";
import { MarketDashboard } from "@/components/market-money/market-dashboard";
import { MARKET_DASHBOARD } from "@/components/market-money/operations";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { DashboardLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/dashboard");

/** The advertiser's marketplace home: its figures, then the stock it may buy and its cart (the top bar's cart links here). */
function MarketDashboardPage() {
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
          <StockBrowser />
          <CartPanel />
        </section>
      </div>
    </MoneyScreenPage>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/dashboard", MarketDashboardPage);
