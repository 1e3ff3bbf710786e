import { asc, inArray } from "drizzle-orm";
import { INTERACTION_KINDS, INTERACTION_OUTCOMES } from "@/lib/domain/states";
import type { Db } from "../client";
import { memberInteractions, users } from "../schema";
import { seededRandom } from "./random";
import { parisDay } from "@/lib/domain/paris-time";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY = 86_400_000;
const SUBJECTS: Record<(typeof INTERACTION_KINDS)[number], string[]> = {
  call: ["Relance devis", "Point sur la campagne", "Appel de bienvenue", "Question sur la facture", "Baisse du volume"],
  email: ["Envoi des créations", "Conditions tarifaires", "Rapport mensuel", "Mise à jour des coordonnées bancaires"],
  meeting: ["Rendez-vous trimestriel", "Présentation Weedo market", "Bilan annuel", "Atelier ciblage"],
  note: ["Client sensible aux délais", "Préfère être contacté le matin", "Changement d'interlocuteur", "Budget revu"],
};
const NOTES = [
  "",
  "A demandé un rappel en fin de semaine.",
  "Satisfait des volumes, souhaite étendre à l'énergie.",
  "Attend la validation de sa direction.",
  "Messagerie, message laissé.",
  "Envoyer la grille tarifaire mise à jour.",
];

/** A Paris day (YYYY-MM-DD) `days` from `now`. */
const dayOf = (now: Date, days: number) => parisDay(new Date(now.getTime() + days * DAY));

/**
 * Issue 13's interactions seed (/bedrock/interactions and the member pages): four months of calls,
 * e-mails, meetings and notes between the three staff accounts and the active members, with
 * follow-ups overdue, due today, to come and done. Its own random stream, so it moves no other
 * demo figure.
 */
export async function seedInteractions(tx: Tx, now: Date, seed: number): Promise<number> {
  const rnd = seededRandom(seed + 131);
  const people = await tx
    .select({ id: users.id, law: users.law })
    .from(users)
    .where(inArray(users.law, ["ad", "tem", "ma", "an", "af"]))
    .orderBy(asc(users.id));
  const staff = people.filter((p) => p.law === "ad" || p.law === "tem" || p.law === "ma").map((p) => p.id);
  const members = people.filter((p) => p.law === "an" || p.law === "af").map((p) => p.id);
  if (!staff.length || !members.length) return 0;
  const rows: (typeof memberInteractions.$inferInsert)[] = [];
  for (let n = 0; n < 80; n++) {
    const daysAgo = rnd.int(0, 120);
    const kind = rnd.pick(INTERACTION_KINDS);
    const occurredAt = new Date(now.getTime() - daysAgo * DAY + rnd.int(8 * 3600, 18 * 3600) * 1000);
    const outcome = kind === "note" ? "pending" : rnd.pick(INTERACTION_OUTCOMES);
    // A follow-up on about half: 2 to 14 days after the contact; the older ones are mostly done.
    const follow = kind !== "note" && rnd.chance(0.5) ? rnd.int(2, 14) - daysAgo : null;
    rows.push({
      kind,
      occurredAt,
      staffId: rnd.pick(staff),
      memberId: rnd.pick(members),
      subject: rnd.pick(SUBJECTS[kind]),
      notes: rnd.pick(NOTES),
      outcome,
      followUpOn: follow === null ? null : dayOf(now, follow),
      followUpDone: follow !== null && follow < -7 && rnd.chance(0.8),
    });
  }
  // The demo always shows a follow-up due today for the first member (annonceur@).
  rows.push({
    kind: "call",
    occurredAt: new Date(now.getTime() - 3 * DAY + 10 * 3600 * 1000),
    staffId: staff[0]!,
    memberId: members[0]!,
    subject: "Relance devis",
    notes: "Rappeler pour la proposition Weedo market.",
    outcome: "no_answer",
    followUpOn: dayOf(now, 0),
  });
  // Written when they happened: the seed is the same on every run (no wall-clock column).
  await tx
    .insert(memberInteractions)
    .values(rows.map((r) => ({ ...r, createdAt: r.occurredAt, updatedAt: r.occurredAt })));
  return rows.length;
}
