import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { EINVOICE_FILTERS } from "@/features/billing/e-invoicing/statuses";
import { INVOICE_DISPLAY_STATES, type BillingPlatform } from "@/lib/domain/states";

export interface FilterValues {
  platform: string;
  state: string;
  from: string;
  to: string;
  search: string;
  einvoice: string;
}

/**
 * The filters as a plain GET form (the URL holds them: bookmarkable, repeated by the CSV link,
 * usable before the scripts load). The platform choice only appears when the page lists several.
 */
export async function InvoiceFilters({
  action,
  values,
  platforms,
  states = true,
  einvoice = false,
}: {
  action: string;
  values: FilterValues;
  platforms: readonly BillingPlatform[];
  states?: boolean;
  /** The e-invoicing status filter (the invoice lists; credit notes have none yet). */
  einvoice?: boolean;
}) {
  const t = await getTranslations("invoices");
  return (
    <form method="get" action={action} aria-label={t("filters.legend")} className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="inv-search">{t("filters.search")}</Label>
        <Input
          id="inv-search"
          name="search"
          type="search"
          defaultValue={values.search}
          maxLength={100}
          placeholder={t("filters.searchPlaceholder")}
        />
      </div>
      {platforms.length > 1 && (
        <div className="flex w-full flex-col gap-1 sm:w-48">
          <Label htmlFor="inv-platform">{t("filters.platform")}</Label>
          <Select id="inv-platform" name="platform" defaultValue={values.platform}>
            <option value="">{t("filters.anyPlatform")}</option>
            {platforms.map((p) => (
              <option key={p} value={p}>
                {t(`platforms.${p}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {states && (
        <div className="flex w-full flex-col gap-1 sm:w-44">
          <Label htmlFor="inv-state">{t("filters.state")}</Label>
          <Select id="inv-state" name="state" defaultValue={values.state}>
            <option value="">{t("filters.anyState")}</option>
            {INVOICE_DISPLAY_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {einvoice && (
        <div className="flex w-full flex-col gap-1 sm:w-44">
          <Label htmlFor="inv-einvoice">{t("filters.einvoice")}</Label>
          <Select id="inv-einvoice" name="einvoice" defaultValue={values.einvoice}>
            <option value="">{t("filters.anyEinvoice")}</option>
            {EINVOICE_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`einvoice.statuses.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="inv-from">{t("filters.from")}</Label>
        <Input id="inv-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="inv-to">{t("filters.to")}</Label>
        <Input id="inv-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href={action} className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
