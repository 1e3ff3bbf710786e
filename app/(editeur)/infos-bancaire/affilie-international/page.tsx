import { BankPage } from "@/features/identity/bank-details/ui/bank-page";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/infos-bancaire/affilie-international");

/** The publisher's bank details, international (IBAN, SWIFT, VAT) (see BankPage). */
async function BankInternationalPage() {
  return <BankPage kind="intl" />;
}

export default withClientMessages("(editeur)/infos-bancaire/affilie-international", BankInternationalPage);
