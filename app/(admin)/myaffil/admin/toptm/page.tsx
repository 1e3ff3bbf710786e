import { TopsView } from "@/components/myaffil/tracking/tops-view";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/toptm");

function TopTmPage() {
  return <TopsView />;
}

export default withClientMessages("(admin)/myaffil/admin/toptm", TopTmPage);
