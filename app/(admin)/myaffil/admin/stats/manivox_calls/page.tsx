import { ManivoxCallsScreen } from "@/features/myaffil/tracking/ui/manivox-calls-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/stats/manivox_calls");

async function ManivoxCallsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tag } = await searchParams;
  const tagId = typeof tag === "string" && /^\d{1,9}$/.test(tag) ? Number(tag) : null;
  return <ManivoxCallsScreen tagId={tagId} />;
}

export default withClientMessages("(admin)/myaffil/admin/stats/manivox_calls", ManivoxCallsPage);
