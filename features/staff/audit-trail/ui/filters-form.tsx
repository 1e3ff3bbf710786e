import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { AuditFilter } from "@/features/staff/audit-trail/server/filter";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { labelOf } from "./labels";

/**
 * The filters as a plain GET form: the URL holds them, so a filtered view can be bookmarked or
 * shared, the CSV link repeats them, and filtering works before the page's scripts load.
 */
export async function FiltersForm({
  values,
  actions,
  targetTypes,
}: {
  values: Record<keyof AuditFilter, string>;
  actions: string[];
  targetTypes: string[];
}) {
  const t = await getTranslations("auditTrail");
  return (
    <form method="get" action="/Logs" aria-label={t("filters.legend")} className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1 sm:w-56">
        <Label htmlFor="audit-actor">{t("filters.actor")}</Label>
        <Input
          id="audit-actor"
          name="actor"
          type="search"
          defaultValue={values.actor}
          placeholder={t("filters.actorPlaceholder")}
          maxLength={120}
        />
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-60">
        <Label htmlFor="audit-action">{t("filters.action")}</Label>
        <Select id="audit-action" name="action" defaultValue={values.action}>
          <option value="">{t("filters.anyAction")}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {labelOf(t, "actions", a)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-48">
        <Label htmlFor="audit-entity">{t("filters.entity")}</Label>
        <Select id="audit-entity" name="targetType" defaultValue={values.targetType}>
          <option value="">{t("filters.anyEntity")}</option>
          {targetTypes.map((e) => (
            <option key={e} value={e}>
              {labelOf(t, "entities", e)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-28">
        <Label htmlFor="audit-entity-id">{t("filters.entityId")}</Label>
        <Input id="audit-entity-id" name="targetId" defaultValue={values.targetId} maxLength={60} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-from">{t("filters.from")}</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={values.from} className="w-40" />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="audit-to">{t("filters.to")}</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={values.to} className="w-40" />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        <Link href="/Logs" className="btn btn-outline">
          {t("filters.reset")}
        </Link>
      </div>
    </form>
  );
}
