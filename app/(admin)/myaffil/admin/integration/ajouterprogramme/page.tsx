import { PreloadedRef } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { PROGRAM_DETAIL } from "@/features/myaffil/programs/ui/operations";
import { ProgramEditor } from "@/features/myaffil/programs/ui/program-editor";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/integration/ajouterprogramme");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** A new program for an advertiser client; `?id=` edits an existing one. */
async function AddProgramPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await searchParams;
  const programId = idOf(id);
  if (programId == null) return <ProgramEditor key="new" id={null} />;
  return (
    <PreloadedRef key={programId} query={PROGRAM_DETAIL} variables={{ id: programId }}>
      {(program) => <ProgramEditor id={programId} program={program} />}
    </PreloadedRef>
  );
}

export default withClientMessages("(admin)/myaffil/admin/integration/ajouterprogramme", AddProgramPage);
