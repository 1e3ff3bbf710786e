import { SHOOTS } from "@/components/myaffil/creatives/operations";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { shootListVariables } from "@/components/myaffil/shoots/list-variables";
import { ShootsView } from "@/components/myaffil/shoots/shoots-view";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/Shootlist");

function ShootsPage() {
  return (
    <Preloaded query={SHOOTS} variables={shootListVariables()}>
      <ShootsView role="admin" />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/Shootlist", ShootsPage);
