import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { PRACTICES, type Practice } from "@/lib/sign-up/lists";
import type { BankDetailsDraft, ProfileDraft } from "@/lib/validation/profile";
import type { ProfileData } from "./profile-operations";

// Built field by field: what the API returns carries __typename, which its inputs refuse.

export function profileDraftOf(p: ProfileData): ProfileDraft {
  return {
    accountType: p.accountType,
    lastname: p.lastname,
    firstname: p.firstname,
    countryCode: p.countryCode,
    phone: p.phone,
    address: p.address,
    language: p.language,
    city: p.city,
    zipCode: p.zipCode,
    country: p.country,
    companyName: p.companyName,
    businessSector: p.businessSector,
    jobFunction: p.jobFunction,
    vatIntra: p.vatIntra,
    siren: p.siren,
    broadcastType: p.broadcastType,
    websiteUrl: p.websiteUrl,
    themes: [...p.themes],
    practices: Object.fromEntries(PRACTICES.map((k) => [k, p.practices[k] === true])) as Record<Practice, boolean>,
    remunerationType: p.remunerationType,
    minimumStatus: p.minimumStatus,
    secureTracking: p.secureTracking,
  };
}

export function bankDraftOf(p: ProfileData, defaultKind: "fr" | "intl" = "fr"): BankDetailsDraft {
  const b = p.bankDetails;
  return {
    bankDetails: {
      kind: b?.kind ?? defaultKind,
      accountOwner: b?.accountOwner ?? "",
      bankName: b?.bankName ?? "",
      rib: b?.rib ?? "",
      iban: b?.iban ?? "",
      swift: b?.swift ?? "",
      vatSubject: b?.vatSubject ?? false,
      vatNumber: b?.vatNumber ?? "",
    },
  };
}

/** The per-field message keys of a BAD_USER_INPUT answer, if that is what the error is. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const e = error.errors.find((x) => x.extensions?.code === "BAD_USER_INPUT");
  return e?.extensions?.fields as Record<string, string> | undefined;
}
