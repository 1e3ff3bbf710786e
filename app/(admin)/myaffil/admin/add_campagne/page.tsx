import { CampaignEditor } from "@/features/myaffil/campaigns/ui/campaign-editor";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/add_campagne");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** A new campaign; `?program=` preselects its program. */
async function AddCampaignPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { program } = await searchParams;
  const programId = idOf(program);
  return <CampaignEditor key={programId ?? "none"} programId={programId} />;
}

export default withClientMessages("(admin)/myaffil/admin/add_campagne", AddCampaignPage);
