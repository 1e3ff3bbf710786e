import { GiftDashboardSlot } from "@/features/shell/dashboards/ui/gifts/gift-dashboard";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/DashboardCadeaux");

/** Publishers and the gift-points allow-list (the registry's restriction); the API checks again. */
export default function DashboardCadeauxPage() {
  return <GiftDashboardSlot />;
}
