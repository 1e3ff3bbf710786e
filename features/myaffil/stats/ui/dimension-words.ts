import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DimensionWords } from "./format";

/** The translated words of dimension values (a week, no sub-id, no support) for `dimensionText`. */
export function useDimensionWords(): DimensionWords {
  // A root translator with full keys: the client-messages scan sends these three, not the namespace.
  const t = useTranslations();
  return useMemo(
    () => ({
      weekOf: (day: string) => t("myaffilStats.weekOf", { day }),
      noSubId: t("myaffilStats.noSubId"),
      noSupport: t("myaffilStats.noSupport"),
    }),
    [t],
  );
}
