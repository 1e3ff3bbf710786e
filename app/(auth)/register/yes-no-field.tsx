"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import type { RegistrationDraft } from "@/lib/validation/sign-up";
import { fieldId, type DraftPath } from "./fields";

/** A yes/no question as two radio buttons, held as a boolean. */
export function YesNoField({ name, label }: { name: DraftPath; label: string }) {
  const t = useTranslations("register");
  const { control } = useFormContext<RegistrationDraft>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="flex items-center justify-between gap-3 rounded-md border border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <legend className="sr-only">{label}</legend>
          <span aria-hidden className="text-sm">
            {label}
          </span>
          <div className="flex shrink-0 gap-3 text-sm">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  id={`${fieldId(name)}-${value ? "yes" : "no"}`}
                  name={field.name}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  className="size-4 accent-emerald-600"
                />
                {value ? t("yes") : t("no")}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
