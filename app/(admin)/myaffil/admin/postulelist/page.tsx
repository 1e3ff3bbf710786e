import { applicationListVariables } from "@/features/myaffil/applications/ui/list-variables";
import { PostuleList } from "@/features/myaffil/applications/ui/postule-list";
import { APPLICATIONS } from "@/features/myaffil/creatives/ui/creatives/operations";
import { Preloaded } from "@/features/myaffil/creatives/ui/creatives/preloaded";
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
