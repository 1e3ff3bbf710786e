import { ProgramsList } from "@/components/myaffil/programs/programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/annonceur/prgramslist");

export default function AdvertiserProgramsPage() {
  return <ProgramsList area="annonceur" />;
}
