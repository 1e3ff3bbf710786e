import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { programListVariables } from "@/components/myaffil/programs/list-variables";
import { PROGRAMS } from "@/components/myaffil/programs/operations";
import { AdvertiserProgramsList } from "@/components/myaffil/programs/advertiser-programs-list";
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
