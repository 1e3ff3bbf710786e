import { createHash } from "node:crypto";
import { and, asc, eq, inArray, like } from "drizzle-orm";
import sharp from "sharp";
import { platformCertificate } from "@/features/billing/insertion-orders/server/certificate";
import { renderOiPdf } from "@/features/billing/insertion-orders/server/pdf";
import { findOi, pdfDataOf } from "@/features/billing/insertion-orders/server/read";
import { sealOiPdf } from "@/features/billing/insertion-orders/server/seal";
import type { Db } from "../client";
import { myaffilPrograms, oiDocuments, oiSignatures, users } from "../schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY = 86_400_000;
const TERMS = [
  "Diffusion sur les supports validés par Weedo uniquement ; toute diffusion incentive est exclue.",
  "Les leads sont dédoublonnés sur 30 jours et contrôlés (téléphone, e-mail) avant validation.",
  "Le volume est un plafond mensuel : au-delà, les leads ne sont pas facturés sans accord écrit.",
  "Facturation mensuelle sur la base des statistiques validées ; paiement à 30 jours.",
].join("\n");

/** A handwritten-looking signature, drawn as an SVG path and rasterised (the same bytes every run). */
export async function demoSignaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <path d="M20 80 C 40 20, 60 20, 70 70 S 100 110, 120 60 S 150 20, 170 70 C 180 95, 200 95, 215 60
      C 225 40, 240 45, 245 70 C 250 90, 270 85, 290 55 L 340 50" fill="none" stroke="#1e2a78" stroke-width="4"
      stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Gives the demo insertion orders (shell-data's "Ordre d'insertion — …" rows of the demo advertisers)
 * real terms — their program, its model and price, a volume, a period — adds a cancelled one, and
 * seals the signed and the processed OI of annonceur@ (drawn and typed signatures), so every state
 * and a sealed PDF exist. The counts the bell reads (to_sign, signed) are unchanged.
 */
export async function seedOiDocuments(tx: Tx, now: Date): Promise<void> {
  const demo = await tx
    .select({
      id: oiDocuments.id,
      user: oiDocuments.advertiserUserId,
      title: oiDocuments.title,
      createdAt: oiDocuments.createdAt,
      status: oiDocuments.status,
      signedAt: oiDocuments.signedAt,
      clientId: users.idClienMyaffil,
    })
    .from(oiDocuments)
    .innerJoin(users, eq(users.id, oiDocuments.advertiserUserId))
    .where(and(inArray(oiDocuments.advertiserUserId, [4, 5, 7]), like(oiDocuments.title, "Ordre d'insertion — %")))
    .orderBy(asc(oiDocuments.id));

  for (const [k, oi] of demo.entries()) {
    const programName = oi.title.slice("Ordre d'insertion — ".length);
    const [program] = await tx
      .select()
      .from(myaffilPrograms)
      .where(and(eq(myaffilPrograms.name, programName), eq(myaffilPrograms.advertiserClientId, oi.clientId ?? -1)))
      .limit(1);
    const start = new Date(oi.createdAt.getTime() + 7 * DAY).toISOString().slice(0, 10);
    const end = new Date(oi.createdAt.getTime() + 97 * DAY).toISOString().slice(0, 10);
    await tx
      .update(oiDocuments)
      .set({
        advertiserClientId: oi.clientId,
        programId: program?.id ?? null,
        model: program?.model ?? "CPL",
        priceCents: program?.advertiserPriceCents || 1_500 + 250 * k,
        volume: 500 * (k + 2),
        startsOn: start,
        endsOn: end,
        terms: TERMS,
        createdBy: 1,
        sentAt: oi.createdAt,
        updatedAt: oi.createdAt,
      })
      .where(eq(oiDocuments.id, oi.id));
  }

  // Cancelled is final: one cancelled before signature, for annonceur@.
  const cancelledAt = new Date(now.getTime() - 12 * DAY);
  await tx.insert(oiDocuments).values({
    advertiserUserId: 4,
    advertiserClientId: demo.find((o) => o.user === 4)?.clientId ?? null,
    title: "Ordre d'insertion — Campagne de Noël (annulée)",
    status: "cancelled",
    model: "CPL",
    priceCents: 1_800,
    volume: 2_000,
    startsOn: new Date(now.getTime() - 10 * DAY).toISOString().slice(0, 10),
    endsOn: new Date(now.getTime() + 20 * DAY).toISOString().slice(0, 10),
    terms: TERMS,
    createdBy: 1,
    createdAt: new Date(cancelledAt.getTime() - 3 * DAY),
    updatedAt: new Date(cancelledAt.getTime() - 3 * DAY),
    sentAt: new Date(cancelledAt.getTime() - 3 * DAY),
    cancelledAt,
    cancelledBy: 1,
    cancelReason: "Campagne reportée par l'annonceur",
  });

  // Seal annonceur@'s signed OI (drawn signature) and its processed one (typed name).
  const png = await demoSignaturePng();
  const toSeal = demo.filter((o) => o.user === 4 && (o.status === "signed" || o.status === "processed"));
  const cert = platformCertificate();
  for (const o of toSeal) {
    const row = await findOi(tx, o.id, { userId: 4, admin: false });
    if (!row || !o.signedAt) continue;
    const signedAt = new Date(Math.floor(o.signedAt.getTime() / 1000) * 1000);
    await tx.update(oiDocuments).set({ signedAt }).where(eq(oiDocuments.id, o.id));
    const unsigned = await renderOiPdf(pdfDataOf(row));
    const method = o.status === "signed" ? ("drawn" as const) : ("typed" as const);
    const signer = { userId: 4, name: `${row.firstName} ${row.lastName}`, email: row.email };
    const sealed = await sealOiPdf(
      {
        oiId: o.id,
        title: row.title,
        unsigned,
        signer,
        method,
        png: method === "drawn" ? png : null,
        typedName: method === "typed" ? signer.name : null,
        ip: "192.0.2.10",
        userAgent: "Mozilla/5.0 (demo seed)",
        signedAt,
      },
      cert,
    );
    const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
    await tx.insert(oiSignatures).values({
      oiId: o.id,
      signerUserId: 4,
      signerName: signer.name,
      signerEmail: signer.email,
      method,
      signaturePng: method === "drawn" ? png : null,
      ip: "192.0.2.10",
      userAgent: "Mozilla/5.0 (demo seed)",
      signedAt,
      documentSha256: sha(unsigned),
      sealedPdf: sealed,
      sealedSha256: sha(sealed),
    });
  }
}
