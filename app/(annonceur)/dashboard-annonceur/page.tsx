import { DashboardSlot } from "@/features/shell/dashboards/ui/slot";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/dashboard-annonceur");

/** The role home inside the shell; its content is the dashboard's. */
export default function AnnonceurDashboardPage() {
  return <DashboardSlot />;
}
