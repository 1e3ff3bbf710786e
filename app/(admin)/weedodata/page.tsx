import { routeMetadata } from "@/components/shell/route-metadata";
import { StockDashboard } from "@/features/data/contacts/ui/stock-dashboard";

export const generateMetadata = routeMetadata("/weedodata");

/** /weedodata: the data product's real dashboard (the same as its area's /weedodata/admin/dashboard). */
export default function WeedodataPage() {
  return <StockDashboard />;
}
