"use client";

import { useFormContext, useWatch } from "react-hook-form";
import type { RegistrationDraft } from "@/lib/validation/sign-up";
import { BankDetailsFields } from "./bank-details-fields";
import { PreferenceFields } from "./preference-fields";

/** Step 3: how the account broadcasts or buys, its themes and practices; a publisher's bank details. */
export function PreferencesStep() {
  const { control } = useFormContext<RegistrationDraft>();
  const publisher = useWatch({ control, name: "accountType" }) === "af";
  return (
    <div className="flex flex-col gap-5">
      <PreferenceFields publisher={publisher} />
      {publisher && <BankDetailsFields />}
    </div>
  );
}
