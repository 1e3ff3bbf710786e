"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { CategoryOption } from "@/features/market/orders/ui/operations";
import type { CriteriaDraft } from "./criteria";

/** French departments: 01–95 (with 2A and 2B for Corsica) and the overseas ones. */
export const DEPARTMENTS = [
  ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, "0")).flatMap((d) =>
    d === "20" ? ["2A", "2B"] : [d],
  ),
  "971",
  "972",
  "973",
  "974",
  "976",
];

export {
  checkCriteria,
  criteriaFromDraft,
  criteriaRecord,
  draftFromCriteria,
  emptyCriteria,
  type CriteriaDraft,
} from "./criteria";

/** Departments (multi-select with search), postcodes, age band and the category's own fields. */
export function CriteriaEditor({
  category,
  value,
  onChange,
  errors,
}: {
  category: Pick<CategoryOption, "fields">;
  value: CriteriaDraft;
  onChange: (c: CriteriaDraft) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("marketOrders.criteria");
  const [search, setSearch] = useState("");
  const shown = useMemo(() => DEPARTMENTS.filter((d) => d.startsWith(search.trim().toUpperCase())), [search]);
  const toggle = (d: string, on: boolean) =>
    onChange({
      ...value,
      departments: on ? [...value.departments, d].sort() : value.departments.filter((x) => x !== d),
    });
  const setField = (key: string, values: string[]) =>
    onChange({ ...value, fields: { ...value.fields, [key]: values } });

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("departments")}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor="department-search" className="sr-only">
            {t("departmentSearch")}
          </Label>
          <Input
            id="department-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("departmentSearch")}
            className="max-w-40"
          />
          <span className="text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
            {value.departments.length
              ? t("selected", { count: value.departments.length, list: value.departments.join(", ") })
              : t("anyDepartment")}
          </span>
          {value.departments.length > 0 && (
            <button type="button" className="text-xs underline" onClick={() => onChange({ ...value, departments: [] })}>
              {t("clear")}
            </button>
          )}
        </div>
        <div
          className="grid max-h-48 grid-cols-4 gap-1 overflow-y-auto rounded-md border border-zinc-300 p-2 sm:grid-cols-6 dark:border-zinc-700"
          data-testid="department-list"
        >
          {shown.map((d) => (
            <label key={d} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={value.departments.includes(d)}
                onChange={(e) => toggle(d, e.target.checked)}
                aria-label={t("department", { code: d })}
              />
              {d}
            </label>
          ))}
        </div>
        <FieldError id="err-departments" message={errors.departments ?? errors["criteria.departments"]} />
      </fieldset>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="postcodes">{t("postcodes")}</Label>
          <Input
            id="postcodes"
            value={value.postcodes}
            onChange={(e) => onChange({ ...value, postcodes: e.target.value })}
            placeholder="75011, 920"
            aria-describedby="postcodes-help err-postcodes"
          />
          <p id="postcodes-help" className="text-xs text-zinc-600 dark:text-zinc-400">
            {t("postcodesHelp")}
          </p>
          <FieldError id="err-postcodes" message={errors.postcodes ?? errors["criteria.postcodes"]} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor="ageMin">{t("ageMin")}</Label>
            <Input
              id="ageMin"
              type="number"
              min={18}
              max={120}
              value={value.ageMin}
              onChange={(e) => onChange({ ...value, ageMin: e.target.value })}
              aria-describedby="err-ageMin"
            />
            <FieldError id="err-ageMin" message={errors.ageMin ?? errors["criteria.ageMin"]} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="ageMax">{t("ageMax")}</Label>
            <Input
              id="ageMax"
              type="number"
              min={18}
              max={120}
              value={value.ageMax}
              onChange={(e) => onChange({ ...value, ageMax: e.target.value })}
              aria-describedby="err-ageMax"
            />
            <FieldError id="err-ageMax" message={errors.ageMax ?? errors["criteria.ageMax"]} />
          </div>
        </div>
        {category.fields.map((f) => {
          const id = `field-${f.key}`;
          const current = value.fields[f.key] ?? [];
          if (f.type === "select" && f.options?.length) {
            return (
              <fieldset key={f.key} className="flex flex-col gap-1">
                <legend className="mb-1 text-sm font-medium">{f.label}</legend>
                <div className="flex flex-wrap gap-2">
                  {f.options.map((o) => (
                    <label
                      key={o}
                      className="flex items-center gap-1 rounded border border-zinc-300 px-2 py-1 text-sm dark:border-zinc-700"
                    >
                      <input
                        type="checkbox"
                        checked={current.includes(o)}
                        onChange={(e) =>
                          setField(f.key, e.target.checked ? [...current, o] : current.filter((x) => x !== o))
                        }
                      />
                      {o}
                    </label>
                  ))}
                </div>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("anyIfNone")}</p>
              </fieldset>
            );
          }
          if (f.type === "boolean") {
            return (
              <div key={f.key} className="flex flex-col gap-1">
                <Label htmlFor={id}>{f.label}</Label>
                <Select
                  id={id}
                  value={current[0] ?? ""}
                  onChange={(e) => setField(f.key, e.target.value ? [e.target.value] : [])}
                >
                  <option value="">{t("any")}</option>
                  <option value="true">{t("yes")}</option>
                  <option value="false">{t("no")}</option>
                </Select>
              </div>
            );
          }
          return (
            <div key={f.key} className="flex flex-col gap-1">
              <Label htmlFor={id}>{f.label}</Label>
              <Input
                id={id}
                value={current.join(", ")}
                onChange={(e) =>
                  setField(
                    f.key,
                    e.target.value
                      .split(",")
                      .map((s) => s.trim())
                      .filter(Boolean),
                  )
                }
                placeholder={t("valuesPlaceholder")}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}
