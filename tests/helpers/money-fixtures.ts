import { PDFDocument } from "pdf-lib";
import type { Db } from "@/lib/db";
import { myaffilStatsDaily, users } from "@/lib/db/schema";
import type { Law } from "@/lib/constants";

let next = 0;

/** A user of the law; publishers and advertisers get their own perf and coreg client ids. */
export async function makeUser(db: Db, law: Law, extra: Partial<typeof users.$inferInsert> = {}) {
  next += 1;
  const n = 9000 + next;
  const [u] = await db
    .insert(users)
    .values({
      email: `money-${law}-${n}-${Math.random().toString(36).slice(2, 8)}@weedo.test`,
      law,
      status: "active",
      firstName: "Test",
      lastName: law.toUpperCase(),
      idClienMyaffil: law === "af" || law === "an" ? n : null,
      idClienMycoreg: law === "af" || law === "an" ? n + 10_000 : null,
      ...extra,
    })
    .returning();
  return u!;
}

/** One day of roll-up figures (perf_stats_daily) for an advertiser, a publisher and a program. */
export async function rollupDay(
  db: Db,
  r: {
    day: string;
    advertiser: number;
    publisher: number;
    program: number;
    leads: number;
    invalid?: number;
    revenueCents: number;
    payoutCents: number;
  },
) {
  await db.insert(myaffilStatsDaily).values({
    day: r.day,
    campaignId: r.program * 10,
    programId: r.program,
    advertiserClientId: r.advertiser,
    publisherClientId: r.publisher,
    leads: r.leads,
    validLeads: r.leads - (r.invalid ?? 0),
    invalidLeads: r.invalid ?? 0,
    revenueCents: r.revenueCents,
    payoutCents: r.payoutCents,
  });
}

/** A real one-page PDF, made with the project's PDF library. */
export async function realPdf(text = "Facture"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780 });
  return doc.save();
}
