import { TopsView } from "@/components/myaffil/tracking/tops-view";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/admin/toptm");

export default function TopTmPage() {
  return <TopsView />;
}
