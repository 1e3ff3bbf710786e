import { MG_WS_TIMEOUT_MS } from "@/features/mongustave/web-services/server/ws-request";
import type { mgDeliveries, mgLeads } from "../schema";
import type { MgDeliveryState, MgProduct, MgWsState } from "@/lib/domain/states";
import { fraudLeads } from "./mongustave-fraud";
import { person, type LeadDraft } from "./mongustave-people";
import type { Random } from "./random";

const DAY = 86_400_000;
/** How long a web service has to answer one attempt (a timeout records this as its response time). */
const TIMEOUT_MS = MG_WS_TIMEOUT_MS;
/** The job queue's backoff before the second and third attempts (lib/jobs/queue.ts: 10 s, doubling). */
const BACKOFF_MS = [10_000, 20_000];

/** How a demo WS behaves: answers quickly, slowly (2–4.5 s), fails half the time, or was paused. */
export type WsProfile = "normal" | "slow" | "failing" | "paused";

export interface SeedWs {
  id: number;
  clientId: number;
  product: MgProduct;
  priceCents: number;
  state: MgWsState;
  profile: WsProfile;
  createdAt: Date;
  pausedAt: Date | null;
}

export interface MgTraffic {
  leads: (typeof mgLeads.$inferInsert)[];
  deliveries: (typeof mgDeliveries.$inferInsert)[];
  /** Consecutive failed deliveries at the end of each WS's history. */
  failureStreaks: Map<number, number>;
  /** When each WS's last delivery settled. */
  lastSettled: Map<number, Date>;
}

type Delivery = typeof mgDeliveries.$inferInsert & { createdAt: Date; settledAt: Date };

const PRODUCT_WEIGHTS: [MgProduct, number][] = [
  ["assurance_auto", 24],
  ["assurance_habitation", 16],
  ["mutuelle", 20],
  ["energie", 18],
  ["credit_conso", 12],
  ["rachat_credit", 10],
];
/** Requests per UTC hour: quiet at night, busiest in the evening. */
const HOUR_WEIGHTS = [1, 1, 0, 0, 0, 1, 2, 4, 6, 7, 8, 8, 7, 7, 8, 8, 8, 9, 10, 10, 9, 7, 4, 2];
/** Outcome odds by profile: accepted, refused, error (else timeout). */
const ODDS: Record<WsProfile, [number, number, number]> = {
  normal: [0.7, 0.25, 0.03],
  slow: [0.62, 0.25, 0.03],
  failing: [0.33, 0.17, 0.3],
  paused: [0.66, 0.26, 0.04],
};
const REFUSALS = ["doublon", "hors zone", "profil non éligible", "déjà client", "quota journalier atteint"];
const ERRORS: [number, string][] = [
  [500, '{"error":"Internal Server Error"}'],
  [502, "<html><head><title>502 Bad Gateway</title></head>"],
  [503, '{"message":"Service temporarily unavailable"}'],
];

function weighted<T>(rnd: Random, items: [T, number][]): T {
  let roll = rnd.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[items.length - 1]![0];
}

/** Log-normal around `median` ms (Box–Muller), as web service response times spread. */
function logNormal(rnd: Random, median: number, sigma: number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rnd.next())) * Math.cos(2 * Math.PI * rnd.next());
  return Math.round(median * Math.exp(sigma * z));
}

const answerMs = (rnd: Random, profile: WsProfile) =>
  profile === "slow" ? rnd.int(2_000, 4_500) : Math.min(4_000, Math.max(40, logNormal(rnd, 300, 0.45)));

/** The ordinary traffic: 90 days before the seed clock, ~45–80 requests a weekday, fewer at weekends. */
function dailyTraffic(rnd: Random, now: Date): LeadDraft[] {
  const out: LeadDraft[] = [];
  const hours = HOUR_WEIGHTS.map((w, h): [number, number] => [h, w]);
  for (let d = 90; d >= 1; d--) {
    const day = now.getTime() - d * DAY;
    const weekday = new Date(day).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? rnd.int(26, 40) : rnd.int(45, 80);
    for (let i = 0; i < count; i++) {
      const at = new Date(day + weighted(rnd, hours) * 3_600_000 + rnd.int(0, 3_599_999));
      out.push(person(rnd, weighted(rnd, PRODUCT_WEIGHTS), at));
    }
  }
  return out;
}

/** A few test requests of the last days, the only ones a WS in test receives. */
function testLeads(rnd: Random, now: Date, ws: SeedWs[]): LeadDraft[] {
  return ws
    .filter((w) => w.state === "test")
    .flatMap((w) =>
      Array.from({ length: 6 }, (_, i) => ({
        ...person(rnd, w.product, new Date(now.getTime() - (5 - i * 0.7) * DAY - rnd.int(0, 6) * 3_600_000)),
        source: "test",
        isTest: true,
      })),
    );
}

interface Outcome {
  state: MgDeliveryState;
  attempts: number;
  httpStatus: number | null;
  excerpt: string | null;
  responseMs: number;
  /** From the first attempt to the last answer, backoffs included. */
  spentMs: number;
}

/** One failed attempt: a timeout (no answer), or an error status with its body. */
function failure(rnd: Random, profile: WsProfile, timeout: boolean) {
  if (timeout) return { httpStatus: null, excerpt: null, responseMs: TIMEOUT_MS };
  const [status, body] = rnd.pick(ERRORS);
  return { httpStatus: status, excerpt: body, responseMs: Math.min(answerMs(rnd, profile), 1_500) };
}

