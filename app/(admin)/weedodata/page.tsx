import { DataAdminDashboard } from "@/components/dashboard/products/admin-products";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedodata");

export default function WeedodataPage() {
  return <DataAdminDashboard />;
}
