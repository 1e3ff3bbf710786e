import { MY_SUPPORTS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { SupportsList } from "@/features/myaffil/supports/ui/supports-list";
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
