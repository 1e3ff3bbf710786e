"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { formatDay } from "./format";
import { presetOf, presetRange, RANGE_PRESETS, type DayRange, type RangePreset } from "./date-range-presets";

export { defaultRange, presetRange, type DayRange } from "./date-range-presets";

/**
 * A period of calendar days: a preset list and the two bounds. A bound that would invert the range
 * drags the other with it, so the range is always valid.
 */
export function DateRangePicker({
  value,
  onChange,
  maxDays = 366,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  maxDays?: number;
}) {
  const t = useTranslations("data.range");
  const locale = useLocale();
  const id = useId();
  const preset = presetOf(value);
  const set = (from: string, to: string) => {
    if (!from || !to) return;
    onChange(from <= to ? { from, to } : { from: to, to: from });
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="sr-only">{t("legend")}</legend>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-preset`}>{t("preset")}</Label>
        <Select
          id={`${id}-preset`}
          value={preset ?? ""}
          onChange={(e) => e.target.value && onChange(presetRange(e.target.value as RangePreset))}
          className="w-44"
        >
          {!preset && <option value="">{t("custom")}</option>}
          {RANGE_PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(p)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-from`}>{t("from")}</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to}
          onChange={(e) => set(e.target.value, value.to)}
          className="w-40"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-to`}>{t("to")}</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from}
          onChange={(e) => set(value.from, e.target.value)}
          className="w-40"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {t("summary", {
          from: formatDay(locale, value.from, "medium"),
          to: formatDay(locale, value.to, "medium"),
          max: maxDays,
        })}
      </p>
    </fieldset>
  );
}
