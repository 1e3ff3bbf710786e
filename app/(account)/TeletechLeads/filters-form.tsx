import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { TELETECH_FILTER_KEYS } from "@/features/staff/stats/server/teletech-filter";
import { TELETECH_OUTCOMES } from "@/lib/domain/states";

export type TeletechValues = Record<(typeof TELETECH_FILTER_KEYS)[number], string>;

/** The filters as a plain GET form: the URL holds them, and the CSV link repeats them. */
export async function FiltersForm({ values }: { values: TeletechValues }) {
  const t = await getTranslations("staffStats.teletech");
  return (
    <form
      method="get"
      action="/TeletechLeads"
      aria-label={t("filters.legend")}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex w-full flex-col gap-1 sm:w-48">
        <Label htmlFor="tt-outcome">{t("filters.outcome")}</Label>
        <Select id="tt-outcome" name="outcome" defaultValue={values.outcome}>
          <option value="">{t("filters.anyOutcome")}</option>
          {TELETECH_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {t(`outcomes.${o}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-52">
        <Label htmlFor="tt-campaign">{t("filters.campaign")}</Label>
        <Input
          id="tt-campaign"
          name="campaign"
          type="search"
          defaultValue={values.campaign}
          placeholder={t("filters.campaignPlaceholder")}
          maxLength={100}
        />
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="tt-lead">{t("filters.lead")}</Label>
        <Input
          id="tt-lead"
          name="lead"
          type="search"
          defaultValue={values.lead}
          placeholder={t("filters.leadPlaceholder")}
          maxLength={120}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="tt-from">{t("filters.from")}</Label>
        <Input id="tt-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="tt-to">{t("filters.to")}</Label>
        <Input id="tt-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href="/TeletechLeads" className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
