import { routeMetadata } from "@/components/shell/route-metadata";
import { StockDashboard } from "@/features/data/contacts/ui/stock-dashboard";

export const generateMetadata = routeMetadata("/weedodata/admin/dashboard");

export default function DataDashboardPage() {
  return <StockDashboard />;
}
