import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { auditLog, myaffilPostbackSecrets } from "@/lib/db/schema";
import { open, seal } from "@/lib/security/secret-box";
import type { Exec } from "./rollup";

/**
 * Signed server-to-server postbacks. A postback without a click id must carry `sig`: the hex
 * HMAC-SHA256, keyed by the advertiser's postback secret, of every other parameter of the call
 * (query and body alike) sorted by name, each written `name=value` with both parts
 * percent-encoded (encodeURIComponent), joined by `&`. Adding `ts` (any value, e.g. the time)
 * tells two otherwise identical leads apart; the same signed call twice records one lead.
 */
export const SIGNATURE_PARAM = "sig";

const context = (advertiserClientId: number) => `perf-postback-secret:${advertiserClientId}`;

/** The text the signature covers, or null when a parameter is not a plain value. */
export function canonicalPostback(params: Record<string, unknown>): string | null {
  const pairs: string[] = [];
  for (const key of Object.keys(params).sort()) {
    if (key === SIGNATURE_PARAM) continue;
    const v = params[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean") return null;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return pairs.join("&");
}

/** What an advertiser's server computes (documented on the pixels page). */
export function signPostback(secret: string, params: Record<string, unknown>): string {
  return createHmac("sha256", secret)
    .update(canonicalPostback(params) ?? "")
    .digest("hex");
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(a) || !/^[0-9a-f]{64}$/i.test(b)) return false;
  return timingSafeEqual(Buffer.from(a.toLowerCase(), "hex"), Buffer.from(b.toLowerCase(), "hex"));
}

/** The advertiser's secret, opened; null without one (or when it cannot be opened). */
async function secretOf(db: Exec, advertiserClientId: number): Promise<string | null> {
  const [row] = await db
    .select({ sealed: myaffilPostbackSecrets.secretSealed })
    .from(myaffilPostbackSecrets)
    .where(eq(myaffilPostbackSecrets.advertiserClientId, advertiserClientId));
  if (!row) return null;
  try {
    return await open(row.sealed, context(advertiserClientId));
  } catch {
    return null;
  }
}

/** The pixels page's test lead, signed as the advertiser's server would: null without a secret. */
export async function signAsAdvertiser(db: Exec, advertiserClientId: number, params: Record<string, unknown>) {
  const secret = await secretOf(db, advertiserClientId);
  return secret === null ? null : signPostback(secret, params);
}

/** Whether `sig` is the advertiser's signature of these parameters (false without a secret). */
export async function verifyPostback(
  db: Exec,
  advertiserClientId: number,
  params: Record<string, unknown>,
  sig: string,
): Promise<boolean> {
  const canonical = canonicalPostback(params);
  if (canonical === null) return false;
  const secret = await secretOf(db, advertiserClientId);
  if (secret === null) return false;
  return sameHex(createHmac("sha256", secret).update(canonical).digest("hex"), sig);
}

export interface PostbackSecretInfo {
  hint: string;
  createdAt: Date;
}

export async function postbackSecretInfo(db: Db, advertiserClientId: number): Promise<PostbackSecretInfo | null> {
  const [row] = await db
    .select({ hint: myaffilPostbackSecrets.hint, createdAt: myaffilPostbackSecrets.createdAt })
    .from(myaffilPostbackSecrets)
    .where(eq(myaffilPostbackSecrets.advertiserClientId, advertiserClientId));
  return row ?? null;
}

/**
 * A new secret for the advertiser client, replacing the previous one at once (calls signed with the
 * old one are refused from now on). The plain secret is returned here only: it is stored sealed.
 */
export async function rotatePostbackSecret(
  db: Db,
  advertiserClientId: number,
  actor: { id: number; ip: string | null },
): Promise<PostbackSecretInfo & { secret: string }> {
  const secret = `wps_${randomBytes(32).toString("base64url")}`;
  const sealed = await seal(secret, context(advertiserClientId));
  const hint = secret.slice(-4);
  const createdAt = new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hint: myaffilPostbackSecrets.hint })
      .from(myaffilPostbackSecrets)
      .where(eq(myaffilPostbackSecrets.advertiserClientId, advertiserClientId));
    await tx
      .insert(myaffilPostbackSecrets)
      .values({ advertiserClientId, secretSealed: sealed, hint, createdBy: actor.id, createdAt })
      .onConflictDoUpdate({
        target: myaffilPostbackSecrets.advertiserClientId,
        set: { secretSealed: sealed, hint, createdBy: actor.id, createdAt },
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: before ? "postback_secret_rotated" : "postback_secret_created",
      targetType: "perf_advertiser_client",
      targetId: String(advertiserClientId),
      ip: actor.ip,
      details: { hint, previousHint: before?.hint ?? null },
    });
  });
  return { secret, hint, createdAt };
}
