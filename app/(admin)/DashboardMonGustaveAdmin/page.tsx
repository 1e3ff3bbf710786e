import { MonGustaveAdminDashboard } from "@/components/dashboard/products/admin-products";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/DashboardMonGustaveAdmin");

export default function DashboardMonGustaveAdminPage() {
  return <MonGustaveAdminDashboard />;
}
