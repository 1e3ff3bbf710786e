"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import { get, useFormContext, type FieldPath } from "react-hook-form";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils/cn";
import type { RegistrationDraft } from "@/lib/validation/sign-up";

export type DraftPath = FieldPath<RegistrationDraft>;

export const fieldId = (name: string) => `reg-${name.replace(/\./g, "-")}`;
export const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

/** The translated message of a field's error (messages are keys of the "validation" namespace). */
export function useFieldError(name: DraftPath): string | undefined {
  const t = useTranslations("validation");
  const { formState } = useFormContext<RegistrationDraft>();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return message ? t(message as "required") : undefined;
}

/** The asterisk of a required field, read out as "required". */
export function RequiredMark() {
  const t = useTranslations("register");
  return (
    <>
      <span aria-hidden className="ml-0.5 text-red-600 dark:text-red-400">
        *
      </span>
      <span className="sr-only"> ({t("required")})</span>
    </>
  );
}

/** aria-invalid and aria-describedby of a control, pointing at its hint and its error. */
export function describedBy(name: string, hasError: boolean, hasHint = false) {
  const ids = [hasHint && hintId(name), hasError && errorId(name)].filter(Boolean).join(" ");
  return { "aria-invalid": hasError || undefined, "aria-describedby": ids || undefined };
}

interface FieldShellProps {
  name: DraftPath;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: ReactNode;
}

function FieldShell({ name, label, required, hint, className, children }: FieldShellProps) {
  const error = useFieldError(name);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={fieldId(name)}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && (
        <p id={hintId(name)} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId(name)} message={error} />
    </div>
  );
}

type TextFieldProps = Omit<FieldShellProps, "children"> & Omit<ComponentProps<"input">, "name" | "id">;

export function TextField({ name, label, required, hint, className, ...input }: TextFieldProps) {
  const { register } = useFormContext<RegistrationDraft>();
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} className={className}>
      <Input
        id={fieldId(name)}
        aria-required={required || undefined}
        {...describedBy(name, !!error, !!hint)}
        {...input}
        {...register(name)}
      />
    </FieldShell>
  );
}

export const selectClass = cn(
  "h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900",
  "focus-visible:outline-2 focus-visible:outline-emerald-500 aria-invalid:border-red-500",
  "dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
);

type SelectFieldProps = Omit<FieldShellProps, "children"> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  autoComplete?: string;
};

export function SelectField({
  name,
  label,
  required,
  hint,
  className,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  const { register } = useFormContext<RegistrationDraft>();
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} required={required} hint={hint} className={className}>
      <select
        id={fieldId(name)}
        aria-required={required || undefined}
        autoComplete={autoComplete}
        className={selectClass}
        {...describedBy(name, !!error, !!hint)}
        {...register(name)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
