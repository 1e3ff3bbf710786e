import en from "@/messages/en/marketCatalog.json";
import fr from "@/messages/fr/marketCatalog.json";
import type { LeadErrorKey } from "@/lib/validation/market-lead";

type Texts = Record<LeadErrorKey, string> & {
  duplicate: string;
  unsubscribed: string;
  lowTrustScore: string;
  unauthorized: string;
  badJson: string;
};

// Only the intake's namespace: the endpoint has no use for the rest of the catalogue.
const TEXTS: Record<"fr" | "en", Texts> = { fr: fr.intakeErrors, en: en.intakeErrors };

/** French unless the request's first Accept-Language preference is English. */
export function intakeLocale(acceptLanguage: string | null): "fr" | "en" {
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "fr";
}

export function intakeText(
  locale: "fr" | "en",
  key: keyof Texts,
  values: Record<string, string | number> = {},
): string {
  const t = TEXTS[locale]?.[key] ?? key;
  return t.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
