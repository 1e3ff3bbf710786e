import { OggoDataExport } from "@/features/market/webhooks/ui/oggodata-export";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/OggoData");

function OggoDataPage() {
  return <OggoDataExport />;
}

export default withClientMessages("(admin)/weedomarket/admin/OggoData", OggoDataPage);
