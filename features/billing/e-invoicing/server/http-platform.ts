import { z } from "zod";
import { outboundRequest } from "@/lib/http/outbound";
import { PLATFORM_STATUSES } from "../statuses";
import { PlatformRefusal, type EinvoicingPlatform, type PlatformEvent } from "./platform";

const eventSchema = z.object({
  status: z.enum(PLATFORM_STATUSES),
  at: z.iso.datetime({ offset: true }),
  reason: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
const depositSchema = z.object({ id: z.string().min(1).max(200) });
const eventsSchema = z.object({ events: z.array(eventSchema).max(50) });
const inboxSchema = z.object({
  documents: z
    .array(
      z.object({
        id: z.string().min(1).max(200),
        filename: z.string().max(200),
        pdf: z.string().nullish(),
        xml: z.string().max(2_000_000),
      }),
    )
    .max(100),
  cursor: z.string().max(200).nullable(),
});

/** Deposits carry a PDF of up to a few hundred kilobytes; the inbox up to 100 documents. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * The platform's HTTP API (JSON, bearer token), through the one guarded outbound client. Its URL is
 * the operator's configuration, not a user's input, so a platform on the private network is allowed.
 * A 4xx is a refusal (PlatformRefusal: the job fails at once); anything else unexpected is thrown
 * for the queue to retry.
 */
export function httpPlatform(baseUrl: string, token: string | undefined): EinvoicingPlatform {
  const base = baseUrl.replace(/\/+$/, "");
  async function call<T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const r = await outboundRequest({
      url: `${base}${path}`,
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      maxBytes: MAX_ANSWER_BYTES,
      allowPrivate: true,
    });
    if (r.error) throw new Error(`e-invoicing platform unreachable: ${r.error.message}`);
    if (r.status !== null && r.status >= 400 && r.status < 500 && r.status !== 429)
      throw new PlatformRefusal(
        `e-invoicing platform refused ${method} ${path}: ${r.status} ${r.excerpt ?? ""}`,
        r.status,
      );
    if (!r.ok) throw new Error(`e-invoicing platform answered ${r.status} to ${method} ${path}`);
    const parsed = schema.safeParse(JSON.parse(r.text));
    if (!parsed.success) throw new Error(`e-invoicing platform's answer to ${method} ${path} is not in its contract`);
    return parsed.data;
  }
  return {
    async deposit(file) {
      const { id } = await call(
        depositSchema,
        "POST",
        "/v1/invoices",
        { number: file.number, filename: file.filename, pdf: Buffer.from(file.pdf).toString("base64"), xml: file.xml },
        { "idempotency-key": file.idempotencyKey },
      );
      return { ref: id };
    },
    async events(ref) {
      return (await call(eventsSchema, "GET", `/v1/invoices/${encodeURIComponent(ref)}/events`)).events;
    },
    async collected(ref, payment): Promise<PlatformEvent> {
      return call(eventSchema, "POST", `/v1/invoices/${encodeURIComponent(ref)}/events`, {
        status: "collected",
        amount_cents: payment.amountCents,
        date: payment.date,
      });
    },
    async inbox(after) {
      const r = await call(inboxSchema, "GET", `/v1/inbox${after ? `?after=${encodeURIComponent(after)}` : ""}`);
      return {
        cursor: r.cursor,
        documents: r.documents.map((d) => ({
          ref: d.id,
          filename: d.filename,
          pdf: d.pdf ? new Uint8Array(Buffer.from(d.pdf, "base64")) : null,
          xml: d.xml,
        })),
      };
    },
  };
}
