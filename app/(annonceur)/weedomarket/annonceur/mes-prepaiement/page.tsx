import { PrepaymentPage } from "@/features/market/money/ui/prepayment-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/annonceur/mes-prepaiement");

function MarketMyPrepaymentsPage() {
  return <PrepaymentPage />;
}

export default withClientMessages("(annonceur)/weedomarket/annonceur/mes-prepaiement", MarketMyPrepaymentsPage);
