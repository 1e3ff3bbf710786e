import { createECDH } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { PUSH_FANOUT_JOB } from "@/features/staff/push/server/notifications";
import { enqueue } from "@/lib/jobs/queue";
import type { Db } from "../client";
import { pushDeliveries, pushNotifications, pushSubscriptions, users } from "../schema";
import { seededRandom, type Random } from "./random";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY = 86_400_000;
const HOUR = 3_600_000;

const NOTIFICATIONS = [
  {
    title: "Nouveau programme énergie",
    body: "Un programme CPL énergie vient d'ouvrir : postulez dès maintenant.",
    url: "/prgramslist",
    laws: ["af"],
  },
  {
    title: "Statistiques validées",
    body: "Les statistiques du mois dernier sont validées.",
    url: "/stats-valides",
    laws: [],
  },
  {
    title: "Leads disponibles",
    body: "Du stock frais en assurance santé sur Weedo Market.",
    url: "/weedomarket/annonceur/leadsList",
    platforms: ["market"],
  },
  {
    title: "Appel à facture",
    body: "Votre appel à facture est disponible : déposez votre facture.",
    url: "/AppelFactureEditeur",
    laws: ["af"],
  },
  {
    title: "Maintenance planifiée",
    body: "Le portail sera indisponible dimanche de 6 h à 7 h.",
    url: "/dashboard",
    laws: [],
  },
  {
    title: "Nouvelles créations",
    body: "Des bannières ont été ajoutées à vos programmes.",
    url: "/myaffil/editeur/creations",
    laws: ["af"],
    platforms: ["myaffil"],
  },
  {
    title: "Budget bientôt épuisé",
    body: "Pensez à recharger votre compte prépayé.",
    url: "/mes-prepaiement",
    laws: ["an"],
  },
  { title: "Bilan trimestriel", body: "Votre bilan du trimestre est prêt.", url: "/dashboard", laws: ["an", "af"] },
] as const;

/** A real P-256 public key (from a seeded private key), as a browser's subscription holds one. */
function browserKey(rnd: Random): string {
  const priv = Buffer.from(Array.from({ length: 32 }, (_, i) => (i === 0 ? rnd.int(1, 120) : rnd.int(0, 255))));
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(priv);
  return ecdh.getPublicKey().toString("base64url");
}

/**
 * Issue 13's push seed: browser subscriptions of active members, eight notifications of the last two
 * months with their deliveries (delivered, failed, expired) and clicks, and one scheduled for next
 * week. The seeded subscriptions point at reserved .invalid hosts and are marked expired, so that a
 * notification sent from the demo never tries to reach them: only browsers that really subscribe
 * receive one. Its own random stream, so it moves no other demo figure.
 */
export async function seedPush(tx: Tx, now: Date, seed: number): Promise<void> {
  const rnd = seededRandom(seed + 257);
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.law, "ad")).limit(1);
  const members = await tx
    .select({ id: users.id, law: users.law, market: users.idClienLeadmarket, myaffil: users.idClienMyaffil })
    .from(users)
    .where(and(eq(users.status, "active"), inArray(users.law, ["an", "af", "ad", "tem", "ma"])));
  const subscribed = members.filter(() => rnd.chance(0.6));
  if (subscribed.length === 0) return;
  const subs = await tx
    .insert(pushSubscriptions)
    .values(
      subscribed.map((m, i) => ({
        userId: m.id,
        endpoint:
          i % 3 === 0
            ? `https://updates.push.demo.invalid/wpush/v2/demo-${seed}-${i}`
            : `https://fcm.push.demo.invalid/fcm/send/demo-${seed}-${i}`,
        p256dh: browserKey(rnd),
        auth: Buffer.from(Array.from({ length: 16 }, () => rnd.int(0, 255))).toString("base64url"),
        userAgent: i % 3 === 0 ? "Mozilla/5.0 Firefox/133.0" : "Mozilla/5.0 Chrome/131.0",
        createdAt: new Date(now.getTime() - rnd.int(70, 200) * DAY),
        expiredAt: new Date(now.getTime() - DAY),
      })),
    )
    .returning({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint });
  const byUser = new Map(members.map((m) => [m.id, m]));

  for (let k = 0; k < NOTIFICATIONS.length; k++) {
    const spec = NOTIFICATIONS[k]!;
    const laws = ("laws" in spec ? [...spec.laws] : []) as ("an" | "af")[];
    const platforms = ("platforms" in spec ? [...spec.platforms] : []) as ("market" | "myaffil")[];
    const sentAt = new Date(now.getTime() - (60 - k * 7) * DAY + rnd.int(8, 17) * HOUR);
    const [n] = await tx
      .insert(pushNotifications)
      .values({
        title: spec.title,
        body: spec.body,
        url: spec.url,
        audience: { laws, platforms },
        state: "sent",
        sendAt: sentAt,
        sentAt,
        createdBy: admins[0]?.id ?? null,
        createdAt: new Date(sentAt.getTime() - rnd.int(1, 48) * HOUR),
      })
      .returning({ id: pushNotifications.id });
    const audience = subs.filter((s) => {
      const m = byUser.get(s.userId)!;
      if (laws.length && !laws.includes(m.law as "an")) return false;
      if (platforms.includes("market") && !(m.market > 0)) return false;
      if (platforms.includes("myaffil") && m.myaffil === null) return false;
      return true;
    });
    if (audience.length === 0) continue;
    await tx.insert(pushDeliveries).values(
      audience.map((s, i) => {
        const roll = rnd.next();
        const state = roll < 0.88 ? "delivered" : roll < 0.95 ? "expired" : "failed";
        const clicked = state === "delivered" && rnd.chance(0.18);
        return {
          notificationId: n!.id,
          subscriptionId: s.id,
          userId: s.userId,
          state: state as "delivered" | "expired" | "failed",
          clickToken: `seed-${seed}-${n!.id}-${i}-${rnd.int(100000, 999999)}`,
          attempts: state === "failed" ? 5 : 1,
          statusCode: state === "delivered" ? 201 : state === "expired" ? 410 : 503,
          response:
            state === "delivered"
              ? null
              : state === "expired"
                ? "push subscription has unsubscribed or expired."
                : "Service Unavailable",
          service: new URL(s.endpoint).host,
          createdAt: sentAt,
          sentAt: new Date(sentAt.getTime() + rnd.int(1, 30) * 1000),
          clickedAt: clicked ? new Date(sentAt.getTime() + rnd.int(2, 600) * 60_000) : null,
        };
      }),
    );
  }

  // One notification waits for next week; its fan-out job is in the queue.
  const sendAt = new Date(now.getTime() + 7 * DAY);
  const [later] = await tx
    .insert(pushNotifications)
    .values({
      title: "Webinaire Weedo",
      body: "Inscrivez-vous au webinaire de lancement de la nouvelle plateforme.",
      url: "/dashboard",
      audience: { laws: ["an", "af"], platforms: [] },
      sendAt,
      createdBy: admins[0]?.id ?? null,
      createdAt: new Date(now.getTime() - 2 * HOUR),
    })
    .returning({ id: pushNotifications.id });
  await enqueue(tx, PUSH_FANOUT_JOB, { notificationId: later!.id }, { runAt: sendAt, createdAt: now });
}
