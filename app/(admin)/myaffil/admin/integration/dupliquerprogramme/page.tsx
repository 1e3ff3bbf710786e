import { DuplicateProgramForm } from "@/features/myaffil/programs/ui/duplicate-form";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/integration/dupliquerprogramme");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** Copies a program with its campaigns and visuals; `?id=` preselects the program. */
async function DuplicateProgramPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await searchParams;
  return <DuplicateProgramForm initialId={idOf(id)} />;
}

export default withClientMessages("(admin)/myaffil/admin/integration/dupliquerprogramme", DuplicateProgramPage);
