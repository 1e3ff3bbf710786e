import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { DimensionWords } from "./format";

/** The translated words of dimension values (a week, no sub-id, no support) for `dimensionText`. */
export function useDimensionWords(): DimensionWords {
  const t = useTranslations("myaffilStats");
  return useMemo(
    () => ({ weekOf: (day: string) => t("weekOf", { day }), noSubId: t("noSubId"), noSupport: t("noSupport") }),
    [t],
  );
}
