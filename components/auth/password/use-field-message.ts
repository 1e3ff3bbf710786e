import { useTranslations } from "next-intl";

const OWN = new Set(["email", "confirmMismatch"]);

/** Words a zod message key: the password flow's own keys, or the shared validation rules. */
export function useFieldMessage() {
  const t = useTranslations();
  return (key: string | undefined) => (key ? t(OWN.has(key) ? `password.validation.${key}` : `validation.${key}`) : undefined);
}
