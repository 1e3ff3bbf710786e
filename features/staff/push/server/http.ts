import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { PUSH_CSV_CAP } from "./limits";
import { recordClick } from "./notifications";
import { deliveryFilterSchema, listDeliveries } from "./reports";

type DbSource = { db?: () => Promise<Db> };
const dbOf = async (opts: DbSource) => (opts.db ? opts.db() : (await import("@/lib/db")).getDb());

/**
 * POST /api/push/click {"token": "…"}: the service worker's notificationclick reports a click. No
 * session is needed (the browser may be signed out by then): the delivery's unguessable token,
 * carried only inside the encrypted push, is the proof. Answers 204 whether or not it counted, so
 * the endpoint tells a prober nothing.
 */
export function createPushClickHandler(opts: DbSource = {}) {
  return async function POST(request: Request): Promise<Response> {
    let token = "";
    try {
      const body = (await request.json()) as { token?: unknown };
      token = typeof body.token === "string" ? body.token : "";
    } catch {
      return new Response(null, { status: 400 });
    }
    await recordClick(await dbOf(opts), token);
    return new Response(null, { status: 204 });
  };
}

const HEADER = [
  "date",
  "notification_id",
  "title",
  "recipient",
  "service",
  "state",
  "status",
  "response",
  "attempts",
  "clicked_at",
] as const;

/** GET /api/push/deliveries/csv?notificationId=&state=&from=&to=: the delivery log as CSV (ad only). */
export function createPushDeliveriesCsvHandler(opts: DbSource = {}) {
  return async function GET(request: Request): Promise<Response> {
    const ctx = await buildContext(request.headers, opts.db ? await opts.db() : undefined);
    const refused = refusal(REST_POLICIES.pushDeliveriesExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const p = new URL(request.url).searchParams;
    const id = Number.parseInt(p.get("notificationId") ?? "", 10);
    const parsed = deliveryFilterSchema.safeParse({
      notificationId: Number.isFinite(id) ? id : undefined,
      state: p.get("state") ?? "",
      from: p.get("from") ?? "",
      to: p.get("to") ?? "",
    });
    if (!parsed.success) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const list = await listDeliveries(ctx.db, parsed.data, 1, PUSH_CSV_CAP);
    return csvResponse({
      filename: `push-${new Date().toISOString().slice(0, 10)}.csv`,
      header: HEADER,
      rows: list.items.map((d) => [
        d.at,
        String(d.notificationId),
        d.title,
        d.recipient ?? "",
        d.service,
        d.state,
        d.statusCode === null ? "" : String(d.statusCode),
        d.response ?? "",
        String(d.attempts),
        d.clickedAt ?? "",
      ]),
      headers: { "x-row-count": String(list.items.length) },
    });
  };
}
