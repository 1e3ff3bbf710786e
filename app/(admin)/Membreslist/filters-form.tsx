import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { MEMBER_PLATFORMS, type MEMBER_FILTER_KEYS } from "@/features/staff/members/server/filter";
import { LAWS } from "@/lib/constants";
import { USER_STATUSES } from "@/lib/domain/states";

export type MemberFilterValues = Record<(typeof MEMBER_FILTER_KEYS)[number], string>;

/**
 * The filters as a plain GET form (like /Logs): the URL holds them, so a view can be bookmarked,
 * the CSV link repeats them, and filtering works before the page's scripts load. The order (sort,
 * dir) rides along in hidden fields.
 */
export async function FiltersForm({ values }: { values: MemberFilterValues }) {
  const t = await getTranslations("members");
  const select = (name: "status" | "law" | "platform" | "multiDroit" | "haswebhook", options: [string, string][]) => (
    <div className="flex w-full flex-col gap-1 sm:w-44">
      <Label htmlFor={`members-${name}`}>{t(`filters.${name}`)}</Label>
      <Select id={`members-${name}`} name={name} defaultValue={values[name]}>
        <option value="">{t("filters.any")}</option>
        {options.map(([v, label]) => (
          <option key={v} value={v}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
  const yesNo: [string, string][] = [
    ["yes", t("filters.yes")],
    ["no", t("filters.no")],
  ];
  return (
    <form
      method="get"
      action="/Membreslist"
      aria-label={t("filters.legend")}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex w-full flex-col gap-1 sm:w-64">
        <Label htmlFor="members-q">{t("filters.q")}</Label>
        <Input
          id="members-q"
          name="q"
          type="search"
          defaultValue={values.q}
          placeholder={t("filters.qPlaceholder")}
          maxLength={120}
        />
      </div>
      {select(
        "status",
        USER_STATUSES.map((s) => [s, t(`statuses.${s}`)]),
      )}
      {select(
        "law",
        LAWS.map((l) => [l, t(`laws.${l}`)]),
      )}
      {select(
        "platform",
        MEMBER_PLATFORMS.map((p) => [p, t(`platforms.${p}`)]),
      )}
      {select("multiDroit", yesNo)}
      {select("haswebhook", yesNo)}
      {values.sort && <input type="hidden" name="sort" value={values.sort} />}
      {values.dir && <input type="hidden" name="dir" value={values.dir} />}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href="/Membreslist" className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
