import { PriceGrid } from "@/components/market/promo/price-grid";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesTarifs");

export default function MesTarifsPage() {
  return <PriceGrid />;
}
