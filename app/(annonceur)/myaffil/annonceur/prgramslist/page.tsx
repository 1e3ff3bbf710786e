import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
import { programListVariables } from "@/features/myaffil/programs/ui/list-variables";
import { PROGRAMS } from "@/features/myaffil/programs/ui/operations";
import { AdvertiserProgramsList } from "@/features/myaffil/programs/ui/advertiser-programs-list";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/annonceur/prgramslist");

function AdvertiserProgramsPage() {
  return (
    <Preloaded query={PROGRAMS} variables={programListVariables("annonceur")}>
      <AdvertiserProgramsList />
    </Preloaded>
  );
}

export default withClientMessages("(annonceur)/myaffil/annonceur/prgramslist", AdvertiserProgramsPage);
