import { PUBLISHER_SUPPORTS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { AdminSupports } from "@/features/myaffil/supports/ui/admin-supports";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/list_supports/1");

async function ListSupportsPage({ params }: { params: Promise<{ id_utilisateur: string }> }) {
  const { id_utilisateur } = await params;
  const userId = /^\d{1,9}$/.test(id_utilisateur) ? Number(id_utilisateur) : 0;
  if (userId <= 0) return <AdminSupports userId={0} />;
  return (
    <Preloaded key={userId} query={PUBLISHER_SUPPORTS} variables={{ id: userId }}>
      <AdminSupports userId={userId} />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/list_supports/[id_utilisateur]", ListSupportsPage);
