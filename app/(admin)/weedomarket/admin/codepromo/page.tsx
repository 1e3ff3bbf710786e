import { Suspense } from "react";
import { PROMO_CODES } from "@/features/market/cart/ui/promo/operations";
import { PromoCodes } from "@/features/market/cart/ui/promo/promo-codes";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/codepromo");

/** The promo codes are read on the server, so the first HTML holds them. */
function CodePromoPage() {
  return (
    <PreloadQuery query={PROMO_CODES} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <PromoCodes />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/codepromo", CodePromoPage);
