import { ProgramsList } from "@/components/myaffil/programs/programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/prgramslist");

export default function AdminProgramsPage() {
  return <ProgramsList area="admin" />;
}
