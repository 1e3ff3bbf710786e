import { useTranslations } from "next-intl";
import { isMessageKey } from "@/lib/i18n/keys";

const OWN = new Set(["email", "confirmMismatch"]);

/** Words a zod message key: the password flow's own keys, or the shared validation rules. */
export function useFieldMessage() {
  const own = useTranslations("password.validation");
  const shared = useTranslations("validation");
  return (key: string | undefined) => {
    if (!key) return undefined;
    if (OWN.has(key) && isMessageKey(own, key)) return own(key);
    return isMessageKey(shared, key) ? shared(key) : key;
  };
}
