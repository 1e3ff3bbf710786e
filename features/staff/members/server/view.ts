import type { MemberRow } from "./list";

/** A member as the GraphQL API shows it (the spec's column names). */
export function toMemberView(r: MemberRow) {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    society: r.society,
    law: r.law,
    status: r.status,
    multi_droit: r.multiDroit,
    haswebhook: r.haswebhook,
    id_clien_myaffil: r.idClienMyaffil,
    id_clien_mycoreg: r.idClienMycoreg,
    id_clien_leadmarket: r.idClienLeadmarket,
    id_clien_myaffil_annonceur: r.idClienMyaffilAnnonceur,
    id_clien_myaffil_editeur: r.idClienMyaffilEditeur,
    created_at: r.createdAt.toISOString(),
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
    refusal_reason: r.refusalReason,
  };
}
