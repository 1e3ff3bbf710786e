import { createGraphQLError } from "graphql-yoga";
import type { z } from "zod";

/**
 * A refusal of the money domain. `message` and `extensions.reason` are the same key of the
 * `marketMoney.errors` messages, which the UI translates; `extensions.code` is the API's usual code.
 */
export function moneyError(
  code: "BAD_USER_INPUT" | "NOT_FOUND" | "FORBIDDEN" | "CONFLICT",
  reason: string,
  extra: Record<string, unknown> = {},
) {
  return createGraphQLError(reason, { extensions: { code, reason, ...extra } });
}

/** Parses a resolver input with the form's own schema; a failure names each field with its message key. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0] ?? "invalid";
  throw createGraphQLError(first, { extensions: { code: "BAD_USER_INPUT", reason: first, fields } });
}
