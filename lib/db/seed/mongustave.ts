import { MG_AUTO_PAUSE_REASON, MG_PAUSE_AFTER_FAILURES } from "@/features/mongustave/leads/server/deliver";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../client";
import { mgDeliveries, mgLeads, mgWebServices, users } from "../schema";
import type { MgProduct, MgWsMethod, MgWsState } from "@/lib/domain/states";
import { buildMonGustaveTraffic, type SeedWs, type WsProfile } from "./mongustave-leads";
import { seededRandom, type Random } from "./random";

const DAY = 86_400_000;

/** The demo's notable web services, by name, for tests and the README (ids are not promised). */
export const MG_DEMO = {
  /** annonceur@weedo.test: the main Mon Gustave client, also on the extract-mer list. */
  mainClientId: 4,
  /** Answers in 2 to 4.5 s: flagged by tempReponseWS. */
  slowWs: "Durand Habitation – devis MRH",
  /** Active but fails (error, timeout) on about half of its deliveries. */
  failingWs: "Moreau Crédit conso",
  /** Paused by the platform after its failed deliveries in a row, six days before the seed clock. */
  pausedWs: "Moreau Rachat de crédit",
  /** Still in test: receives only test leads. */
  testWs: "Durand Santé – mutuelle",
  /** Consecutive failures after which the platform paused `pausedWs` (as its pause reason says). */
  pauseAfterFailures: MG_PAUSE_AFTER_FAILURES,
} as const;

interface WsSpec {
  /** "generated": the first active generated advertiser (user 7 when the seed makes none). */
  client: number | "generated";
  name: string;
  product: MgProduct;
  path: string;
  method: MgWsMethod;
  priceCents: number;
  state: MgWsState;
  profile: WsProfile;
  mapping: Record<string, string>;
  database: string;
}

const FR_MAPPING = { firstname: "prenom", lastname: "nom", email: "email", phone: "telephone", postcode: "cp" };

const WEB_SERVICES: WsSpec[] = [
  {
    client: 4,
    name: "Durand Auto – devis express",
    product: "assurance_auto",
    path: "/api/v2/leads/auto",
    method: "POST",
    priceCents: 2_400,
    state: "active",
    profile: "normal",
    mapping: { ...FR_MAPPING, city: "ville" },
    database: "durand_auto_prod",
  },
  {
    client: 4,
    name: MG_DEMO.slowWs,
    product: "assurance_habitation",
    path: "/api/v2/leads/habitation",
    method: "POST",
    priceCents: 1_800,
    state: "active",
    profile: "slow",
    mapping: { ...FR_MAPPING, city: "ville" },
    database: "durand_mrh_prod",
  },
  {
    client: 4,
    name: MG_DEMO.testWs,
    product: "mutuelle",
    path: "/api/v2/leads/sante",
    method: "POST",
    priceCents: 3_200,
    state: "test",
    profile: "normal",
    mapping: { ...FR_MAPPING, city: "ville" },
    database: "durand_sante_recette",
  },
  {
    client: 5,
    name: "Perrin Énergies – gaz et électricité",
    product: "energie",
    path: "/leads/import.php",
    method: "GET",
    priceCents: 900,
    state: "active",
    profile: "normal",
    mapping: { firstname: "first_name", lastname: "last_name", email: "mail", phone: "tel", postcode: "zip" },
    database: "perrin_crm",
  },
  {
    client: 7,
    name: MG_DEMO.failingWs,
    product: "credit_conso",
    path: "/ws/credit/lead",
    method: "POST",
    priceCents: 3_800,
    state: "active",
    profile: "failing",
    mapping: { ...FR_MAPPING, email: "courriel", city: "commune" },
    database: "moreau_credit",
  },
  {
    client: 7,
    name: MG_DEMO.pausedWs,
    product: "rachat_credit",
    path: "/ws/rachat/lead",
    method: "POST",
    priceCents: 4_500,
    state: "paused",
    profile: "paused",
    mapping: { ...FR_MAPPING, email: "courriel", city: "commune" },
    database: "moreau_rachat",
  },
  {
    client: "generated",
    name: "Mutuelle santé – comparateur",
    product: "mutuelle",
    path: "/v1/prospects",
    method: "POST",
    priceCents: 2_900,
    state: "active",
    profile: "normal",
    mapping: {
      firstname: "firstName",
      lastname: "lastName",
      email: "email",
      phone: "phoneNumber",
      postcode: "zipCode",
    },
    database: "mutuelle_leads",
  },
];

