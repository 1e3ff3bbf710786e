import { VISUALS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { PublisherVisuals } from "@/features/myaffil/creatives/ui/visuals/publisher-visuals";
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
