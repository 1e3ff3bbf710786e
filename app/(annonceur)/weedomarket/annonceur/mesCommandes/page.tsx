import { Suspense } from "react";
import { MY_ORDERS } from "@/features/market/orders/ui/operations";
import { MyOrders } from "@/features/market/orders/ui/my-orders";
import { MY_ORDERS_VARIABLES } from "@/features/market/orders/ui/variables";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesCommandes");

function MesCommandesPage() {
  return (
    <PreloadQuery query={MY_ORDERS} variables={MY_ORDERS_VARIABLES} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <MyOrders />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mesCommandes", MesCommandesPage);
