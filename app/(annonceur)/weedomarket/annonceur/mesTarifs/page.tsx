import { PriceGrid } from "@/components/market/promo/price-grid";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mesTarifs");

function MesTarifsPage() {
  return <PriceGrid />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mesTarifs", MesTarifsPage);
