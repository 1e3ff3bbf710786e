import { createGraphQLError } from "graphql-yoga";
import type { z } from "zod";

/**
 * A refusal of the orders, filters, cart and promo domains: `message` and `extensions.reason` are a
 * key of the `marketOrders.errors` messages the UI translates; `fields` names each wrong field.
 */
export function orderError(
  code: "BAD_USER_INPUT" | "NOT_FOUND" | "FORBIDDEN",
  reason: string,
  fields?: Record<string, string>,
) {
  return createGraphQLError(reason, { extensions: { code, reason, ...(fields ? { fields } : {}) } });
}

export const notFound = () => orderError("NOT_FOUND", "notFound");

/** Parses a resolver input with the form's own schema; a failure names every field with its message key. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "_"] ??= issue.message;
  const first = Object.values(fields)[0] ?? "invalid";
  throw orderError("BAD_USER_INPUT", first, fields);
}
