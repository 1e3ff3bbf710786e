import { PhoneValidation } from "@/components/market/webhooks/phone-validation";
import { routeMetadata } from "@/components/shell/route-metadata";

export const generateMetadata = routeMetadata("/weedomarket/admin/phoneNumberValidation");

export default function PhoneNumberValidationPage() {
  return <PhoneValidation />;
}
