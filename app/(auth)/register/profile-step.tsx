"use client";

import type { CountryOption } from "@/lib/i18n/countries";
import { CompanyFields, ContactFields, NameFields } from "./person-fields";

/** Step 2: who the person and the company are, and how to reach them. */
export function ProfileStep({ countries }: { countries: CountryOption[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameFields />
      <ContactFields countries={countries} />
      <CompanyFields />
    </div>
  );
}
