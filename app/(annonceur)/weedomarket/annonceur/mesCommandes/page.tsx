import { MyOrders } from "@/components/market/orders/my-orders";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesCommandes");

export default function MesCommandesPage() {
  return <MyOrders />;
}
