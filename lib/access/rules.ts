import { inEmailList, inIdList, type EmailListName, type IdListName } from "@/lib/config/allow-lists";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Principal } from "./principal";

/**
 * Restrictions of spec section 6, as data. A route (and its sidebar item) is reachable only if
 * every restriction it carries holds for the principal.
 */
export type Restriction =
  | { kind: "laws"; laws: readonly Law[] }
  | { kind: "emailList"; list: EmailListName }
  | { kind: "idList"; list: IdListName }
  | { kind: "haswebhook" }
  | { kind: "marketplaceClient" }
  | { kind: "marketplaceAdmin" }
  /** Gift points: publishers, and the ids of the giftPoints list. */
  | { kind: "giftPointsViewer" };

export const onlyLaws = (...laws: Law[]): Restriction => ({ kind: "laws", laws });
export const emailListed = (list: EmailListName): Restriction => ({ kind: "emailList", list });
export const idListed = (list: IdListName): Restriction => ({ kind: "idList", list });

export function holds(r: Restriction, p: Principal): boolean {
  switch (r.kind) {
    case "laws":
      return r.laws.includes(p.law);
    case "emailList":
      return inEmailList(r.list, p.email);
    case "idList":
      return inIdList(r.list, p.id);
    case "haswebhook":
      return p.haswebhook;
    case "marketplaceClient":
      return p.law === "an" && p.idClienLeadmarket !== 0;
    case "marketplaceAdmin":
      return ADMIN_LAWS.includes(p.law) && inIdList("marketplaceAdmins", p.id);
    case "giftPointsViewer":
      return p.law === "af" || inIdList("giftPoints", p.id);
  }
}

export const allHold = (rs: readonly Restriction[] | undefined, p: Principal) => (rs ?? []).every((r) => holds(r, p));
