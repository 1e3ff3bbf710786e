import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MG_PRODUCTS } from "@/lib/domain/states";

/**
 * The statistics pages' filters as a GET form (every view has an address and works before any
 * script): the period (days, or months on stats_mg), the product, and what a page adds (`children`).
 */
export async function PeriodForm({
  action,
  values,
  kind = "day",
  children,
  resetHref,
}: {
  action: string;
  values: { from: string; to: string; product: string };
  kind?: "day" | "month";
  children?: ReactNode;
  resetHref?: string;
}) {
  const t = await getTranslations("mongustaveAdmin.filters");
  const tp = await getTranslations("mongustaveAdmin.products");
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3" data-testid="mg-admin-filters">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t("from")}</span>
        <input
          type={kind === "day" ? "date" : "month"}
          name="from"
          defaultValue={values.from}
          className="field h-9"
          required
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t("to")}</span>
        <input
          type={kind === "day" ? "date" : "month"}
          name="to"
          defaultValue={values.to}
          className="field h-9"
          required
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t("product")}</span>
        <select name="product" defaultValue={values.product} className="field h-9 min-w-48">
          <option value="">{t("allProducts")}</option>
          {MG_PRODUCTS.map((p) => (
            <option key={p} value={p}>
              {tp(p)}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit" className="btn btn-outline h-9">
        {t("apply")}
      </button>
      <Link href={resetHref ?? action} className="btn h-9">
        {t("reset")}
      </Link>
    </form>
  );
}
