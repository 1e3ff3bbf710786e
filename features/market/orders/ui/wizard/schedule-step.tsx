"use client";

import { useTranslations } from "next-intl";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { ISO_WEEKDAYS } from "../weekdays";
import type { Draft, SetDraftField } from "./draft";

/** Volume, daily cap, weekdays and hours of delivery. */
export function ScheduleStep({
  draft,
  set,
  errors,
}: {
  draft: Draft;
  set: SetDraftField;
  errors: Record<string, string>;
}) {
  const t = useTranslations("marketOrders.wizard");
  const tw = useTranslations("marketOrders.weekdays");
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor="totalVolume">{t("totalVolume")} *</Label>
        <Input
          id="totalVolume"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft.totalVolume}
          onChange={(e) => set("totalVolume", e.target.value)}
          aria-invalid={!!errors.totalVolume}
          aria-describedby="err-totalVolume"
        />
        <FieldError id="err-totalVolume" message={errors.totalVolume} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="dailyCap">{t("dailyCap")}</Label>
        <Input
          id="dailyCap"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder={t("noCap")}
          value={draft.dailyCap}
          onChange={(e) => set("dailyCap", e.target.value)}
          aria-invalid={!!errors.dailyCap}
          aria-describedby="err-dailyCap"
        />
        <FieldError id="err-dailyCap" message={errors.dailyCap} />
      </div>
      <fieldset className="flex flex-col gap-2 md:col-span-2">
        <legend className="mb-1 text-sm font-medium">{t("days")} *</legend>
        <div className="flex flex-wrap gap-2">
          {ISO_WEEKDAYS.map((d) => (
            <label
              key={d}
              className="flex items-center gap-2 rounded-md border border-zinc-300 px-3 py-2 text-sm dark:border-zinc-700"
            >
              <input
                type="checkbox"
                checked={draft.days.includes(d)}
                onChange={(e) =>
                  set("days", e.target.checked ? [...draft.days, d].sort() : draft.days.filter((x) => x !== d))
                }
              />
              {tw(`${d}`)}
            </label>
          ))}
        </div>
        <FieldError id="err-days" message={errors.days} />
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor="hourFrom">{t("hourFrom")}</Label>
        <Select id="hourFrom" value={draft.hourFrom} onChange={(e) => set("hourFrom", Number(e.target.value))}>
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {t("hour", { h })}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="hourTo">{t("hourTo")}</Label>
        <Select
          id="hourTo"
          value={draft.hourTo}
          onChange={(e) => set("hourTo", Number(e.target.value))}
          aria-describedby="err-hourTo"
          aria-invalid={!!errors.hourTo}
        >
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h + 1} value={h + 1}>
              {t("hour", { h: h + 1 })}
            </option>
          ))}
        </Select>
        <FieldError id="err-hourTo" message={errors.hourTo ?? errors.hourFrom} />
      </div>
    </div>
  );
}
