import type { NewMemberInput } from "@/lib/validation/member";
export {
  memberInputSchema,
  newMemberInputSchema,
  type MemberInput,
  type NewMemberInput,
} from "@/lib/validation/member";

/** The names the trail shows the fields under (the database's column names). */
export const AUDIT_FIELD_NAMES: Record<keyof NewMemberInput, string> = {
  email: "email",
  firstName: "first_name",
  lastName: "last_name",
  society: "society",
  phone: "phone",
  address: "address",
  city: "city",
  zipCode: "zip_code",
  country: "country",
  language: "language",
  multiDroit: "multi_droit",
  haswebhook: "haswebhook",
  idClienMyaffil: "id_clien_myaffil",
  idClienMycoreg: "id_clien_mycoreg",
  idClienLeadmarket: "id_clien_leadmarket",
  idClienMyaffilAnnonceur: "id_clien_myaffil_annonceur",
  idClienMyaffilEditeur: "id_clien_myaffil_editeur",
  law: "law",
};

/** The input's values under the trail's names. */
export function auditViewOf(values: Partial<Record<keyof NewMemberInput, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [AUDIT_FIELD_NAMES[k as keyof NewMemberInput] ?? k, v]),
  );
}
