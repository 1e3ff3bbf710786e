import { PrepaymentPage } from "@/features/market/money/ui/prepayment-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/mes-prepaiement");

function MyPrepaymentsPage() {
  return <PrepaymentPage />;
}

export default withClientMessages("(annonceur)/mes-prepaiement", MyPrepaymentsPage);
