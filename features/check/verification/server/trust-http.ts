import { z } from "zod";
import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { isCalendarDay } from "@/lib/validation/day";
import { consumption, trustStats } from "./stats";

const paramsSchema = z
  .object({
    kind: z.enum(["statistics", "consumption"]),
    from: z.string().refine(isCalendarDay),
    to: z.string().refine(isCalendarDay),
    client: z
      .string()
      .regex(/^\d{0,9}$/)
      .transform((v) => (v ? Number(v) : null)),
  })
  .refine((p) => p.from <= p.to);

/** Weedo Trust statistics (per client and verdict) or consumption (per client, plan, revenue) as CSV. */
export function createTrustExportHandler(deps: { db: () => Promise<Db> }) {
  return async function GET(request: Request): Promise<Response> {
    const db = await deps.db();
    const ctx = await buildContext(request.headers, db);
    const refused = refusal(REST_POLICIES.trustExport, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const q = new URL(request.url).searchParams;
    const p = paramsSchema.safeParse({
      kind: q.get("kind") ?? "",
      from: q.get("from") ?? "",
      to: q.get("to") ?? "",
      client: q.get("client") ?? "",
    });
    if (!p.success) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const range = { from: p.data.from, to: p.data.to, clientId: p.data.client };
    if (p.data.kind === "statistics") {
      const s = await trustStats(db, range);
      return csvResponse({
        filename: `weedo-trust-statistiques-${range.from}-${range.to}.csv`,
        header: ["client_id", "client", "verifications", "valid", "risky", "invalid", "latency_ms"],
        rows: s.clients.map((c) => [c.clientId, c.name, c.total, c.valid, c.risky, c.invalid, c.latencyMs]),
      });
    }
    const c = await consumption(db, range);
    return csvResponse({
      filename: `weedo-trust-consommation-${range.from}-${range.to}.csv`,
      header: ["client_id", "client", "plan", "used", "usage", "revenue_cents"],
      rows: c.clients.map((r) => [
        r.clientId,
        r.name,
        r.plan,
        r.used,
        Math.round(r.usage * 1000) / 1000,
        r.revenueCents,
      ]),
    });
  };
}
