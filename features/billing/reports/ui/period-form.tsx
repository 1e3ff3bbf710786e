import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { searchParam } from "@/components/data/search-params";

/** A period of months as a plain GET form (the URL holds it: bookmarkable, works before scripts load). */
export async function MonthPeriodForm({
  action,
  from,
  to,
  max,
  children,
}: {
  action: string;
  from: string;
  to: string;
  max: string;
  /** Further fields of the page's filter. */
  children?: ReactNode;
}) {
  const t = await getTranslations("reports");
  return (
    <form method="get" action={action} aria-label={t("filters.legend")} className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1 sm:w-44">
        <Label htmlFor="report-from">{t("filters.fromMonth")}</Label>
        <Input id="report-from" name="from" type="month" defaultValue={from} max={max} required />
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-44">
        <Label htmlFor="report-to">{t("filters.toMonth")}</Label>
        <Input id="report-to" name="to" type="month" defaultValue={to} max={max} required />
      </div>
      {children}
      <button type="submit" className="btn btn-outline">
        {t("filters.apply")}
      </button>
    </form>
  );
}

/** The period of the URL, or the default one; a malformed or reversed period falls back too (and says so). */
export function periodOf(
  raw: Record<string, string | string[] | undefined>,
  fallback: { from: string; to: string },
): { from: string; to: string; invalid: boolean } {
  const one = (k: string) => searchParam(raw, k);
  const from = one("from");
  const to = one("to");
  if (!from && !to) return { ...fallback, invalid: false };
  const ok = /^\d{4}-(0[1-9]|1[0-2])$/;
  if (!ok.test(from) || !ok.test(to) || from > to) return { ...fallback, invalid: true };
  return { from, to, invalid: false };
}
