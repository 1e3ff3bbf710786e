import { Suspense } from "react";
import { ORDER_TRACKING } from "@/features/market/orders/ui/operations";
import { OrderTracking } from "@/features/market/orders/ui/order-tracking";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/suivi_commandes");

/** The tracked orders are read on the server, so the first HTML holds them. */
function SuiviCommandesPage() {
  return (
    <PreloadQuery query={ORDER_TRACKING} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <OrderTracking />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/suivi_commandes", SuiviCommandesPage);
