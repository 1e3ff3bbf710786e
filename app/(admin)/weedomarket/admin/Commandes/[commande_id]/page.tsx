import { notFound } from "next/navigation";
import { Suspense } from "react";
import { ORDER_DETAIL } from "@/features/market/orders/ui/operations";
import { AdminOrderDetail } from "@/features/market/orders/ui/order-detail";
import { routeMetadata } from "@/components/shell/route-metadata";
import { PanelLoading } from "@/components/ui/states/loading";
import { PreloadQuery } from "@/lib/apollo/server";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes/{commande_id}");

/** The order is read on the server, so the first HTML holds its figures and deliveries. */
async function CommandePage({ params }: { params: Promise<{ commande_id: string }> }) {
  const { commande_id } = await params;
  if (!/^\d{1,9}$/.test(commande_id)) notFound();
  const id = Number(commande_id);
  return (
    <PreloadQuery query={ORDER_DETAIL} variables={{ id }} context={{ service: "market" }}>
      <Suspense fallback={<PanelLoading />}>
        <AdminOrderDetail key={commande_id} id={id} />
      </Suspense>
    </PreloadQuery>
  );
}

export default withClientMessages("(admin)/weedomarket/admin/Commandes/[commande_id]", CommandePage);
