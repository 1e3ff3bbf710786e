import { ADMIN_LAWS } from "@/lib/constants";
import type { Principal } from "./principal";
import { allHold, onlyLaws, type Restriction } from "./rules";

/**
 * Who may call an API operation, in the terms of the route registry: anyone (`public`), or a
 * signed-in principal for whom every restriction of at least one alternative holds (`anyOf`; one
 * empty alternative is "any signed-in user"). Ownership is not a policy: it lives in the queries'
 * where-clauses, where a stranger's row reads as "not found".
 */
export type Policy = { kind: "public" } | { kind: "anyOf"; alternatives: readonly (readonly Restriction[])[] };

export const PUBLIC: Policy = { kind: "public" };
export const SIGNED_IN: Policy = { kind: "anyOf", alternatives: [[]] };
/** Signed in, and every restriction holds. */
export const only = (...restrictions: Restriction[]): Policy => ({ kind: "anyOf", alternatives: [restrictions] });
/** Signed in, and one of the alternatives holds entirely (fields shared by roles). */
export const anyOf = (...alternatives: Restriction[][]): Policy => ({ kind: "anyOf", alternatives });

/** The building blocks the tables use, named as the route registry's restrictions. */
export const R = {
  admin: onlyLaws(...ADMIN_LAWS),
  an: onlyLaws("an"),
  af: onlyLaws("af"),
  marketplaceAdmin: { kind: "marketplaceAdmin" } as Restriction,
  marketplaceClient: { kind: "marketplaceClient" } as Restriction,
  haswebhook: { kind: "haswebhook" } as Restriction,
  giftPointsViewer: { kind: "giftPointsViewer" } as Restriction,
} as const;

export type PolicyRefusal = "UNAUTHENTICATED" | "FORBIDDEN";

/** Why a principal (null: anonymous) may not call under a policy, or null when it may. */
export function refusal(policy: Policy, principal: Principal | null): PolicyRefusal | null {
  if (policy.kind === "public") return null;
  if (!principal) return "UNAUTHENTICATED";
  return policy.alternatives.some((rs) => allHold(rs, principal)) ? null : "FORBIDDEN";
}

export const allows = (policy: Policy, principal: Principal | null) => refusal(policy, principal) === null;
