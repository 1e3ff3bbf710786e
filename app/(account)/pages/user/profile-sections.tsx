"use client";

import { useTranslations } from "next-intl";
import { CompanyFields as SharedCompanyFields, ContactFields, NameFields } from "@/app/(auth)/register/person-fields";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CountryOption } from "@/lib/i18n/countries";

// The sign-up's own field components: the same labels, asterisks, messages and ids as /register.

export function IdentityFields({ email, countries }: { email: string; countries: CountryOption[] }) {
  const t = useTranslations("register");
  const tp = useTranslations("profile");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameFields />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="profile-email">{t("fields.email")}</Label>
        <Input
          id="profile-email"
          type="email"
          value={email}
          readOnly
          aria-describedby="profile-email-hint"
          className="bg-zinc-100 dark:bg-zinc-800"
        />
        <p id="profile-email-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
          {tp("emailHint")}
        </p>
      </div>
      <ContactFields countries={countries} />
    </div>
  );
}

export function CompanyFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SharedCompanyFields />
    </div>
  );
}
