import { ManivoxTagsView } from "@/components/myaffil/tracking/manivox-tags-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/Manivox_tags");

export default function ManivoxTagsPage() {
  return <ManivoxTagsView />;
}
