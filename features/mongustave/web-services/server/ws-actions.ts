import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mgDeliveries, mgLeads, mgWebServices, users } from "@/lib/db/schema";
import type { MgDeliveryState } from "@/lib/domain/states";
import { literalRefusal } from "@/lib/http/outbound";
import { notifyRealtime } from "@/lib/realtime/bus";
import { audit } from "@/lib/security/audit";
import { changesOf } from "@/lib/security/audit-changes";
import type { MgWsCreateInput, MgWsUpdateInput } from "@/lib/validation/mongustave-ws";
import { attemptDelivery, pauseWebService } from "@/features/mongustave/leads/server/deliver";
import type { MgWsRow } from "./web-services";

/**
 * The spec's web service actions (test, validate, pause, change) and creation. The caller has
 * already been allowed to act on the WS (features/mongustave/web-services/api.ts); every change is
 * written to the audit log with secrets masked.
 */

export interface Actor {
  id: number;
  ip: string | null;
}

/** A field error of the mutations (a key of mongustaveEngine.errors). */
export class MgWsInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("Invalid web service input");
  }
}

/** What the audit log keeps of a WS: named so that the secrets are masked by audit-changes' rule. */
const auditView = (w: Partial<MgWsRow>) => ({
  name: w.name,
  product: w.product,
  endpoint: w.endpoint,
  method: w.method,
  fieldMapping: w.fieldMapping,
  consumer_api_key: w.consumerKey,
  consumerSecret: w.consumerSecret,
  clientToken: w.clientToken,
  databaseName: w.databaseName,
  priceCents: w.priceCents,
  state: w.state,
  pauseReason: w.pauseReason,
});

const auditWs = (db: Db, actor: Actor, action: Parameters<typeof audit>[1]["action"], wsId: number, extra = {}) =>
  audit(db, {
    actorId: actor.id,
    ip: actor.ip,
    action,
    targetType: "mg_web_service",
    targetId: String(wsId),
    ...extra,
  });

/** An endpoint whose literal address is internal is refused when saved (host names are checked at every send). */
function checkEndpoint(endpoint: string | undefined) {
  if (endpoint && literalRefusal(endpoint)) throw new MgWsInputError({ endpoint: "refusedEndpoint" });
}

/** Creates a WS in test (an administrator, for an advertiser). */
export async function createMgWebService(db: Db, input: MgWsCreateInput, actor: Actor, now = new Date()) {
  checkEndpoint(input.endpoint);
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.clientId), eq(users.law, "an")));
  if (!client) throw new MgWsInputError({ clientId: "unknownClient" });
  if (await nameTaken(db, input.clientId, input.name)) throw new MgWsInputError({ name: "nameTaken" });
  const [w] = await db
    .insert(mgWebServices)
    .values({ ...input, state: "test", createdAt: now, updatedAt: now })
    .returning();
  await auditWs(db, actor, "mg_ws_created", w!.id, {
    details: { clientId: input.clientId },
    changes: changesOf(null, auditView(w!)),
  });
  return w!;
}

/** Changes the given fields; a secret not given keeps its value. */
export async function updateMgWebService(
  db: Db,
  before: MgWsRow,
  input: MgWsUpdateInput,
  actor: Actor,
  now = new Date(),
) {
  checkEndpoint(input.endpoint);
  if (input.name && (await nameTaken(db, before.clientId, input.name, before.id)))
    throw new MgWsInputError({ name: "nameTaken" });
  const [w] = await db
    .update(mgWebServices)
    .set({ ...input, updatedAt: now })
    .where(eq(mgWebServices.id, before.id))
    .returning();
  const changes = changesOf(auditView(before), auditView(w!));
  if (Object.keys(changes).length) await auditWs(db, actor, "mg_ws_updated", w!.id, { changes });
  return w!;
}

/** test → active: the WS starts receiving the live leads of its product. Only from test. */
export async function validateMgWebService(db: Db, ws: MgWsRow, actor: Actor, now = new Date()) {
  if (ws.state !== "test") throw new MgWsInputError({ state: "notInTest" });
  const [w] = await db
    .update(mgWebServices)
    .set({ state: "active", failureStreak: 0, updatedAt: now })
    .where(and(eq(mgWebServices.id, ws.id), eq(mgWebServices.state, "test")))
    .returning();
  if (!w) throw new MgWsInputError({ state: "notInTest" });
  await auditWs(db, actor, "mg_ws_validated", ws.id, { changes: changesOf({ state: ws.state }, { state: w.state }) });
  await notifyRealtime(db, "mongustave", { webServiceId: ws.id });
  return w;
}

