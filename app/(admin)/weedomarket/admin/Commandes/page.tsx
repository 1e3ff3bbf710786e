import { Suspense } from "react";
import { AdminOrders } from "@/features/market/orders/ui/admin-orders";
import { ADMIN_ORDERS } from "@/features/market/orders/ui/operations";
import { adminOrdersVariables, NO_ORDER_FILTER } from "@/features/market/orders/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes");

/** The first screen of orders is read on the server, so the first HTML holds its rows. */
function CommandesPage() {
  return (
    <PreloadQuery
      query={ADMIN_ORDERS}
      variables={adminOrdersVariables(NO_ORDER_FILTER)}
      context={{ service: "market" }}
    >
      <Suspense fallback={<PanelLoading />}>
        <AdminOrders initialFilter={NO_ORDER_FILTER} />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/Commandes", CommandesPage);
