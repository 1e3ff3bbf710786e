"use client";

import { useTranslations } from "next-intl";
import { BROADCAST_TYPES, MINIMUM_STATUSES, PRACTICES, REMUNERATION_TYPES } from "@/lib/sign-up/lists";
import { SelectField, TextField } from "./fields";
import { ThemeChips } from "./theme-chips";
import { YesNoField } from "./yes-no-field";

/**
 * How the account broadcasts or buys: broadcast type (required of publishers), website, themes,
 * the yes/no practices and the remuneration terms. Shared by the sign-up's step 3 and the profile.
 */
export function PreferenceFields({ publisher }: { publisher: boolean }) {
  const t = useTranslations("register");
  const tl = useTranslations("signUpLists");
  const options = <T extends string>(
    list: readonly T[],
    ns: "broadcastTypes" | "remunerationTypes" | "minimumStatuses",
  ) => list.map((value) => ({ value, label: tl(`${ns}.${value}` as "broadcastTypes.sms") }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="broadcastType"
          label={t("fields.broadcastType")}
          required={publisher}
          placeholder={t("choose")}
          options={options(BROADCAST_TYPES, "broadcastTypes")}
        />
        <TextField
          name="websiteUrl"
          label={t("fields.websiteUrl")}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
        />
      </div>
      <ThemeChips />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">{t("fields.practices")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PRACTICES.map((p) => (
            <YesNoField key={p} name={`practices.${p}`} label={tl(`practices.${p}`)} />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="remunerationType"
          label={t("fields.remunerationType")}
          placeholder={t("choose")}
          options={options(REMUNERATION_TYPES, "remunerationTypes")}
        />
        <SelectField
          name="minimumStatus"
          label={t("fields.minimumStatus")}
          placeholder={t("choose")}
          options={options(MINIMUM_STATUSES, "minimumStatuses")}
        />
        <YesNoField name="secureTracking" label={t("fields.secureTracking")} />
      </div>
    </>
  );
}
