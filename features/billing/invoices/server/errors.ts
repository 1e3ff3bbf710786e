import { createGraphQLError } from "graphql-yoga";

/** A row the caller may not see answers like one that does not exist (ownership is in the where-clause). */
export const notFound = (what = "Not found") => createGraphQLError(what, { extensions: { code: "NOT_FOUND" } });

/** Well formed, but the invoice's state refuses it (already paid, credit larger than what remains…). */
export const conflict = (message: string, code = "CONFLICT") =>
  createGraphQLError(message, { extensions: { code, http: { status: 409 } } });
