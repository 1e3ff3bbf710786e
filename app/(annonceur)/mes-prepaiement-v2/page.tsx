import { PrepaymentPage } from "@/features/market/money/ui/prepayment-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/mes-prepaiement-v2");

function MyPrepaymentsV2Page() {
  return <PrepaymentPage />;
}

export default withClientMessages("(annonceur)/mes-prepaiement-v2", MyPrepaymentsV2Page);
