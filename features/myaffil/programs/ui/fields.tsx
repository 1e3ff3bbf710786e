"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useValidationMessage } from "./errors";

/** A labelled field with its error (translated from the schema's key) announced to screen readers. */
export function Field({
  id,
  label,
  error,
  required,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const message = useValidationMessage();
  const t = useTranslations("myaffilPrograms.form");
  return (
    <div className={className ?? "flex flex-col gap-1.5"}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden className="ml-0.5 text-red-600 dark:text-red-400">
              *
            </span>
            <span className="sr-only"> ({t("required")})</span>
          </>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message(error)} />
    </div>
  );
}

/** aria attributes tying an input to its hint and error. */
export const describedBy = (id: string, error?: string, hint?: boolean) =>
  ({
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
  }) as const;

const toText = (cents: number | null | undefined) =>
  cents == null || Number.isNaN(cents) ? "" : (cents / 100).toFixed(2).replace(/\.00$/, "");

/** Parses "12,50" or "12.5" € into cents; empty is null; anything else NaN (the schema refuses it). */
export function parseEuros(text: string): number | null {
  const s = text.trim().replace(/\s/g, "").replace(",", ".");
  if (s === "") return null;
  if (!/^-?\d+(\.\d{0,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s) * 100);
}

/** An amount typed in euros, held as integer cents by the form. */
export function MoneyInput({
  id,
  value,
  onChange,
  onBlur,
  error,
  nullable,
  ...rest
}: {
  id: string;
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  onBlur?: () => void;
  error?: string;
  nullable?: boolean;
  "aria-describedby"?: string;
}) {
  const [text, setText] = useState(toText(value));
  // Follow the form when it is reset from outside (an edited program arriving): adjusted while
  // rendering the new value; a value this input just produced keeps the text as typed.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const parsed = parseEuros(text);
    if (parsed !== value && !(Number.isNaN(parsed as number) && Number.isNaN(value as number))) setText(toText(value));
  }
  return (
    <div className="relative">
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={rest["aria-describedby"]}
        className="pr-8"
        onChange={(e) => {
          setText(e.target.value);
          const cents = parseEuros(e.target.value);
          onChange(cents === null && !nullable ? Number.NaN : cents);
        }}
        onBlur={onBlur}
      />
      <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-zinc-500">
        €
      </span>
    </div>
  );
}

/** A whole number or nothing (caps); anything else NaN. */
export function parseCount(text: string): number | null {
  const s = text.trim();
  if (s === "") return null;
  return /^-?\d+$/.test(s) ? Number(s) : Number.NaN;
}
