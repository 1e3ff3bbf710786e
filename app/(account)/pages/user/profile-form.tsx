"use client";

import { useMutation } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormProvider, useForm, type FieldPath, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { profileSchema, type ProfileDraft } from "@/lib/validation/profile";
import type { CountryOption } from "@/lib/i18n/countries";
import { fieldErrorsOf, profileDraftOf } from "./drafts";
import { PreferenceFields } from "@/app/(auth)/register/preference-fields";
import { CompanyFields, IdentityFields } from "./profile-sections";
import { UPDATE_PROFILE, type ProfileData } from "./profile-operations";
import { SectionCard } from "./section-card";
import { useHydrated } from "./use-hydrated";

// raw: the form keeps what was typed; the trimmed values are parsed once, on save.
const resolver = zodResolver(profileSchema, undefined, { raw: true }) as unknown as Resolver<ProfileDraft>;

/** Identity and contact, company and (advertisers and publishers) preferences, saved together. */
export function ProfileForm({
  profile,
  countries,
  onSaved,
}: {
  profile: ProfileData;
  countries: CountryOption[];
  onSaved: (p: ProfileData) => void;
}) {
  const t = useTranslations("profile");
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const [update] = useMutation(UPDATE_PROFILE);
  const form = useForm<ProfileDraft>({
    defaultValues: profileDraftOf(profile),
    mode: "onSubmit",
    reValidateMode: "onChange",
    resolver,
  });
  const kind = profile.accountType;

  function fail(message: string) {
    setFailure(message);
    toast.error(message);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return fail(t("errors.invalid"));
    const { accountType: _, ...input } = parsed.data;
    try {
      const { data } = await update({ variables: { input } });
      if (!data) return fail(t("errors.generic"));
      form.reset(profileDraftOf(data.updateProfile));
      onSaved(data.updateProfile);
      toast.success(t("saved"));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (!fields) return fail(t("errors.generic"));
      Object.entries(fields).forEach(([path, message], i) =>
        form.setError(path as FieldPath<ProfileDraft>, { type: "server", message }, { shouldFocus: i === 0 }),
      );
      fail(t("errors.invalid"));
    }
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-6">
        <SectionCard id="profile-identity" title={t("sections.identity")}>
          <IdentityFields email={profile.email} countries={countries} />
        </SectionCard>
        <SectionCard id="profile-company" title={t("sections.company")}>
          <CompanyFields />
        </SectionCard>
        {kind !== "staff" && (
          <SectionCard id="profile-preferences" title={t("sections.preferences")}>
            <div className="flex flex-col gap-5">
              <PreferenceFields publisher={kind === "af"} />
            </div>
          </SectionCard>
        )}
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
          >
            {failure}
          </p>
        )}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-zinc-800 dark:bg-zinc-950/95">
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{t("requiredLegend")}</p>
          <Button type="submit" disabled={busy || !hydrated} className="w-full sm:w-auto">
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {busy ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
