import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { programListVariables } from "@/features/myaffil/programs/ui/list-variables";
import { PROGRAMS } from "@/features/myaffil/programs/ui/operations";
import { PublisherProgramsList } from "@/features/myaffil/programs/ui/publisher-programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/prgramslist");

function PublisherProgramsPage() {
  return (
    <Preloaded query={PROGRAMS} variables={programListVariables("editeur")}>
      <PublisherProgramsList />
    </Preloaded>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/prgramslist", PublisherProgramsPage);
