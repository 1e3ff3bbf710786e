import type { Db } from "../client";
import { auditLog } from "../schema";
import { changesOf } from "@/lib/security/audit-changes";
import { seededRandom } from "./random";

const DAY = 86_400_000;
/** Documentation address ranges (RFC 5737): realistic-looking, never anyone's. */
const ADDRESSES = ["192.0.2.14", "192.0.2.87", "198.51.100.23", "198.51.100.140", "203.0.113.9", "203.0.113.201"];
/** Demo accounts that sign in often: the three administrators, the advertisers, the publisher. */
const REGULARS = [1, 2, 3, 4, 5, 6, 7];
const CITIES = ["Paris", "Lyon", "Nantes", "Lille", "Bordeaux"];

type Entry = typeof auditLog.$inferInsert;

/**
 * A year of the audit trail for /Logs (issue 13's seed): sign-ins and failures, profile and
 * password changes, role switches and approvals, each with its actor, address and changed fields.
 * Its own random stream, so adding it moves no other demo figure.
 */
export async function seedAuditTrail(tx: Db, now: Date, seed: number): Promise<number> {
  const rnd = seededRandom(seed + 13);
  const rows: Entry[] = [];
  const at = (day: number) => new Date(now.getTime() - day * DAY + rnd.int(7 * 3600, 20 * 3600) * 1000);
  const ip = () => rnd.pick(ADDRESSES);
  for (let day = 365; day >= 1; day--) {
    for (let n = rnd.int(1, 4); n > 0; n--) {
      const actorId = rnd.pick(REGULARS);
      rows.push({ at: at(day), actorId, action: "sign_in", ip: ip(), targetType: "user", targetId: String(actorId) });
    }
    if (rnd.chance(0.15))
      rows.push({
        at: at(day),
        actorId: null,
        action: "sign_in_failed",
        ip: ip(),
        details: { email: rnd.pick(["admin@weedo.test", "editeur@weedo.test", "inconnu@exemple.fr"]) },
      });
    if (rnd.chance(0.06)) {
      const actorId = rnd.pick(REGULARS);
      const from = rnd.pick(CITIES);
      const to = rnd.pick(CITIES.filter((c) => c !== from));
      rows.push({
        at: at(day),
        actorId,
        action: "profile_updated",
        ip: ip(),
        targetType: "user",
        targetId: String(actorId),
        details: { changes: changesOf({ city: from }, { city: to }) },
      });
    }
    if (rnd.chance(0.02)) {
      const actorId = rnd.pick(REGULARS);
      rows.push({
        at: at(day),
        actorId,
        action: "password_changed",
        ip: ip(),
        targetType: "user",
        targetId: String(actorId),
        details: { changes: changesOf({ password: "x" }, { password: "y" }) },
      });
    }
    if (rnd.chance(0.04))
      rows.push({
        at: at(day),
        actorId: 7,
        action: "switch_law",
        ip: ip(),
        targetType: "user",
        targetId: "7",
        details: { changes: changesOf({ law: "an" }, { law: "af" }) },
      });
    if (rnd.chance(0.03)) {
      const member = rnd.int(11, 50);
      rows.push({
        at: at(day),
        actorId: 1,
        action: "member_approved",
        ip: ip(),
        targetType: "user",
        targetId: String(member),
        details: { changes: changesOf({ status: "pending" }, { status: "active" }) },
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(auditLog).values(rows.slice(i, i + 500));
  return rows.length;
}
