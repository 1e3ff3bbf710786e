import { AdminSupports } from "@/components/myaffil/supports/admin-supports";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/list_supports/1");

export default async function ListSupportsPage({ params }: { params: Promise<{ id_utilisateur: string }> }) {
  const { id_utilisateur } = await params;
  return <AdminSupports userId={/^\d{1,9}$/.test(id_utilisateur) ? Number(id_utilisateur) : 0} />;
}
