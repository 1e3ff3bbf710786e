import { routeMetadata } from "@/components/shell/route-metadata";
import { StockDashboard } from "@/components/weedo-data/stock-dashboard";

export const generateMetadata = routeMetadata("/weedodata/admin/dashboard");

export default function DataDashboardPage() {
  return <StockDashboard />;
}
