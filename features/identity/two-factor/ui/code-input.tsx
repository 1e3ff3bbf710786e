"use client";

import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A one-time code field: digits on phones, filled in by the platform's one-time-code autofill. */
export function CodeInput({
  id,
  label,
  error,
  recovery = false,
}: {
  id: string;
  label: string;
  error?: string | null;
  /** Also accepts a recovery code (letters and a dash), so the keyboard is not digits only. */
  recovery?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? "text" : "numeric"}
        maxLength={recovery ? 20 : 6}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="font-mono tracking-widest"
      />
      <FieldError id={`${id}-error`} message={error ?? undefined} />
    </div>
  );
}
