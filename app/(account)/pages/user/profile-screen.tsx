"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { BankDetailsForm } from "./bank-details-form";
import type { CountryOption } from "@/lib/i18n/countries";
import { ImageUpload } from "./image-upload";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";
import type { ProfileData } from "./profile-operations";
import { SectionCard } from "./section-card";
import { TwoFactorSection } from "./two-factor-section";

/** Every section of /pages/user, sharing the profile as last saved. */
export function ProfileScreen({ initial, countries }: { initial: ProfileData; countries: CountryOption[] }) {
  const t = useTranslations("profile");
  const t2 = useTranslations("twoFactor");
  const [profile, setProfile] = useState(initial);
  const name = `${profile.firstname} ${profile.lastname}`.trim();
  return (
    <div className="flex flex-col gap-6">
      <SectionCard id="profile-image" title={t("sections.image")} description={t("image.description")}>
        <ImageUpload image={profile.image} name={name} onChanged={(image) => setProfile((p) => ({ ...p, image }))} />
      </SectionCard>
      <ProfileForm profile={profile} countries={countries} onSaved={setProfile} />
      {profile.accountType === "af" && (
        <SectionCard id="profile-bank" title={t("sections.bank")} description={t("bankDescription")}>
          <BankDetailsForm profile={profile} onSaved={setProfile} />
        </SectionCard>
      )}
      <SectionCard id="profile-password" title={t("sections.password")} description={t("password.description")}>
        <PasswordForm email={profile.email} />
      </SectionCard>
      <SectionCard id="profile-two-factor" title={t2("title")} description={t2("description")}>
        <TwoFactorSection enabled={profile.twoFactorEnabled} required={profile.twoFactorRequired} />
      </SectionCard>
    </div>
  );
}
