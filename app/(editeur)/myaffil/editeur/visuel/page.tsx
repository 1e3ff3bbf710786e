import { VISUALS } from "@/components/myaffil/creatives/operations";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { PublisherVisuals } from "@/components/myaffil/visuals/publisher-visuals";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/visuel");

function PublisherVisualsPage() {
  return (
    <Preloaded query={VISUALS} variables={{}}>
      <PublisherVisuals />
    </Preloaded>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/visuel", PublisherVisualsPage);
