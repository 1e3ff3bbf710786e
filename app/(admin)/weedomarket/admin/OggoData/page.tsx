import { OggoDataExport } from "@/components/market/webhooks/oggodata-export";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/OggoData");

export default function OggoDataPage() {
  return <OggoDataExport />;
}
