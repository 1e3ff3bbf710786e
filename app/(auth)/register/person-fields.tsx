"use client";

import { useTranslations } from "next-intl";
import type { CountryOption } from "@/lib/i18n/countries";
import { SelectField, TextField } from "./fields";

// Field groups that the sign-up's step 2 and the profile screen share, inside a two-column grid.

export function NameFields() {
  const t = useTranslations("register");
  return (
    <>
      <TextField name="lastname" label={t("fields.lastname")} required autoComplete="family-name" />
      <TextField name="firstname" label={t("fields.firstname")} required autoComplete="given-name" />
    </>
  );
}

/** Mobile (with its country code), postal address, country and language. Countries come named from the server. */
export function ContactFields({ countries }: { countries: CountryOption[] }) {
  const t = useTranslations("register");
  return (
    <>
      <SelectField
        name="countryCode"
        label={t("fields.countryCode")}
        required
        options={countries.map((c) => ({ value: c.code, label: `${c.name} (${c.callingCode})` }))}
        autoComplete="tel-country-code"
      />
      <TextField
        name="phone"
        label={t("fields.phone")}
        required
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
      />
      <TextField
        name="address"
        label={t("fields.address")}
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
      <TextField name="zipCode" label={t("fields.zipCode")} required autoComplete="postal-code" />
      <TextField name="city" label={t("fields.city")} required autoComplete="address-level2" />
      <SelectField
        name="country"
        label={t("fields.country")}
        required
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        autoComplete="country"
      />
      <SelectField
        name="language"
        label={t("fields.language")}
        required
        hint={t("languageHint")}
        options={[
          { value: "fr", label: "Français" },
          { value: "en", label: "English" },
        ]}
      />
    </>
  );
}

export function CompanyFields() {
  const t = useTranslations("register");
  return (
    <>
      <TextField name="companyName" label={t("fields.companyName")} required autoComplete="organization" />
      <TextField name="businessSector" label={t("fields.businessSector")} />
      <TextField name="jobFunction" label={t("fields.jobFunction")} autoComplete="organization-title" />
      <TextField name="vatIntra" label={t("fields.vatIntra")} hint={t("vatIntraHint")} />
      <TextField name="siren" label={t("fields.siren")} hint={t("sirenHint")} inputMode="numeric" />
    </>
  );
}
