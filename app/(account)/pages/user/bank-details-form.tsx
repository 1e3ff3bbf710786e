"use client";

import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type FieldPath, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import { BankDetailsFields } from "@/app/(auth)/register/bank-details-fields";
import { Button } from "@/components/ui/button";
import { bankDetailsSchema } from "@/lib/validation/bank-details";
import type { BankDetailsDraft } from "@/lib/validation/profile";
import { bankDraftOf, fieldErrorsOf } from "./drafts";
import { useHydrated } from "./use-hydrated";
import { UPDATE_BANK_DETAILS, type ProfileData } from "./profile-operations";

// The sign-up's bank fields live under "bankDetails"; so does this form's value.
const formSchema = z.object({ bankDetails: bankDetailsSchema });
const resolver = zodResolver(formSchema, undefined, { raw: true }) as unknown as Resolver<BankDetailsDraft>;

/**
 * A publisher's French (RIB) or international (IBAN, SWIFT, VAT) bank details; `defaultKind` picks the
 * kind shown when none is saved yet (the /infos-bancaire/affilie-* pages).
 */
export function BankDetailsForm({
  profile,
  onSaved,
  defaultKind,
}: {
  profile: ProfileData;
  onSaved?: (p: ProfileData) => void;
  defaultKind?: "fr" | "intl";
}) {
  const t = useTranslations("profile");
  const hydrated = useHydrated();
  const [save] = useMutation(UPDATE_BANK_DETAILS);
  const form = useForm<BankDetailsDraft>({
    defaultValues: bankDraftOf(profile, defaultKind),
    mode: "onSubmit",
    reValidateMode: "onChange",
    resolver,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const parsed = formSchema.safeParse(values);
    if (!parsed.success) return void toast.error(t("errors.invalid"));
    try {
      const { data } = await save({ variables: { input: parsed.data.bankDetails } });
      if (!data) return void toast.error(t("errors.generic"));
      form.reset(bankDraftOf(data.updateBankDetails));
      onSaved?.(data.updateBankDetails);
      toast.success(t("bankSaved"));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) return void toast.error(t("errors.generic"));
      Object.entries(fields).forEach(([path, message], i) =>
        form.setError(
          `bankDetails.${path}` as FieldPath<BankDetailsDraft>,
          { type: "server", message },
          { shouldFocus: i === 0 },
        ),
      );
      toast.error(t("errors.invalid"));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-4">
        <BankDetailsFields />
        <div className="flex justify-end">
          <Button type="submit" disabled={busy || !hydrated} className="w-full sm:w-auto">
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {busy ? t("saving") : t("bankSave")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