function deliver(rnd: Random, w: SeedWs, leadId: number, mustAnswer: boolean): Outcome {
  const [accept, refuse, error] = ODDS[w.profile];
  // A WS past the streak cap answers: only the paused WS is left to fail for good.
  const roll = mustAnswer ? rnd.next() * (accept + refuse) : rnd.next();
  const state: MgDeliveryState =
    roll < accept
      ? "accepted"
      : roll < accept + refuse
        ? "refused"
        : roll < accept + refuse + error
          ? "error"
          : "timeout";
  if (state === "error" || state === "timeout") return failAll(rnd, w.profile, state);
  const retry = rnd.next();
  const attempts = retry < 0.9 ? 1 : retry < 0.98 ? 2 : 3;
  let spentMs = 0;
  for (let a = 1; a < attempts; a++)
    spentMs += failure(rnd, w.profile, rnd.chance(0.4)).responseMs + BACKOFF_MS[a - 1]!;
  const responseMs = answerMs(rnd, w.profile);
  const refusedBadly = state === "refused" && rnd.chance(0.15);
  return {
    state,
    attempts,
    httpStatus: state === "accepted" ? (rnd.chance(0.7) ? 200 : 201) : refusedBadly ? 422 : 200,
    excerpt:
      state === "accepted"
        ? `{"status":"accepted","lead_ref":"MG${w.id}-${leadId}"}`
        : refusedBadly
          ? '{"error":"invalid_postcode"}'
          : `{"status":"refused","reason":"${rnd.pick(REFUSALS)}"}`,
    responseMs,
    spentMs: spentMs + responseMs,
  };
}

/** Every one of the three attempts failed; the last one's answer is what the delivery keeps. */
function failAll(rnd: Random, profile: WsProfile, state: "error" | "timeout"): Outcome {
  let spentMs = BACKOFF_MS[0]! + BACKOFF_MS[1]!;
  let last = failure(rnd, profile, state === "timeout");
  spentMs += last.responseMs;
  for (let a = 2; a <= 3; a++) {
    last = failure(rnd, profile, state === "timeout");
    spentMs += last.responseMs;
  }
  return {
    state,
    attempts: 3,
    httpStatus: last.httpStatus,
    excerpt: last.excerpt,
    responseMs: last.responseMs,
    spentMs,
  };
}

const failed = (d: Delivery) => d.state === "error" || d.state === "timeout";

/**
 * Issue 15's Mon Gustave traffic: the ordinary requests, the fraud queue and a few test requests, in
 * time order with ids 1…n, each delivered to one web service of its product that was live then (test
 * requests to the WS in test). The paused WS's last `pauseAfter` deliveries time out: why the
 * platform paused it.
 */
export function buildMonGustaveTraffic(rnd: Random, now: Date, ws: SeedWs[], pauseAfter: number): MgTraffic {
  const drafts = [...dailyTraffic(rnd, now), ...fraudLeads(rnd, now), ...testLeads(rnd, now, ws)];
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const leads = drafts.map((d, i) => ({ ...d, id: i + 1 }));

  const deliveries: Delivery[] = [];
  const streak = new Map<number, number>();
  const byWs = new Map<number, Delivery[]>();
  for (const lead of leads) {
    const t = lead.createdAt.getTime();
    const targets = ws.filter(
      (w) =>
        w.product === lead.product &&
        (lead.isTest ? w.state === "test" : w.state !== "test") &&
        w.createdAt.getTime() <= t &&
        (w.pausedAt === null || t < w.pausedAt.getTime()),
    );
    if (targets.length === 0) continue; // no live WS for the product: the request stays unsold
    const w = rnd.pick(targets);
    const o = deliver(rnd, w, lead.id, (streak.get(w.id) ?? 0) >= pauseAfter - 2 && w.profile !== "paused");
    const createdAt = new Date(t + rnd.int(3, 40));
    const d: Delivery = {
      leadId: lead.id,
      webServiceId: w.id,
      clientId: w.clientId,
      product: w.product,
      state: o.state,
      priceCents: w.priceCents,
      httpStatus: o.httpStatus,
      responseExcerpt: o.excerpt,
      responseMs: o.responseMs,
      attempts: o.attempts,
      createdAt,
      settledAt: new Date(createdAt.getTime() + o.spentMs),
    };
    streak.set(w.id, failed(d) ? (streak.get(w.id) ?? 0) + 1 : 0);
    deliveries.push(d);
    const own = byWs.get(w.id);
    if (own) own.push(d);
    else byWs.set(w.id, [d]);
  }

  for (const w of ws.filter((x) => x.profile === "paused")) {
    const own = byWs.get(w.id) ?? [];
    // The delivery before the failing run succeeded, so the streak is exactly `pauseAfter`.
    const before = own[own.length - pauseAfter - 1];
    if (before && failed(before)) {
      const o = deliver(rnd, w, before.leadId, true);
      Object.assign(before, {
        state: o.state,
        attempts: o.attempts,
        httpStatus: o.httpStatus,
        responseExcerpt: o.excerpt,
        responseMs: o.responseMs,
        settledAt: new Date(before.createdAt.getTime() + o.spentMs),
      });
    }
    for (const d of own.slice(-pauseAfter)) {
      const o = failAll(rnd, w.profile, "timeout");
      Object.assign(d, {
        state: o.state,
        attempts: o.attempts,
        httpStatus: null,
        responseExcerpt: null,
        responseMs: o.responseMs,
        settledAt: new Date(d.createdAt.getTime() + o.spentMs),
      });
    }
  }

  const failureStreaks = new Map<number, number>();
  const lastSettled = new Map<number, Date>();
  for (const [id, own] of byWs) {
    let n = 0;
    while (n < own.length && failed(own[own.length - 1 - n]!)) n++;
    failureStreaks.set(id, n);
    lastSettled.set(id, own[own.length - 1]!.settledAt);
  }
  return { leads, deliveries, failureStreaks, lastSettled };
}
