import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { PROGRAM_DETAIL } from "@/features/myaffil/programs/ui/operations";
import { ProgramView } from "@/features/myaffil/programs/ui/program-view";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/annonceur/viewprogram");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** viewprogram?id=…: an unknown or missing id renders the inline "not found" state. */
async function AdvertiserViewProgramPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { id } = await searchParams;
  const programId = idOf(id);
  if (programId == null) return <ProgramView area="annonceur" id={null} />;
  return (
    <Preloaded key={programId} query={PROGRAM_DETAIL} variables={{ id: programId }}>
      <ProgramView area="annonceur" id={programId} />
    </Preloaded>
  );
}

export default withClientMessages("(annonceur)/myaffil/annonceur/viewprogram", AdvertiserViewProgramPage);
