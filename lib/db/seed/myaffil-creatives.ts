import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { and, asc, eq, gte, inArray, ne } from "drizzle-orm";
import { sanitizeVisualHtml } from "@/features/myaffil/creatives/server/visuals/sanitize";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/logger";
import type { Db } from "../client";
import {
  myaffilApplications,
  myaffilCampaigns,
  myaffilImages,
  myaffilPrograms,
  myaffilShoots,
  myaffilSupports,
  myaffilVisuals,
  users,
  type ShootState,
} from "../schema";
import type { Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type At = (daysAgo: number, r?: Random) => Date;

/** [name, broadcast type, url, audience, themes] of the demo publishers' supports. */
type SupportSeed = [string, string, string, number, string[]];
const DEMO_SUPPORTS: Record<number, SupportSeed[]> = {
  801: [
    [
      "Newsletter Bons Plans Leroy",
      "email_marketing",
      "https://bonsplans.leroy-medias.fr",
      185_000,
      ["assurance", "energie", "credit"],
    ],
    [
      "Le Blog Maison Déco",
      "content_influence",
      "https://maison-deco.leroy-medias.fr",
      42_000,
      ["maison_jardin", "bricolage"],
    ],
    [
      "Page Facebook Économies Malines",
      "social_network",
      "https://facebook.com/economiesmalines",
      23_500,
      ["jeux_concours", "famille_enfants"],
    ],
    ["Base SMS Opt-in Sud-Ouest", "sms", "", 61_000, ["assurance", "mutuelle"]],
  ],
  802: [
    ["Moreau Deals Hebdo", "email_marketing", "https://deals.moreau-digital.be", 74_000, ["high_tech", "informatique"]],
    [
      "Comparateur Énergie Moreau",
      "lead_generation",
      "https://energie.moreau-digital.be",
      12_800,
      ["energie", "ecologie"],
    ],
  ],
  804: [["Ancien Médias Newsletter", "mailing", "https://ancien-medias.fr", 9_000, ["presse_medias"]]],
};

const SUPPORT_WORDS = ["Newsletter", "Blog", "Portail", "Guide", "Club", "Magazine", "Comparateur"] as const;
const SUPPORT_TOPICS = ["Économies", "Famille", "Maison", "Santé", "Auto", "Voyages", "Épargne", "Seniors"] as const;
const BROADCAST = [
  "email_marketing",
  "content_influence",
  "lead_generation",
  "native",
  "social_network",
  "mailing",
  "push_notification",
] as const;
const THEMES = [
  "assurance",
  "energie",
  "credit",
  "sante",
  "immobilier",
  "voyage",
  "formation",
  "high_tech",
  "animaux",
] as const;

const APPLICATION_MESSAGES = [
  "Bonjour, notre base est très qualifiée sur cette thématique ; nous souhaitons diffuser en e-mailing dédié.",
  "Audience 100 % opt-in, envois hebdomadaires. Disponibles pour un test dès cette semaine.",
  "Nous proposons une intégration en native et en newsletter partenaire.",
  "Support déjà actif sur des programmes similaires, taux de conversion suivi.",
  "",
] as const;

/** Demo banner files: fixed names (24 hex), a solid colour each, written under DATA_DIR/images when absent. */
const DEMO_IMAGES = [
  {
    storedName: "d0d0d0d0d0d0d0d0d0d00001.png",
    originalName: "banniere-assurance-auto-728x90.png",
    width: 728,
    height: 90,
    rgb: [30, 64, 175],
  },
  {
    storedName: "d0d0d0d0d0d0d0d0d0d00002.png",
    originalName: "pave-mutuelle-300x250.png",
    width: 300,
    height: 250,
    rgb: [5, 150, 105],
  },
  {
    storedName: "d0d0d0d0d0d0d0d0d0d00003.png",
    originalName: "banniere-energie-468x60.png",
    width: 468,
    height: 60,
    rgb: [217, 119, 6],
  },
] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A solid-colour PNG with a lighter band, so that the banner reads as one. */
export function solidPng(width: number, height: number, [r, g, b]: readonly number[]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = band ? 255 : r!;
      raw[o + 1] = band ? 255 : g!;
      raw[o + 2] = band ? 255 : b!;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function writeDemoImages(): Promise<void> {
  try {
    const dir = path.join(path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR), "images");
    await mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
    for (const img of DEMO_IMAGES) {
      const file = path.join(dir, img.storedName);
      if (
        await stat(/*turbopackIgnore: true*/ file).then(
          () => true,
          () => false,
        )
      )
        continue;
      await writeFile(/*turbopackIgnore: true*/ file, solidPng(img.width, img.height, img.rgb));
    }
  } catch (err) {
    // The rows are seeded all the same; only the demo banners' pixels are missing.
    logger.warn({ err }, "demo banner files not written");
  }
}

const emailHtml = (programName: string, accent: string) =>
  sanitizeVisualHtml(`<table width="600" cellpadding="0" cellspacing="0" border="0" align="center" style="font-family:Arial,sans-serif;background:#ffffff">
<tr><td style="background:${accent};color:#ffffff;padding:24px;font-size:22px;font-weight:bold">${programName}</td></tr>
<tr><td style="padding:24px;color:#1f2937;font-size:15px;line-height:1.5">
<p>Bonjour,</p>
<p>Comparez les offres en 2 minutes et recevez votre devis personnalisé <strong>gratuitement</strong>, sans engagement.</p>
<p style="text-align:center;margin:28px 0"><a href="{{tracking_link}}" target="_blank" style="background:${accent};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold">J'obtiens mon devis</a></p>
<p style="font-size:12px;color:#6b7280">Vous recevez cet e-mail car vous êtes inscrit à notre newsletter partenaire.</p>
</td></tr></table>`);

/**
 * Supports of the publishers, the image library's demo banners, visuals of each kind on the demo
 * campaigns, the support and message of existing applications, and editeur@'s shoots in every
 * state on its accepted campaigns.
 */
export async function seedPerfCreatives(tx: Tx, rnd: Random, at: At): Promise<void> {
  // Supports: the demo publishers', then one to three per active generated publisher.
  const generated = await tx
    .select({ client: users.idClienMyaffil })
    .from(users)
    .where(and(gte(users.id, 100), eq(users.law, "af"), eq(users.status, "active")))
    .orderBy(asc(users.id));
  const supportRows = [
    ...Object.entries(DEMO_SUPPORTS).flatMap(([client, list]) =>
      list.map(([name, broadcastType, url, audience, themes], k) => ({
        publisherClientId: Number(client),
        name,
        broadcastType,
        url,
        audience,
        themes,
        state: "valide" as const,
        createdAt: at(360 - k * 40),
      })),
    ),
    ...generated
      .filter((g) => g.client != null)
      .flatMap((g) =>
        Array.from({ length: rnd.int(1, 3) }, (_, k) => {
          const topic = rnd.pick(SUPPORT_TOPICS);
          return {
            publisherClientId: g.client!,
            name: `${rnd.pick(SUPPORT_WORDS)} ${topic} ${k + 1}`,
            broadcastType: rnd.pick(BROADCAST),
            url: `https://www.${topic
              .normalize("NFD")
              .replace(/[\u0300-\u036f]/g, "")
              .toLowerCase()}-${g.client}-${k + 1}.fr`,
            audience: rnd.int(2, 400) * 500,
            themes: [rnd.pick(THEMES), rnd.pick(THEMES)].filter((t, i, a) => a.indexOf(t) === i),
            state: rnd.chance(0.85) ? ("valide" as const) : ("pause" as const),
            createdAt: at(rnd.int(30, 300)),
          };
        }),
      ),
  ];
  const supports = await tx
    .insert(myaffilSupports)
    .values(supportRows)
    .returning({ id: myaffilSupports.id, client: myaffilSupports.publisherClientId });
  const supportsOf = new Map<number, number[]>();
  for (const s of supports) supportsOf.set(s.client, [...(supportsOf.get(s.client) ?? []), s.id]);

  // Existing applications get one of their publisher's supports and a message.
  const applications = await tx
    .select({ id: myaffilApplications.id, client: myaffilApplications.publisherClientId })
    .from(myaffilApplications)
    .orderBy(asc(myaffilApplications.id));
  for (const a of applications) {
    const own = supportsOf.get(a.client);
    if (!own?.length) continue;
    await tx
      .update(myaffilApplications)
      .set({ supportId: rnd.pick(own), message: rnd.pick(APPLICATION_MESSAGES) })
      .where(eq(myaffilApplications.id, a.id));
  }

  // The image library's demo banners.
  const images = await tx
    .insert(myaffilImages)
    .values(
      DEMO_IMAGES.map((img, k) => ({
        storedName: img.storedName,
        originalName: img.originalName,
        mime: "image/png",
        sizeBytes: solidPng(img.width, img.height, img.rgb).byteLength,
        width: img.width,
        height: img.height,
        uploadedBy: 1,
        createdAt: at(200 - k * 30),
      })),
    )
    .returning({ id: myaffilImages.id, width: myaffilImages.width, height: myaffilImages.height });
  await writeDemoImages();

  // Visuals: every campaign of a program that is not deleted gets an e-mail, most a banner, some a text link.
  const campaigns = await tx
    .select({
      id: myaffilCampaigns.id,
      name: myaffilCampaigns.name,
      programName: myaffilPrograms.name,
      createdAt: myaffilCampaigns.createdAt,
    })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .where(and(ne(myaffilPrograms.state, "supprime"), inArray(myaffilPrograms.advertiserClientId, [501, 502, 503])))
    .orderBy(asc(myaffilCampaigns.id));
  const ACCENTS = ["#1e40af", "#047857", "#b45309", "#7c3aed"];
  const visualRows = campaigns.flatMap((c, i) => {
    const rows: (typeof myaffilVisuals.$inferInsert)[] = [
      {
        campaignId: c.id,
        kind: "email",
        name: `E-mail — ${c.programName}`,
        subject: `${c.programName} : votre devis gratuit en 2 minutes`,
        senderName: "Les Bons Plans",
        html: emailHtml(c.programName, ACCENTS[i % ACCENTS.length]!),
        createdAt: at(rnd.int(5, 60)),
      },
    ];
    if (i % 3 !== 2) {
      const img = images[i % images.length]!;
      rows.push({
        campaignId: c.id,
        kind: "banner",
        name: `Bannière ${img.width}×${img.height}`,
        imageId: img.id,
        width: img.width,
        height: img.height,
        createdAt: at(rnd.int(5, 60)),
      });
    }
    if (i % 2 === 0)
      rows.push({
        campaignId: c.id,
        kind: "text",
        name: "Lien texte",
        linkText: `Découvrez l'offre ${c.programName}`,
        createdAt: at(rnd.int(5, 60)),
      });
    return rows;
  });
  const visuals = visualRows.length
    ? await tx
        .insert(myaffilVisuals)
        .values(visualRows)
        .returning({ id: myaffilVisuals.id, campaignId: myaffilVisuals.campaignId, kind: myaffilVisuals.kind })
    : [];
  // One deleted visual, to show it stays out of every list.
  if (campaigns[0])
    await tx.insert(myaffilVisuals).values({
      campaignId: campaigns[0].id,
      kind: "text",
      name: "Ancien lien (supprimé)",
      linkText: "Ancienne offre",
      createdAt: at(90),
      deletedAt: at(30),
    });

  // editeur@'s shoots on its accepted campaigns (running programs, campaigns not deleted).
  const accepted = await tx
    .select({ id: myaffilCampaigns.id })
    .from(myaffilCampaigns)
    .innerJoin(myaffilPrograms, eq(myaffilPrograms.id, myaffilCampaigns.programId))
    .innerJoin(
      myaffilApplications,
      and(
        eq(myaffilApplications.programId, myaffilPrograms.id),
        eq(myaffilApplications.publisherClientId, 801),
        eq(myaffilApplications.state, "accepted"),
      ),
    )
    .where(and(eq(myaffilPrograms.state, "valide"), ne(myaffilCampaigns.state, "supprime")))
    .orderBy(asc(myaffilCampaigns.id));
  const editeurSupports = supportsOf.get(801) ?? [];
  if (accepted.length && editeurSupports.length) {
    const plan: { daysAgo: number; state: ShootState }[] = [
      { daysAgo: 40, state: "valid" },
      { daysAgo: 25, state: "valid" },
      { daysAgo: 12, state: "valid" },
      { daysAgo: 18, state: "cancelled" },
      { daysAgo: 6, state: "postponed" },
      { daysAgo: 3, state: "valid" },
      { daysAgo: -2, state: "valid" },
      { daysAgo: -5, state: "postponed" },
      { daysAgo: -9, state: "valid" },
      { daysAgo: -14, state: "cancelled" },
    ];
    await tx.insert(myaffilShoots).values(
      plan.map((p, k) => {
        const campaign = accepted[k % accepted.length]!;
        const visual = visuals.find((v) => v.campaignId === campaign.id && v.kind === "email");
        const volume = rnd.int(20, 180) * 1000;
        const done = p.daysAgo > 0 && p.state !== "cancelled";
        const sent = done ? Math.round(volume * (0.9 + rnd.next() * 0.1)) : 0;
        return {
          campaignId: campaign.id,
          publisherClientId: 801,
          supportId: editeurSupports[k % 2]!,
          visualId: visual?.id ?? null,
          scheduledAt: at(p.daysAgo),
          volume,
          state: p.state,
          sent,
          opens: done ? Math.round(sent * (0.12 + rnd.next() * 0.18)) : 0,
          createdAt: at(Math.max(p.daysAgo, 0) + 7),
        };
      }),
    );
  }
}
