import en from "@/messages/en/weedoCheck.json";
import fr from "@/messages/fr/weedoCheck.json";
import { REST_POLICIES } from "@/lib/access/api-policies";
import { refusal } from "@/lib/access/api-policy";
import { buildContext } from "@/lib/api/context";
import { isAdmin } from "@/lib/api/guards";
import { csvResponse } from "@/lib/csv/response";
import type { Db } from "@/lib/db";
import { readCapped } from "@/lib/http/read-capped";
import { contactInputSchema, fieldErrors } from "@/lib/validation/check";
import { clientAndScenarioOfKey, clientOfUser } from "./clients";
import { checkFilterOf } from "./filter";
import { createList, LIST_MAX_BYTES, parseContactList, processList } from "./list-upload";
import { eventsForExport, verificationsForExport } from "./lists";
import type { MxResolver } from "./mx";
import { recordRefusedCall, verifyAndRecord } from "./verify";
import { requestLocale } from "@/lib/i18n/request-locale";
import { counted } from "@/lib/maintenance/state";

type Texts = typeof fr.inputErrors;
const TEXTS: Record<"fr" | "en", Texts> = { fr: fr.inputErrors, en: en.inputErrors };
const localeOf = (request: Request) => requestLocale(request.headers);
const text = (locale: "fr" | "en", key: string) => (TEXTS[locale] as Record<string, string>)[key] ?? key;

/** A JSON body of at most 16 KB: one contact. */
const BODY_CAP = 16 * 1024;

interface Deps {
  db: () => Promise<Db>;
  resolver?: MxResolver;
}

/**
 * The verification API: `x-api-key` names the client (the marketplace intake's key scheme); the JSON
 * body is {email?, phone?, postcode?, department?, ip?, device?} with an e-mail or a phone. 200
 * {id, score, verdict, scenario_version, checks: [{name, outcome, detail}]}, 400 {errors: {field:
 * message}} (French, or English by Accept-Language; logged as an event), 401.
 */
export function createVerifyHandler(deps: Deps) {
  return async function POST(request: Request): Promise<Response> {
    const started = performance.now();
    const locale = localeOf(request);
    const db = await deps.db();
    const found = await clientAndScenarioOfKey(db, request.headers.get("x-api-key"));
    const client = found?.client;
    if (!found || !client)
      return Response.json({ error: "UNAUTHORIZED", message: text(locale, "unauthorized") }, { status: 401 });
    const refuse = async (errors: Record<string, string>) => {
      await recordRefusedCall(db, client.id, {
        source: "api",
        status: 400,
        latencyMs: Math.round(performance.now() - started),
      });
      return Response.json(
        { error: "INVALID", errors: Object.fromEntries(Object.entries(errors).map(([f, k]) => [f, text(locale, k)])) },
        { status: 400 },
      );
    };
    const raw = await readCapped(request, BODY_CAP);
    let body: unknown;
    try {
      body = raw ? JSON.parse(new TextDecoder().decode(raw)) : undefined;
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) return refuse({ body: "badJson" });
    const parsed = contactInputSchema.safeParse(body);
    if (!parsed.success) return refuse(fieldErrors(parsed.error));
    const v = await verifyAndRecord(db, client.id, parsed.data, {
      source: "api",
      resolver: deps.resolver,
      scenario: found.scenario ?? undefined,
    });
    return Response.json({
      id: v.id,
      score: v.score,
      verdict: v.verdict,
      scenario_version: v.scenarioVersion,
      checks: v.checks,
    });
  };
}

/**
 * A CSV list upload from the verifications screen (multipart field `file`): 202 {id, total}, then the
 * list is verified in the background while the screen follows its progress (checkList). The caller's
 * own client only. The session cookie needs the x-weedo-csrf header, which a cross-site form cannot send.
 */
