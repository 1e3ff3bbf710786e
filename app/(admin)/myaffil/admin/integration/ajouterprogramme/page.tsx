import { ProgramEditor } from "@/components/myaffil/programs/program-editor";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/integration/ajouterprogramme");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** A new program for an advertiser client; `?id=` edits an existing one. */
export default async function AddProgramPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  const programId = idOf(id);
  return <ProgramEditor key={programId ?? "new"} id={programId} />;
}
