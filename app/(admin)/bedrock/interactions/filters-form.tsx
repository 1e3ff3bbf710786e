import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { kindKey } from "@/features/staff/interactions/ui/labels";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { INTERACTION_KINDS } from "@/lib/domain/states";

export const FILTER_KEYS = ["kind", "staffId", "memberId", "client", "from", "to", "due"] as const;
export type FilterValues = Record<(typeof FILTER_KEYS)[number], string>;

/** The filters as a GET form: the URL holds them (bookmarkable, works before scripts load). */
export async function FiltersForm({ values, staff }: { values: FilterValues; staff: { id: number; name: string }[] }) {
  const t = await getTranslations("interactions");
  return (
    <form
      method="get"
      action="/bedrock/interactions"
      aria-label={t("filters.legend")}
      className="flex flex-wrap items-end gap-3"
    >
      {values.memberId && <input type="hidden" name="memberId" value={values.memberId} />}
      <div className="flex w-full flex-col gap-1 sm:w-40">
        <Label htmlFor="int-kind">{t("filters.kind")}</Label>
        <Select id="int-kind" name="kind" defaultValue={values.kind}>
          <option value="">{t("filters.anyKind")}</option>
          {INTERACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(kindKey(k))}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-52">
        <Label htmlFor="int-staff">{t("filters.staff")}</Label>
        <Select id="int-staff" name="staffId" defaultValue={values.staffId}>
          <option value="">{t("filters.anyStaff")}</option>
          {staff.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="int-client">{t("filters.client")}</Label>
        <Input
          id="int-client"
          name="client"
          type="search"
          defaultValue={values.client}
          placeholder={t("filters.clientPlaceholder")}
          maxLength={120}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="int-from">{t("filters.from")}</Label>
        <Input id="int-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="int-to">{t("filters.to")}</Label>
        <Input id="int-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" name="due" value="1" defaultChecked={values.due === "1"} />
        {t("filters.dueOnly")}
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href="/bedrock/interactions" className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
