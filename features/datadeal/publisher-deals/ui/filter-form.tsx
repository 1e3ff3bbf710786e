import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Label } from "@/components/ui/label";
import type { DatadealDealRow } from "./operations";

const ACTION = "/datadeal/editeur/dashboard";
const SELECT =
  "h-9 rounded-md border border-zinc-300 bg-transparent px-2 text-sm dark:border-zinc-700 focus-visible:outline-2";

/** The deal and year filters as a plain GET form: the URL holds them, and it works before scripts load. */
export async function DatadealFilterForm({
  deals,
  years,
  dealId,
  year,
}: {
  deals: DatadealDealRow[];
  years: number[];
  dealId: number | null;
  year: number | null;
}) {
  const t = await getTranslations("datadeal.filters");
  return (
    <form method="get" action={ACTION} aria-label={t("legend")} className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="datadeal-deal">{t("deal")}</Label>
        <select id="datadeal-deal" name="deal" defaultValue={dealId ?? ""} className={SELECT}>
          <option value="">{t("allDeals")}</option>
          {deals.map((d) => (
            <option key={d.id} value={d.id}>
              {d.source}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="datadeal-year">{t("year")}</Label>
        <select id="datadeal-year" name="year" defaultValue={year ?? ""} className={SELECT}>
          <option value="">{t("allYears")}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("apply")}
        </button>
        <Link href={ACTION} className="btn btn-outline">
          {t("reset")}
        </Link>
      </div>
    </form>
  );
}
