import { notFound } from "next/navigation";
import { AdminOrderDetail } from "@/components/market/orders/order-detail";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes/{commande_id}");

export default async function CommandePage({ params }: { params: Promise<{ commande_id: string }> }) {
  const { commande_id } = await params;
  if (!/^\d{1,9}$/.test(commande_id)) notFound();
  return <AdminOrderDetail key={commande_id} id={Number(commande_id)} />;
}
