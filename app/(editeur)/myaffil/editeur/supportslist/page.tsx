import { SupportsList } from "@/components/myaffil/supports/supports-list";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/myaffil/editeur/supportslist");

export default function SupportsListPage() {
  return <SupportsList />;
}
