"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import type { RegistrationDraft } from "@/lib/validation/sign-up";
import { TextField } from "./fields";
import { YesNoField } from "./yes-no-field";

/** A publisher's French (RIB) or international (IBAN, SWIFT, VAT number) bank details. */
export function BankDetailsFields() {
  const t = useTranslations("register");
  const { control, register } = useFormContext<RegistrationDraft>();
  const kind = useWatch({ control, name: "bankDetails.kind" });
  const vatSubject = useWatch({ control, name: "bankDetails.vatSubject" });
  return (
    <section
      aria-labelledby="reg-bank"
      className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h3 id="reg-bank" className="font-medium">
        {t("bank.title")}
      </h3>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("bank.kind")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(["fr", "intl"] as const).map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input type="radio" value={k} className="size-4 accent-emerald-600" {...register("bankDetails.kind")} />
              {t(`bank.kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="bankDetails.accountOwner" label={t("bank.accountOwner")} required autoComplete="cc-name" />
        <TextField name="bankDetails.bankName" label={t("bank.bankName")} required />
        {kind === "fr" ? (
          <TextField
            name="bankDetails.rib"
            label={t("bank.rib")}
            required
            hint={t("bank.ribHint")}
            className="sm:col-span-2"
            maxLength={40}
            spellCheck={false}
          />
        ) : (
          <>
            <TextField
              name="bankDetails.iban"
              label={t("bank.iban")}
              required
              hint={t("bank.ibanHint")}
              spellCheck={false}
            />
            <TextField
              name="bankDetails.swift"
              label={t("bank.swift")}
              required
              hint={t("bank.swiftHint")}
              spellCheck={false}
            />
            <YesNoField name="bankDetails.vatSubject" label={t("bank.vatSubject")} />
            {vatSubject && <TextField name="bankDetails.vatNumber" label={t("bank.vatNumber")} required />}
          </>
        )}
      </div>
    </section>
  );
}