/** A manual pause (its pending live deliveries are settled as errors, like an automatic one). */
export async function pauseMgWebService(db: Db, ws: MgWsRow, actor: Actor, now = new Date()) {
  if (await pauseWebService(db, ws.id, "manual", now)) {
    await auditWs(db, actor, "mg_ws_paused", ws.id, { changes: changesOf({ state: ws.state }, { state: "paused" }) });
    await notifyRealtime(db, "mongustave", { webServiceId: ws.id });
  }
  return (await db.select().from(mgWebServices).where(eq(mgWebServices.id, ws.id)))[0]!;
}

/** paused → active, with a fresh failure streak. */
export async function resumeMgWebService(db: Db, ws: MgWsRow, actor: Actor, now = new Date()) {
  const [w] = await db
    .update(mgWebServices)
    .set({ state: "active", pausedAt: null, pauseReason: null, failureStreak: 0, updatedAt: now })
    .where(and(eq(mgWebServices.id, ws.id), eq(mgWebServices.state, "paused")))
    .returning();
  if (!w) return ws;
  await auditWs(db, actor, "mg_ws_resumed", ws.id, {
    changes: changesOf({ state: ws.state, pauseReason: ws.pauseReason }, { state: w.state, pauseReason: null }),
  });
  await notifyRealtime(db, "mongustave", { webServiceId: ws.id });
  return w;
}

/** A synthetic consumer for the "test" action: clearly fake, valid for every field check of a client. */
const TEST_LEAD = {
  source: "test",
  firstname: "Test",
  lastname: "Weedo",
  email: "test.mongustave@weedo.fr",
  phone: "+33612345678",
  postcode: "75002",
  city: "Paris",
} as const;

export interface MgWsTestResult {
  deliveryId: number;
  leadId: number;
  state: MgDeliveryState;
  httpStatus: number | null;
  responseMs: number | null;
  excerpt: string | null;
}

/**
 * Sends one test lead (is_test: never billed nor counted) to this WS only, now and once, and
 * answers what the WS said. Allowed in every state, so that a paused WS can be checked before it
 * is resumed; it does not touch the WS's failure streak.
 */
export async function testMgWebService(db: Db, ws: MgWsRow, actor: Actor, now = new Date()): Promise<MgWsTestResult> {
  const { leadId, deliveryId } = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(mgLeads)
      .values({ ...TEST_LEAD, product: ws.product, isTest: true, createdAt: now })
      .returning({ id: mgLeads.id });
    const [d] = await tx
      .insert(mgDeliveries)
      .values({
        leadId: lead!.id,
        webServiceId: ws.id,
        clientId: ws.clientId,
        product: ws.product,
        priceCents: 0,
        createdAt: now,
      })
      .returning({ id: mgDeliveries.id });
    return { leadId: lead!.id, deliveryId: d!.id };
  });
  const r = await attemptDelivery(db, deliveryId, { lastAttempt: true, now });
  const result: MgWsTestResult = {
    deliveryId,
    leadId,
    state: r?.state ?? "error",
    httpStatus: r?.httpStatus ?? null,
    responseMs: r?.responseMs ?? null,
    excerpt: r?.excerpt ?? null,
  };
  await auditWs(db, actor, "mg_ws_tested", ws.id, {
    details: { deliveryId, state: result.state, httpStatus: result.httpStatus, responseMs: result.responseMs },
  });
  return result;
}

/** Whether another WS of the same client already has this name (names identify WS on the screens). */
export async function nameTaken(db: Db, clientId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: mgWebServices.id })
    .from(mgWebServices)
    .where(
      and(
        eq(mgWebServices.clientId, clientId),
        eq(mgWebServices.name, name),
        exceptId ? ne(mgWebServices.id, exceptId) : undefined,
      ),
    );
  return rows.length > 0;
}
