import { timingSafeEqual } from "node:crypto";
import en from "@/messages/en/mongustaveEngine.json";
import fr from "@/messages/fr/mongustaveEngine.json";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { readCapped } from "@/lib/http/read-capped";
import { clientAddress } from "@/lib/security/client-address";
import { hit, isLimited } from "@/lib/security/rate-limit";
import { takeMgLead } from "./intake";
import { requestLocale } from "@/lib/i18n/request-locale";

/**
 * The key of Mon Gustave's own forms when MONGUSTAVE_INTAKE_KEY is unset, outside production only
 * (development, tests, `npm run dev`): documented in the README, worthless anywhere else.
 */
export const MONGUSTAVE_DEMO_INTAKE_KEY = "mongustave-demo-intake-key-2026";

/** The key the intake accepts now, or null (production without MONGUSTAVE_INTAKE_KEY: every call refused). */
export function mgIntakeKey(): string | null {
  const e = env();
  if (e.MONGUSTAVE_INTAKE_KEY) return e.MONGUSTAVE_INTAKE_KEY;
  return e.NODE_ENV === "production" ? null : MONGUSTAVE_DEMO_INTAKE_KEY;
}

/** One lead: a JSON body of at most 16 KB. */
const BODY_CAP = 16 * 1024;

type Key = keyof typeof fr.errors;
const TEXTS = { fr: fr.errors, en: en.errors } as const;
const localeOf = (request: Request) => requestLocale(request.headers);
const text = (locale: "fr" | "en", key: string) => TEXTS[locale][key as Key] ?? key;

/** Constant-time comparison of the bearer key (a plain === leaks the matching prefix's length). */
function keyMatches(header: string | null, expected: string | null): boolean {
  if (!expected || !header?.toLowerCase().startsWith("bearer ")) return false;
  const given = Buffer.from(header.slice(7).trim());
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

interface Deps {
  db: () => Promise<Db>;
  /** Tests give their own key; the route reads the environment's. */
  key?: () => string | null;
  now?: () => Date;
}

/**
 * POST /api/mongustave/leads, called by Mon Gustave's forms with `Authorization: Bearer <key>`; the
 * JSON body is {product, source, first_name, last_name, email, phone, postcode, city?, ip?,
 * device_id?, cost_cents?}. 201 {lead_id, web_services, fraud_state}; 400 {error: "INVALID",
 * errors: {field: message}} (French, or English by Accept-Language); 401 UNAUTHORIZED; 413; 429
 * after 20 wrong keys from one address in 15 minutes.
 */
export function createMgIntakeHandler(deps: Deps) {
  return async function POST(request: Request): Promise<Response> {
    const locale = localeOf(request);
    const ip = clientAddress(request.headers) ?? "unknown";
    if (await isLimited("mgIntakeBadKeyIp", ip))
      return Response.json({ error: "RATE_LIMITED", message: text(locale, "rateLimited") }, { status: 429 });
    if (!keyMatches(request.headers.get("authorization"), (deps.key ?? mgIntakeKey)())) {
      await hit("mgIntakeBadKeyIp", ip);
      return Response.json(
        { error: "UNAUTHORIZED", message: text(locale, "unauthorized") },
        { status: 401, headers: { "www-authenticate": 'Bearer realm="mongustave"' } },
      );
    }
    const raw = await readCapped(request, BODY_CAP);
    if (!raw) return Response.json({ error: "TOO_LARGE", message: text(locale, "tooLarge") }, { status: 413 });
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      return Response.json({ error: "INVALID", errors: { body: text(locale, "badJson") } }, { status: 400 });
    const r = await takeMgLead(await deps.db(), body, deps.now?.() ?? new Date());
    if (!r.ok)
      return Response.json(
        {
          error: "INVALID",
          errors: Object.fromEntries(Object.entries(r.errors).map(([f, k]) => [f, text(locale, k)])),
        },
        { status: 400 },
      );
    return Response.json(
      { lead_id: r.leadId, web_services: r.webServices, fraud_state: r.fraudState },
      { status: 201 },
    );
  };
}
