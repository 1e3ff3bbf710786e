import { TopsScreen } from "@/features/myaffil/tracking/ui/tops-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/myaffil/admin/toptm");

function TopTmPage() {
  return <TopsScreen />;
}

export default withClientMessages("(admin)/myaffil/admin/toptm", TopTmPage);
