import { DatadealPublisherDashboard } from "@/components/dashboard/products/publisher-products";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/datadeal/editeur/dashboard");

export default function DatadealEditeurDashboardPage() {
  return <DatadealPublisherDashboard />;
}