const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const hex = (rnd: Random, n: number) => Array.from({ length: n }, () => rnd.int(0, 15).toString(16)).join("");

/**
 * Issue 15's Mon Gustave demo: seven web services of four advertisers (annonceur@, annonceur.perf@,
 * multi@ and one generated advertiser) across the six products, one slow, one failing, one paused by
 * the platform and one in test; 90 days of leads with their deliveries, and the fraud queue. Its own
 * random stream, so it moves no other demo figure.
 */
export async function seedMonGustave(tx: Db, now: Date, seed: number): Promise<void> {
  const rnd = seededRandom(seed + 15);
  const [generated] = await tx
    .select({ id: users.id, society: users.society })
    .from(users)
    .where(and(eq(users.law, "an"), eq(users.status, "active"), gte(users.id, 100)))
    .orderBy(asc(users.id))
    .limit(1);
  const clients = await tx.select({ id: users.id, society: users.society }).from(users);
  const societyOf = new Map(clients.map((c) => [c.id, c.society ?? `client-${c.id}`]));

  const pausedAt = new Date(now.getTime() - 6 * DAY + 10 * 3_600_000 + rnd.int(0, 3_599) * 1000);
  const specs = WEB_SERVICES.map((w) => ({
    ...w,
    clientId: w.client === "generated" ? (generated?.id ?? 7) : w.client,
  }));
  const rows = specs.map((w) => {
    const host = slug(societyOf.get(w.clientId) ?? `client-${w.clientId}`);
    const daysAgo = w.state === "test" ? 12 : rnd.int(110, 240);
    const createdAt = new Date(now.getTime() - daysAgo * DAY + rnd.int(8 * 3_600, 18 * 3_600) * 1000);
    return {
      clientId: w.clientId,
      name: w.client === "generated" && generated?.society ? `${generated.society} – ${w.name}` : w.name,
      product: w.product,
      endpoint: `https://ws.${host}.example${w.path}`,
      method: w.method,
      fieldMapping: w.mapping,
      consumerKey: `ck_${hex(rnd, 32)}`,
      consumerSecret: `cs_${hex(rnd, 40)}`,
      clientToken: `${host.slice(0, 3).toUpperCase()}-${hex(rnd, 8).toUpperCase()}-${hex(rnd, 4).toUpperCase()}`,
      databaseName: w.database,
      priceCents: w.priceCents,
      state: w.state,
      // The planned pause; set to the last failed delivery's time once the traffic is drawn.
      pausedAt: w.state === "paused" ? pausedAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx
    .insert(mgWebServices)
    .values(rows)
    .returning({ id: mgWebServices.id, name: mgWebServices.name });
  const ws: SeedWs[] = specs.map((w, i) => ({
    id: inserted[i]!.id,
    clientId: w.clientId,
    product: w.product,
    priceCents: w.priceCents,
    state: w.state,
    profile: w.profile,
    createdAt: rows[i]!.createdAt,
    // Deliveries to the paused WS stop at the planned pause; its real pause time is its last failure.
    pausedAt: w.state === "paused" ? pausedAt : null,
  }));

  const traffic = buildMonGustaveTraffic(rnd, now, ws, MG_DEMO.pauseAfterFailures);
  for (let k = 0; k < traffic.leads.length; k += 1000)
    await tx.insert(mgLeads).values(traffic.leads.slice(k, k + 1000));
  // Explicit ids leave the identity sequence behind: move it past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('mg_leads', 'id'), (select max(id) from mg_leads))`);
  for (let k = 0; k < traffic.deliveries.length; k += 1000)
    await tx.insert(mgDeliveries).values(traffic.deliveries.slice(k, k + 1000));

  for (const w of ws) {
    const streak = traffic.failureStreaks.get(w.id) ?? 0;
    const lastFailure = traffic.lastSettled.get(w.id);
    if (w.state === "paused") {
      const at = lastFailure ?? pausedAt;
      await tx
        .update(mgWebServices)
        .set({
          failureStreak: streak,
          pausedAt: at,
          updatedAt: at,
          pauseReason: MG_AUTO_PAUSE_REASON,
        })
        .where(eq(mgWebServices.id, w.id));
    } else if (streak > 0) {
      await tx.update(mgWebServices).set({ failureStreak: streak }).where(eq(mgWebServices.id, w.id));
    }
  }
}
