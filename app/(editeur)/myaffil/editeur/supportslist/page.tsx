import { MY_SUPPORTS } from "@/components/myaffil/creatives/operations";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { SupportsList } from "@/components/myaffil/supports/supports-list";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/editeur/supportslist");

function SupportsListPage() {
  return (
    <Preloaded query={MY_SUPPORTS} variables={{}}>
      <SupportsList />
    </Preloaded>
  );
}

export default withClientMessages("(editeur)/myaffil/editeur/supportslist", SupportsListPage);
