import { CartPanel } from "@/components/market/cart/cart-panel";
import { StockBrowser } from "@/components/market/cart/stock-browser";
import { MarketDashboard } from "@/components/market-money/market-dashboard";
import { MoneyScreenPage } from "@/components/market-money/screen-page";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/dashboard");

/** The advertiser's marketplace home: its figures, then the stock it may buy and its cart (the top bar's cart links here). */
export default function MarketDashboardPage() {
  return (
    <MoneyScreenPage screen="dashboard">
      <div className="flex flex-col gap-6">
        <MarketDashboard />
        <section id="panier" className="grid scroll-mt-20 grid-cols-1 gap-6 2xl:grid-cols-[2fr_1fr]">
          <StockBrowser />
          <CartPanel />
        </section>
      </div>
    </MoneyScreenPage>
  );
}
