import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { DATA_CONTACT_STATES } from "@/lib/domain/states";

/** The stock's filters as a plain GET form: the URL holds them, the CSV link repeats them. */
export async function StockFilters({
  values,
  sources,
  themes,
}: {
  values: Record<"search" | "source" | "theme" | "state" | "from" | "to", string>;
  sources: string[];
  themes: string[];
}) {
  const t = await getTranslations("weedoData");
  return (
    <form
      method="get"
      action="/weedodata/admin/vuestock"
      aria-label={t("filters.legend")}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="stock-search">{t("filters.search")}</Label>
        <Input id="stock-search" name="search" type="search" defaultValue={values.search} maxLength={120} />
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-52">
        <Label htmlFor="stock-source">{t("filters.source")}</Label>
        <Select id="stock-source" name="source" defaultValue={values.source}>
          <option value="">{t("filters.any")}</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-40">
        <Label htmlFor="stock-theme">{t("filters.theme")}</Label>
        <Select id="stock-theme" name="theme" defaultValue={values.theme}>
          <option value="">{t("filters.any")}</option>
          {themes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-40">
        <Label htmlFor="stock-state">{t("filters.state")}</Label>
        <Select id="stock-state" name="state" defaultValue={values.state}>
          <option value="">{t("filters.any")}</option>
          {DATA_CONTACT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`states.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="stock-from">{t("filters.from")}</Label>
        <Input id="stock-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="stock-to">{t("filters.to")}</Label>
        <Input id="stock-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href="/weedodata/admin/vuestock" className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
