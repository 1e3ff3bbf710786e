import { ProgramsList } from "@/components/myaffil/programs/programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/prgramslist");

export default function PublisherProgramsPage() {
  return <ProgramsList area="editeur" />;
}
