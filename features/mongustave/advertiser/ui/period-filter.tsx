import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { presetOf, presetRange, RANGE_PRESETS, type DayRange } from "@/components/data/date-range-presets";
import { queryString } from "@/components/data/search-params";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { MG_PRODUCTS } from "@/lib/domain/states";
import { cn } from "@/lib/utils/cn";

/**
 * The period (and product) of the advertiser's Mon Gustave screens as a plain GET form with preset
 * links: the URL holds the filter (bookmarkable) and it works before the page's scripts load.
 */
export async function MgPeriodFilter({
  action,
  range,
  product,
  today,
}: {
  action: string;
  range: DayRange;
  product: string;
  today: string;
}) {
  const t = await getTranslations("mongustaveAdvertiser");
  const active = presetOf(range, today);
  const presetHref = (p: (typeof RANGE_PRESETS)[number]) => {
    const s = queryString({ ...presetRange(p, today), product });
    return `${action}?${s}`;
  };
  return (
    <div className="flex flex-col gap-3">
      <form method="get" action={action} aria-label={t("filter.legend")} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="mg-from">{t("filter.from")}</Label>
          <Input id="mg-from" name="from" type="date" defaultValue={range.from} className="w-40" required />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="mg-to">{t("filter.to")}</Label>
          <Input id="mg-to" name="to" type="date" defaultValue={range.to} className="w-40" required />
        </div>
        <div className="flex w-full flex-col gap-1 sm:w-52">
          <Label htmlFor="mg-product">{t("filter.product")}</Label>
          <Select id="mg-product" name="product" defaultValue={product}>
            <option value="">{t("filter.allProducts")}</option>
            {MG_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {t(`products.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t("filter.apply")}
          </button>
          <Link href={action} className="btn btn-outline">
            {t("filter.reset")}
          </Link>
        </div>
      </form>
      <nav aria-label={t("filter.presets")} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <Link
            key={p}
            href={presetHref(p)}
            aria-current={active === p ? "true" : undefined}
            className={cn(
              "rounded-full border px-3 py-1 text-xs focus-visible:outline-2 focus-visible:outline-emerald-500",
              active === p
                ? "border-emerald-600 bg-emerald-50 font-medium text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300"
                : "border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800",
            )}
          >
            {t(`filter.preset.${p}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
