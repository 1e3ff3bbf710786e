import { CoregAdminDashboard } from "@/components/dashboard/products/admin-products";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedocoreg");

export default function WeedocoregPage() {
  return <CoregAdminDashboard />;
}
