import type { Db } from "../client";
import { dataDeals } from "../schema";

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Issue 15's Datadeal demo: the publisher editeur@ (user 6) is paid for the contacts of two Weedo
 * data sources (a third deal has ended), and multi@ (user 7, also a publisher) for one. The sources
 * are those of the contact seed (data-contacts.ts), so every deal has contacts to count.
 */
export async function seedDataDeals(tx: Db, now: Date): Promise<void> {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const deals: { publisherId: number; source: string; priceCents: number; from: number; to?: number }[] = [
    { publisherId: 6, source: "jeu-concours-noel", priceCents: 45, from: 330 },
    { publisherId: 6, source: "quiz-energie", priceCents: 80, from: 160 },
    { publisherId: 6, source: "newsletter-weedo", priceCents: 20, from: 300, to: 120 },
    { publisherId: 7, source: "partenaire-mutuelle", priceCents: 150, from: 210 },
  ];
  await tx.insert(dataDeals).values(
    deals.map((d) => ({
      publisherId: d.publisherId,
      source: d.source,
      priceCents: d.priceCents,
      startedOn: isoDay(day(d.from)),
      endedOn: d.to === undefined ? null : isoDay(day(d.to)),
      state: d.to === undefined ? ("active" as const) : ("ended" as const),
      createdAt: day(d.from + 5),
    })),
  );
}