export function createListUploadHandler(deps: Deps & { wait?: boolean }) {
  return async function POST(request: Request): Promise<Response> {
    const bearer = /^Bearer\s+\S+$/i.test(request.headers.get("authorization") ?? "");
    if (!bearer && !request.headers.get("x-weedo-csrf"))
      return Response.json({ code: "FORBIDDEN", reason: "csrf" }, { status: 403 });
    const db = await deps.db();
    const ctx = await buildContext(request.headers, db);
    const refused = refusal(REST_POLICIES.checkListUpload, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const client = await clientOfUser(db, ctx.caller!.id);
    if (!client) return Response.json({ code: "FORBIDDEN", reason: "noProduct" }, { status: 403 });
    const bytes = await readCapped(request, LIST_MAX_BYTES + 64 * 1024);
    if (!bytes) return Response.json({ code: "BAD_INPUT", reason: "tooBig" }, { status: 413 });
    let file: File | null = null;
    try {
      const form = await new Response(new Uint8Array(bytes), {
        headers: { "content-type": request.headers.get("content-type") ?? "" },
      }).formData();
      const f = form.get("file");
      file = f instanceof File ? f : null;
    } catch {
      file = null;
    }
    if (!file) return Response.json({ code: "BAD_INPUT", reason: "noFile" }, { status: 400 });
    const parsed = parseContactList(await file.text());
    if (!parsed.ok) return Response.json({ code: "BAD_INPUT", reason: parsed.error }, { status: 400 });
    const id = await createList(db, client.id, file.name, parsed.rows.length);
    // Checked after the answer: counted, so that a restore waits for the list (lib/maintenance).
    const run = counted(() => processList(db, id, client.id, parsed.rows, { resolver: deps.resolver }));
    if (deps.wait) await run;
    else run.catch((e: unknown) => console.error("check list", id, e));
    return Response.json({ id, total: parsed.rows.length }, { status: 202 });
  };
}

const today = () => new Date().toISOString().slice(0, 10);
const detailOf = (checks: { name: string; outcome: string; detail: string }[]) =>
  checks.map((c) => `${c.name}:${c.outcome}${c.detail && c.detail !== "ok" ? `(${c.detail})` : ""}`).join(" ");

/**
 * CSV exports with the pages' filters: GET /api/check/verifications/csv (a list's result with
 * `list=<id>`, in the file's order) and /api/check/events/csv. A client gets its own rows only.
 */
export function createCheckExportHandler(kind: "verifications" | "events", deps: Pick<Deps, "db">) {
  return async function GET(request: Request): Promise<Response> {
    const db = await deps.db();
    const ctx = await buildContext(request.headers, db);
    const policy = kind === "verifications" ? REST_POLICIES.checkVerificationsExport : REST_POLICIES.checkEventsExport;
    const refused = refusal(policy, ctx.caller);
    if (refused) return Response.json({ code: refused }, { status: refused === "UNAUTHENTICATED" ? 401 : 403 });
    const filter = checkFilterOf(new URL(request.url).searchParams);
    if (!filter) return Response.json({ code: "BAD_INPUT" }, { status: 400 });
    const own = isAdmin(ctx.caller!) ? null : ((await clientOfUser(db, ctx.caller!.id))?.id ?? -1);
    if (kind === "events") {
      const rows = await eventsForExport(db, own, filter);
      return csvResponse({
        filename: `weedo-check-evenements-${today()}.csv`,
        header: [
          "id",
          "at",
          "client",
          "source",
          "scenario_version",
          "status",
          "verdict",
          "latency_ms",
          "verification_id",
        ],
        rows: rows.map((e) => [
          e.id,
          e.createdAt,
          e.clientName,
          e.source,
          e.scenarioVersion,
          e.status,
          e.verdict,
          e.latencyMs,
          e.verificationId,
        ]),
        headers: { "x-row-count": String(rows.length) },
      });
    }
    const rows = await verificationsForExport(db, own, filter);
    return csvResponse({
      filename: filter.list ? `weedo-check-liste-${filter.list}.csv` : `weedo-check-verifications-${today()}.csv`,
      header: [
        "id",
        "at",
        "client",
        "source",
        "email",
        "phone",
        "postcode",
        "score",
        "verdict",
        "scenario_version",
        "checks",
      ],
      rows: rows.map((v) => [
        v.id,
        v.createdAt,
        v.clientName,
        v.source,
        v.email,
        v.phone,
        v.postcode,
        v.score,
        v.verdict,
        v.scenarioVersion,
        detailOf(v.checks),
      ]),
      headers: { "x-row-count": String(rows.length) },
    });
  };
}
