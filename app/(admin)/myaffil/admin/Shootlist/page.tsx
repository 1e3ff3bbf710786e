import { SHOOTS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { shootListVariables } from "@/features/myaffil/shoots/ui/list-variables";
import { ShootsView } from "@/features/myaffil/shoots/ui/shoots-view";
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
