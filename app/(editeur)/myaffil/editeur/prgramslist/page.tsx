import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { programListVariables } from "@/components/myaffil/programs/list-variables";
import { PROGRAMS } from "@/components/myaffil/programs/operations";
import { PublisherProgramsList } from "@/components/myaffil/programs/publisher-programs-list";
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
