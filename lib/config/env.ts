import { z } from "zod";
import { allowListItems, emailListVariables, idListVariables } from "./allow-lists";
import { sellerIssues, sellerVariables } from "./seller";
import { trustedProxiesValid } from "./trusted-proxies";

const optionalUrl = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ message: `expected ${what}` }).optional());

const optionalText = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

const intFrom = (def: number, min: number, max: number) =>
  z.coerce
    .number({ message: `expected a whole number from ${min} to ${max}` })
    .int({ message: `expected a whole number from ${min} to ${max}` })
    .min(min, { message: `expected a whole number from ${min} to ${max}` })
    .max(max, { message: `expected a whole number from ${min} to ${max}` })
    .default(def);

/** A process role switch: on (default) or off; 1/0 and true/false read the same. */
const onOff = () =>
  z
    .enum(["on", "off", "1", "0", "true", "false", ""], { message: "expected on or off" })
    .optional()
    .transform((v) => !(v === "off" || v === "0" || v === "false"));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** postgres://… switches from the embedded PGlite database to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
      message: "expected a postgres:// or postgresql:// URL",
    }),
  /**
   * Without DATABASE_URL: PGlite in its own process, off the render thread (default), or in the
   * portal's process as before (to compare, or where a second process is not wanted).
   */
  EMBEDDED_DB: z.enum(["process", "in-process"], { message: "expected process or in-process" }).default("process"),
  /** Where the embedded database, the generated signing key and the outbox live. */
  DATA_DIR: z.string().trim().min(1, { message: "expected a directory path" }).default(".data"),
  APP_URL: z
    .url({ message: "expected the portal's public URL, e.g. http://127.0.0.1:3000" })
    .default("http://127.0.0.1:3000"),
  /** ES256 private key as a PKCS#8 PEM; generated into DATA_DIR when absent. */
  JWT_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\\n/g, "\n") : undefined))
    .refine((v) => v === undefined || v.includes("BEGIN PRIVATE KEY"), {
      message: "expected a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)",
    }),
  /**
   * The platform certificate that seals signed insertion orders: a PKCS#12 file, base64-encoded, and its
   * passphrase; generated (self-signed) into DATA_DIR when absent, like the session key.
   */
  OI_SIGNING_P12: z.string().trim().optional(),
  OI_SIGNING_P12_PASSPHRASE: z.string().optional(),
  /**
   * The RFC 3161 timestamp authority that timestamps every insertion order's seal (PAdES B-T);
   * without it the seal carries the platform's own time only. `npm run demo` starts a local one.
   */
  TSA_URL: optionalUrl("the timestamp authority's URL, e.g. https://timestamp.example.eu/tsa"),
  SESSION_TTL_SECONDS: intFrom(8 * 3600, 60, 30 * 24 * 3600),
  MYAFFIL_API_URL: optionalUrl("the performance GraphQL API URL"),
  AUTH_API_URL: optionalUrl("the authentication GraphQL API URL"),
  MARKET_API_URL: optionalUrl("the marketplace GraphQL API URL"),
  SMTP_URL: optionalUrl("an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().default("Weedo <no-reply@weedo.test>"),
  /**
   * The portal's e-mails are DKIM-signed (RFC 6376, rsa-sha256): the RSA private key (PKCS#8 PEM;
   * generated into DATA_DIR/dkim-rsa.pem when absent, for the demo), its selector, and the signing
   * domain (MAIL_FROM's by default). `npx tsx scripts/dkim-record.ts` prints the DNS record to publish.
   */
  DKIM_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined))
    .refine((v) => v === undefined || v.includes("BEGIN PRIVATE KEY"), {
      message: "expected an RSA private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----)",
    }),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, { message: "expected a DNS label, e.g. weedo" })
    .default("weedo"),
  DKIM_DOMAIN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim().toLowerCase() : undefined))
    .refine((v) => v === undefined || /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/.test(v), {
      message: "expected a domain name, e.g. weedo.fr",
    }),
  GRAPHQL_MAX_DEPTH: intFrom(10, 2, 50),
  GRAPHQL_MAX_COST: intFrom(5000, 100, 1_000_000),
  /** Aliased fields per operation (each alias runs its resolver again). */
  GRAPHQL_MAX_ALIASES: intFrom(10, 1, 1000),
  /** Tokens per document, checked while parsing (bounds every recursion that follows). */
  GRAPHQL_MAX_TOKENS: intFrom(1000, 100, 100_000),
  GRAPHQL_MAX_DIRECTIVES: intFrom(10, 1, 1000),
  /** Other front ends (origins, comma-separated) whose pages may call the APIs with the user's cookie. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o.replace(/\/$/, "")), {
      message: "expected comma-separated origins, e.g. https://app.example.com,https://admin.example.com",
    })
    .transform((list) => list.map((o) => new URL(o).origin)),
  /** Single sign-on (OpenID Connect): a provider without an issuer is off. */
  SSO_GOOGLE_ISSUER: optionalUrl("the Google OpenID issuer URL, e.g. https://accounts.google.com"),
  SSO_GOOGLE_CLIENT_ID: optionalText(),
  SSO_GOOGLE_CLIENT_SECRET: optionalText(),
  SSO_MICROSOFT_ISSUER: optionalUrl(
    "the Microsoft OpenID issuer URL, e.g. https://login.microsoftonline.com/<tenant-id>/v2.0",
  ),
  SSO_MICROSOFT_CLIENT_ID: optionalText(),
  SSO_MICROSOFT_CLIENT_SECRET: optionalText(),
  /** Port of the local stand-in OpenID provider that `npm run demo` starts (scripts/oidc-provider.ts). */
  OIDC_DEV_PORT: intFrom(3900, 1, 65535),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Shares the sign-in and code rate limits between instances; in process memory without it. */
  RATE_LIMIT_REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^rediss?:\/\/.+/.test(v), { message: "expected a redis:// or rediss:// URL" }),
  /**
   * Reverse proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR ranges, or
   * proxy-addr's names loopback, linklocal, uniquelocal). Empty: the portal is reached directly and
   * forwarding headers are ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => trustedProxiesValid(list), {
      message: "expected comma-separated IP addresses or CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1",
    }),
  /** 1: administrators (laws ad, tem, ma) must use two-factor sign-in; they enrol after their password. */
  REQUIRE_2FA_STAFF: z
    .enum(["0", "1", ""], { message: "expected 0 or 1" })
    .optional()
    .transform((v) => v === "1"),
  /** Encrypts two-factor secrets at rest (32 bytes, base64); derived from the session signing key without it. */
  TWO_FACTOR_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || Buffer.from(v, "base64").length === 32, {
      message: "expected 32 random bytes in base64 (openssl rand -base64 32)",
    }),
  /** Which identity provider checks passwords and sends codes: the portal's own database, or an Amazon Cognito user pool. */
  IDP: z.enum(["local", "cognito"], { message: "expected local or cognito" }).default("local"),
  COGNITO_USER_POOL_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^([\w-]+_)?[0-9a-zA-Z]+$/.test(v), {
      message: "expected a Cognito user pool id, e.g. eu-central-1_AbCdEf123",
    }),
  COGNITO_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^[\w+]{1,128}$/.test(v), {
      message: "expected a Cognito app client id (letters and digits)",
    }),
  COGNITO_REGION: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: "expected an AWS region, e.g. eu-central-1" })
    .default("eu-central-1"),
  /** Another user-pool endpoint than AWS's, e.g. a cognito-local emulator. */
  COGNITO_ENDPOINT: optionalUrl("the Cognito user-pool endpoint URL, e.g. http://127.0.0.1:9229"),
  /** 1 lets webhooks reach loopback and private addresses (tests, local receivers); off everywhere else, the demo too. */
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(["0", "1", ""], { message: "expected 0 or 1" })
    .optional()
    .transform((v) => v === "1"),
  /**
   * A read replica of DATABASE_URL (postgres://…) that the statistics screens read from; the
   * primary without it. Everything that writes, or reads what it has just written, stays on the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/.+/.test(v), {
      message: "expected a postgres:// or postgresql:// URL",
    }),
  /** on: this server process runs the webhook delivery queue's loop (lib/jobs/roles.ts); off: another process does. */
  WEBHOOK_WORKER: onOff(),
  /** on: this server process runs the scheduled jobs (lib/jobs/scheduled.ts); off: another process does. */
  SCHEDULED_JOBS: onOff(),
  /** on: this server process runs the job queue's loop (lib/jobs/runner.ts: push deliveries…); off: another process does. */
  JOB_WORKER: onOff(),
  /**
   * Web Push VAPID keys (base64url, as `web-push generate-vapid-keys` prints them); generated into
   * DATA_DIR on first run when absent, like the session key. Set both or neither.
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  /** Who push services may contact about our pushes (mailto: or https:). */
  VAPID_SUBJECT: z.string().trim().default("mailto:tech@weedo.fr"),
  /** Where database backups are written (features/staff/backups/server); DATA_DIR/backups without it. */
  BACKUP_DIR: optionalText(),
  /** How many daily (scheduled) backups are kept; older ones are deleted after each new one. */
  BACKUP_KEEP: intFrom(7, 1, 365),
  /**
   * The bearer key of Mon Gustave's lead intake (POST /api/mongustave/leads), at least 16 characters.
   * Unset: the documented demo key outside production (features/mongustave/leads/server/intake-http.ts),
   * and the intake refuses every call in production.
   */
  MONGUSTAVE_INTAKE_KEY: optionalText().refine((v) => v === undefined || v.length >= 16, {
    message: "expected a key of at least 16 characters",
  }),
  /** How long a Mon Gustave client web service has to answer one delivery (milliseconds). */
  MONGUSTAVE_WS_TIMEOUT_MS: intFrom(5000, 100, 60_000),
  /**
   * The approved e-invoicing platform (plateforme agréée) every issued invoice and credit note is
   * deposited on (features/billing/e-invoicing): its API's base URL and bearer token. `npm run demo`
   * and the tests start the stand-in platform on EINVOICING_DEV_PORT when no URL is set.
   */
  EINVOICING_URL: optionalUrl("the platform's API URL, e.g. https://pa.example.fr/api"),
  EINVOICING_TOKEN: optionalText(),
  EINVOICING_DEV_PORT: intFrom(3950, 1, 65535),
  /** The seller of every invoice and the account advertisers pay into (lib/config/seller.ts). */
  ...sellerVariables,
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const allowListSchemas = [
  ...emailListVariables.map((name) => [name, z.array(z.email()), "e-mail addresses"] as const),
  ...idListVariables.map((name) => [name, z.array(z.coerce.number().int().positive()), "user ids"] as const),
];

/** The allow-list overrides (lib/config/allow-lists.ts reads them without zod, so they are checked here). */
function allowListIssues(source: Record<string, string | undefined>): string[] {
  return allowListSchemas.flatMap(([name, schema, what]) => {
    const raw = source[name];
    if (raw === undefined || schema.safeParse(allowListItems(raw)).success) return [];
    return [`${name}: expected a comma-separated list of ${what}`];
  });
}

/** Parses a set of variables; throws a ConfigError naming each bad variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const issues = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)),
    ...allowListIssues(source),
    ...(result.success ? sellerIssues(result.data) : []),
  ];
  if (!result.success || issues.length) throw new ConfigError(issues);
  return result.data;
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Forgets the parsed configuration, so that a test can change a variable and have it read again. */
export function resetEnvCache(): void {
  cached = undefined;
}
