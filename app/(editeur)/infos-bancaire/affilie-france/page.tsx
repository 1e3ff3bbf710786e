import { BankPage } from "@/features/identity/bank-details/ui/bank-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/infos-bancaire/affilie-france");

/** The publisher's bank details, French (RIB) (see BankPage). */
async function BankFrancePage() {
  return <BankPage kind="fr" />;
}

export default withClientMessages("(editeur)/infos-bancaire/affilie-france", BankFrancePage);
