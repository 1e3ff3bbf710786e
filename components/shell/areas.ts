import type { Area } from "@/lib/access/routes";
import type { KeysUnder } from "@/lib/i18n/keys";

/** The product each shell belongs to: key of its brand label in the "shell" namespace. */
export const AREA_BRAND: Record<Area, KeysUnder<"shell.brand">> = {
  auth: "general",
  public: "general",
  general: "general",
  myaffil: "myaffil",
  weedomarket: "market",
  weedodata: "data",
  weedocheck: "check",
  mongustave: "gustave",
  mycoreg: "coreg",
  datadeal: "datadeal",
  report: "report",
};

/** Sale terms shown in the footer (spec section 2, layout). */
export const SALE_TERMS = {
  marketplace: "https://www.weedo.fr/cgv-weedo-market",
  performance: "https://www.weedo.fr/cgv-myaffil",
} as const;
