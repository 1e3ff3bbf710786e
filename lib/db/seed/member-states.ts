import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { auditLog, users } from "../schema";
import { changesOf } from "@/lib/security/audit-changes";
import { CITIES, FIRST_NAMES, LAST_NAMES, SOCIETY_SUFFIXES } from "./french";
import { seededRandom } from "./random";

const DAY = 86_400_000;
const ADMIN_ID = 1;

const REASONS = [
  "Le site indiqué ne contient pas de contenu éditorial propre.",
  "Société introuvable au registre du commerce : merci de nous transmettre un Kbis.",
  "Compte en double : vous disposez déjà d'un compte annonceur.",
];

/**
 * The members of every state for /Membreslist (issue 13's seed): beside the demo accounts and the
 * generated ones (active, and the approval queue of pending ones), accounts refused with a reason,
 * deactivated ones and ones whose e-mail is not confirmed, each decision in the trail; and the last
 * sign-in of the active accounts. Its own random stream, so it moves no other demo figure.
 */
export async function seedMemberStates(tx: Db, now: Date, seed: number, passwordHash: string): Promise<void> {
  const rnd = seededRandom(seed + 1313);
  const at = (days: number) => new Date(now.getTime() - days * DAY - rnd.int(0, 86_399) * 1000);
  const plan = [
    ...REASONS.map((reason) => ({ status: "refused" as const, reason })),
    ...Array.from({ length: 3 }, () => ({ status: "disabled" as const, reason: null })),
    ...Array.from({ length: 2 }, () => ({ status: "unconfirmed" as const, reason: null })),
  ];
  for (const [i, p] of plan.entries()) {
    const firstName = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const law = i % 2 === 0 ? ("af" as const) : ("an" as const);
    const created = at(rnd.int(20, 200));
    const decided = new Date(created.getTime() + rnd.int(1, 10) * DAY);
    const slug = `${firstName}.${lastName}`
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
    const [u] = await tx
      .insert(users)
      .values({
        email: `${slug}.${900 + i}@exemple.fr`,
        passwordHash,
        status: p.status,
        law,
        firstName,
        lastName,
        society: `${lastName} ${rnd.pick(SOCIETY_SUFFIXES)}`,
        city: rnd.pick(CITIES).city,
        country: "FR",
        idClienMyaffil: p.status === "disabled" ? (law === "an" ? 1900 + i : 2900 + i) : null,
        createdAt: created,
        updatedAt: p.status === "unconfirmed" ? created : decided,
        approvedAt: p.status === "disabled" ? decided : null,
        refusedAt: p.reason ? decided : null,
        refusalReason: p.reason,
        lastLoginAt: p.status === "disabled" ? new Date(decided.getTime() + 20 * DAY) : null,
      })
      .returning({ id: users.id });
    if (p.status === "unconfirmed") continue;
    await tx.insert(auditLog).values({
      at: p.status === "disabled" ? new Date(decided.getTime() + 30 * DAY) : decided,
      actorId: ADMIN_ID,
      action: p.status === "refused" ? "member_refused" : "member_deactivated",
      targetType: "user",
      targetId: String(u!.id),
      details: {
        changes:
          p.status === "refused"
            ? changesOf({ status: "pending", refusal_reason: null }, { status: "refused", refusal_reason: p.reason })
            : changesOf({ status: "active" }, { status: "disabled" }),
      },
    });
  }

  // Last sign-ins, in one statement whatever the number of members: the demo accounts today, the
  // others spread over two months from their id (deterministic), one in seven never signed in.
  await tx.execute(sql`
    update users set last_login_at = case
      when id <= 20 then ${now.toISOString()}::timestamptz - make_interval(secs => (id * 977) % 36000)
      else ${now.toISOString()}::timestamptz - make_interval(days => (id * 7919) % 60, secs => (id * 104729) % 86400)
    end
    where status = 'active' and last_login_at is null and (id <= 20 or id % 7 <> 0)`);
}
