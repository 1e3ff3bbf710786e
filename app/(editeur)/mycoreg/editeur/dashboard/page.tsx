import { CoregPublisherDashboard } from "@/features/shell/dashboards/ui/coreg/publisher-coreg";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/mycoreg/editeur/dashboard");

export default function MycoregEditeurDashboardPage() {
  return <CoregPublisherDashboard />;
}
