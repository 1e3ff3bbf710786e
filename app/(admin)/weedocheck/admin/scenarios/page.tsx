import { ScenariosScreen } from "@/features/check/verification/ui/scenarios-screen";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedocheck/admin/scenarios");

/** /weedocheck/admin/scenarios (its screen is shared by the three check layouts). */
async function ScenariosPage() {
  return <ScenariosScreen admin={true} />;
}

export default withClientMessages("(admin)/weedocheck/admin/scenarios", ScenariosPage);
