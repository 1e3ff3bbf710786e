import { PromoCodes } from "@/components/market/promo/promo-codes";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/codepromo");

export default function CodePromoPage() {
  return <PromoCodes />;
}
