import { Suspense } from "react";
import { PRICE_GRID } from "@/features/market/cart/ui/promo/operations";
import { PriceGrid } from "@/features/market/cart/ui/promo/price-grid";
import { priceGridVariables } from "@/features/market/cart/ui/promo/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesTarifs");

/** The price grid (without a promo code) is read on the server, so the first HTML holds its prices. */
function MesTarifsPage() {
  return (
    <PreloadQuery query={PRICE_GRID} variables={priceGridVariables(null)}>
      <Suspense fallback={<PanelLoading />}>
        <PriceGrid />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mesTarifs", MesTarifsPage);
