import { PhoneValidation } from "@/features/market/webhooks/ui/phone-validation";
import { routeMetadata } from "@/components/shell/route-metadata";
import { withClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = routeMetadata("/weedomarket/admin/phoneNumberValidation");

function PhoneNumberValidationPage() {
  return <PhoneValidation />;
}

export default withClientMessages("(admin)/weedomarket/admin/phoneNumberValidation", PhoneNumberValidationPage);
