import { applicationListVariables } from "@/components/myaffil/applications/list-variables";
import { PostuleList } from "@/components/myaffil/applications/postule-list";
import { APPLICATIONS } from "@/components/myaffil/creatives/operations";
import { Preloaded } from "@/components/myaffil/creatives/preloaded";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/postulelist");

function PostuleListPage() {
  return (
    <Preloaded query={APPLICATIONS} variables={applicationListVariables()}>
      <PostuleList />
    </Preloaded>
  );
}

export default withClientMessages("(admin)/myaffil/admin/postulelist", PostuleListPage);
