import { eq } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import type { Db } from "@/lib/db";
import type { Law } from "@/lib/constants";
import { callerFromToken, type Caller } from "@/lib/session/current-user";
import { sessionTokenFor } from "@/lib/session/start";

/** One kind of caller the authorization tests try: a user built in the database, or anonymous. */
export interface PrincipalSpec {
  name: string;
  law: Law;
  /** On the marketplace allow-list (marketplaceAdmins) and the gift-points list. */
  listed?: boolean;
  /** A marketplace client id (idClienLeadmarket). */
  marketplace?: boolean;
  haswebhook?: boolean;
  multiDroit?: boolean;
}

/**
 * Every principal of issue 10's table: administrators on and off the marketplace allow-list, the
 * three advertiser kinds, a publisher, and a multi_droit account in each mode, with and without a
 * marketplace client id.
 */
export const PRINCIPAL_SPECS: PrincipalSpec[] = [
  { name: "ad (marketplace allow-list)", law: "ad", listed: true },
  { name: "ad (not listed)", law: "ad" },
  { name: "tem", law: "tem" },
  { name: "ma (marketplace allow-list)", law: "ma", listed: true },
  { name: "ma (not listed)", law: "ma" },
  { name: "an marketplace, webhook option", law: "an", marketplace: true, haswebhook: true },
  { name: "an marketplace", law: "an", marketplace: true },
  { name: "an not marketplace", law: "an" },
  { name: "af", law: "af" },
  { name: "af (gift-points list)", law: "af", listed: true },
  { name: "multi_droit as an, marketplace", law: "an", multiDroit: true, marketplace: true, haswebhook: true },
  { name: "multi_droit as af, marketplace", law: "af", multiDroit: true, marketplace: true, haswebhook: true },
  { name: "multi_droit as an, not marketplace", law: "an", multiDroit: true },
  { name: "multi_droit as af, not marketplace", law: "af", multiDroit: true },
];

let serial = 0;

/**
 * Inserts the user of a spec (each partner with its own MyAffil and MyCoreg client ids; a multi_droit
 * account with both, its current one following its law) and returns it as the APIs see it.
 */
export async function createPrincipal(db: Db, spec: PrincipalSpec): Promise<Caller> {
  const n = ++serial;
  const partner = spec.law === "an" || spec.law === "af";
  const advertiserClient = 5000 + n;
  const publisherClient = 6000 + n;
  const [u] = await db
    .insert(users)
    .values({
      email: `principal${n}@example.test`,
      law: spec.law,
      status: "active",
      firstName: "Principal",
      lastName: String(n),
      society: `Principal ${n}`,
      multiDroit: !!spec.multiDroit,
      haswebhook: !!spec.haswebhook,
      idClienLeadmarket: spec.marketplace ? 7000 + n : 0,
      idClienMyaffil: partner ? (spec.law === "an" ? advertiserClient : publisherClient) : null,
      idClienMycoreg: partner ? 8000 + n : null,
      idClienMyaffilAnnonceur: spec.multiDroit ? advertiserClient : null,
      idClienMyaffilEditeur: spec.multiDroit ? publisherClient : null,
    })
    .returning();
  const r = await callerFromToken(db, await sessionTokenFor(u!));
  if (!r.caller) throw new Error(`principal ${spec.name}: ${r.reason}`);
  return r.caller;
}

const ID_LISTS = ["ALLOW_MARKETPLACE_ADMINS", "ALLOW_GIFT_POINTS"] as const;

/** Puts the listed principals (and only them) on the id allow-lists; returns the undo. */
export function listPrincipals(listed: Caller[]): () => void {
  const before = ID_LISTS.map((k) => process.env[k]);
  for (const k of ID_LISTS) process.env[k] = listed.map((c) => c.id).join(",");
  return () =>
    ID_LISTS.forEach((k, i) => {
      if (before[i] === undefined) delete process.env[k];
      else process.env[k] = before[i];
    });
}

/** A bearer token of a principal, for the tests that go through the HTTP handlers. */
export async function tokenOf(db: Db, caller: Caller): Promise<string> {
  const [u] = await db.select().from(users).where(eq(users.id, caller.id));
  return sessionTokenFor(u!);
}
