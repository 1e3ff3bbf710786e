import { and, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { PhoneNumber } from "libphonenumber-js/max";
import { mgDeliveries, mgLeads } from "@/lib/db/schema";
import type { MgFraudReason } from "@/lib/domain/states";
import type { Tx } from "@/lib/jobs/queue";
import { departmentOf } from "@/lib/validation/market-lead";
import { emailDisposable, splitEmail } from "@/features/check/verification/server/email-checks";
import { parsePhone } from "@/features/check/verification/server/phone-checks";
import { zoneOfDepartment } from "@/features/mongustave/leads/server/phone-zones";

/**
 * The fraud rules run on every live lead when it is taken in (fraude_mongustave's review queue).
 * A lead that fires at least one is `suspected` with its reasons; it is still delivered (see
 * intake.ts) and an administrator confirms or clears it afterwards. Test leads are neither checked
 * nor counted in the look-backs.
 */

/** ip_burst: this many leads (this one included) from one IP address… */
export const MG_IP_BURST_COUNT = 5;
/** …within this window. */
export const MG_BURST_WINDOW_MS = 10 * 60_000;
/** device_burst: this many leads (this one included) from one device id within MG_BURST_WINDOW_MS. */
export const MG_DEVICE_BURST_COUNT = 5;
/** duplicate_across_clients: how far back the same e-mail or phone counts as the same person. */
export const MG_DUPLICATE_WINDOW_MS = 30 * 24 * 3600_000;

/** A burst fires when the count in the window (the new lead included) reaches the threshold. */
export const isBurst = (countInWindow: number, threshold: number) => countInWindow >= threshold;

/** The e-mail's domain (or a parent domain) is on the disposable-address list Weedo check uses. */
export async function isDisposableEmail(email: string): Promise<boolean> {
  const parts = splitEmail(email);
  return parts ? (await emailDisposable(parts.domain)).outcome === "fail" : false;
}

/**
 * A French geographic landline (+33 1–5) whose zone does not serve the postcode's department.
 * Mobiles, 08/09 numbers, foreign numbers and unknown postcodes never mismatch: only a pair that is
 * impossible is flagged, not one that is merely unusual.
 */
export function isPhonePostcodeMismatch(phone: string | PhoneNumber | null, postcode: string): boolean {
  const p = typeof phone === "string" ? parsePhone(phone) : phone;
  if (!p?.isValid() || p.countryCallingCode !== "33" || p.getType() !== "FIXED_LINE") return false;
  const zone = String(p.nationalNumber).charAt(0);
  if (!["1", "2", "3", "4", "5"].includes(zone)) return false;
  const department = departmentOf(postcode);
  if (!department) return false;
  return zoneOfDepartment(department) !== zone;
}

/**
 * The same person was already sold to clients (`soldTo`) and is now going to at least one other:
 * one consumer resold across clients. Re-sending to the same client is the client's own duplicate
 * check, not fraud.
 */
export function isDuplicateAcrossClients(soldTo: readonly number[], targets: readonly number[]): boolean {
  return soldTo.length > 0 && targets.some((c) => !soldTo.includes(c));
}

export interface FraudSubject {
  id: number;
  email: string;
  phone: string;
  postcode: string;
  ip: string | null;
  deviceId: string | null;
  createdAt: Date;
}

/** Live leads from the same IP or device in the burst window ending at the lead (the lead included). */
async function countRecent(tx: Tx, column: typeof mgLeads.ip | typeof mgLeads.deviceId, value: string, at: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(mgLeads)
    .where(
      and(
        eq(column, value),
        eq(mgLeads.isTest, false),
        gte(mgLeads.createdAt, new Date(at.getTime() - MG_BURST_WINDOW_MS)),
        lte(mgLeads.createdAt, at),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The clients that bought (accepted) an earlier live lead with the same e-mail or phone in the window. */
async function clientsSoldTo(tx: Tx, lead: FraudSubject): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ clientId: mgDeliveries.clientId })
    .from(mgDeliveries)
    .innerJoin(mgLeads, eq(mgLeads.id, mgDeliveries.leadId))
    .where(
      and(
        ne(mgLeads.id, lead.id),
        eq(mgLeads.isTest, false),
        or(eq(mgLeads.email, lead.email), eq(mgLeads.phone, lead.phone)),
        gte(mgLeads.createdAt, new Date(lead.createdAt.getTime() - MG_DUPLICATE_WINDOW_MS)),
        lte(mgLeads.createdAt, lead.createdAt),
        inArray(mgDeliveries.state, ["accepted"]),
      ),
    );
  return rows.map((r) => r.clientId);
}

/**
 * Every rule on a lead just inserted (in the intake's transaction, so the look-backs see it);
 * `targets` are the clients it is about to be delivered to. Returns the reasons in the closed list's order.
 */
export async function runFraudRules(tx: Tx, lead: FraudSubject, targets: readonly number[]): Promise<MgFraudReason[]> {
  const reasons: MgFraudReason[] = [];
  if (lead.ip && isBurst(await countRecent(tx, mgLeads.ip, lead.ip, lead.createdAt), MG_IP_BURST_COUNT))
    reasons.push("ip_burst");
  if (
    lead.deviceId &&
    isBurst(await countRecent(tx, mgLeads.deviceId, lead.deviceId, lead.createdAt), MG_DEVICE_BURST_COUNT)
  )
    reasons.push("device_burst");
  if (await isDisposableEmail(lead.email)) reasons.push("disposable_email");
  if (isPhonePostcodeMismatch(lead.phone, lead.postcode)) reasons.push("phone_postcode_mismatch");
  if (isDuplicateAcrossClients(await clientsSoldTo(tx, lead), targets)) reasons.push("duplicate_across_clients");
  return reasons;
}
