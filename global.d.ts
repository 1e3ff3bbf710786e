import type { Locale } from "@/lib/constants";
import type { Catalogue } from "@/lib/i18n/catalogue";

// next-intl types every key and namespace from the French catalogue (English must match it).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Catalogue;
  }
}
