import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import type { LeadErrorKey } from "@/lib/validation/market-lead";

type Texts = Record<LeadErrorKey, string> & { duplicate: string; unauthorized: string; badJson: string };

const TEXTS = {
  fr: (fr as unknown as { marketCatalog: { intakeErrors: Texts } }).marketCatalog.intakeErrors,
  en: (en as unknown as { marketCatalog: { intakeErrors: Texts } }).marketCatalog.intakeErrors,
};

/** French unless the request's first Accept-Language preference is English. */
export function intakeLocale(acceptLanguage: string | null): "fr" | "en" {
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "fr";
}

export function intakeText(locale: "fr" | "en", key: keyof Texts): string {
  return TEXTS[locale]?.[key] ?? key;
}
