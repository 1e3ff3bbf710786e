import { ManivoxTagsScreen } from "@/features/myaffil/tracking/ui/manivox-tags-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/Manivox_tags");

function ManivoxTagsPage() {
  return <ManivoxTagsScreen />;
}

export default withClientMessages("(admin)/myaffil/admin/stats/Manivox_tags", ManivoxTagsPage);
