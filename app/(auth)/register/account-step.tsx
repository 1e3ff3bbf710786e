"use client";

import { Megaphone, Newspaper } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import { cn } from "@/lib/utils/cn";
import { ACCOUNT_TYPES, type RegistrationDraft } from "@/lib/validation/sign-up";
import { describedBy, errorId, fieldId, RequiredMark, TextField, useFieldError } from "./fields";

const TYPE_ICONS = { an: Megaphone, af: Newspaper } as const;

/** Step 1: advertiser or publisher, e-mail and password. */
export function AccountStep() {
  const t = useTranslations("register");
  const { register } = useFormContext<RegistrationDraft>();
  const typeError = useFieldError("accountType");
  const passwordError = useFieldError("password");
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1.5" {...describedBy("accountType", !!typeError)}>
        <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {t("fields.accountType")}
          <RequiredMark />
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ACCOUNT_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            return (
              <label
                key={type}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-300 p-3 dark:border-zinc-700",
                  "has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-500 dark:has-[:checked]:bg-emerald-950",
                )}
              >
                <input
                  type="radio"
                  value={type}
                  className="mt-1 size-4 accent-emerald-600"
                  {...register("accountType")}
                />
                <span className="flex flex-col">
                  <span className="flex items-center gap-1.5 font-medium">
                    <Icon className="size-4" aria-hidden />
                    {t(`accountTypes.${type}`)}
                  </span>
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">{t(`accountTypes.${type}Hint`)}</span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={errorId("accountType")} message={typeError} />
      </fieldset>

      <TextField name="email" label={t("fields.email")} required type="email" autoComplete="email" inputMode="email" />

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId("password")}>
          {t("fields.password")}
          <RequiredMark />
        </Label>
        <PasswordInput
          id={fieldId("password")}
          autoComplete="new-password"
          aria-required
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...describedBy("password", !!passwordError, true)}
          {...register("password")}
        />
        <p id={`${fieldId("password")}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {t("passwordHint")}
        </p>
        <FieldError id={errorId("password")} message={passwordError} />
      </div>
    </div>
  );
}
