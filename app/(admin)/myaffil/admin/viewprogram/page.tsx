import { ProgramView } from "@/components/myaffil/programs/program-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/viewprogram");

function idOf(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** viewprogram?id=…: an unknown or missing id renders the inline "not found" state. */
export default async function AdminViewProgramPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  return <ProgramView area="admin" id={idOf(id)} />;
}
