import { OrderTracking } from "@/components/market/orders/order-tracking";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/suivi_commandes");

export default function SuiviCommandesPage() {
  return <OrderTracking />;
}
