import { AdminOrders } from "@/components/market/orders/admin-orders";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/Commandes");

export default function CommandesPage() {
  return <AdminOrders />;
}
