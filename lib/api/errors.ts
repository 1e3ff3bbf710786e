// Built with yoga's own GraphQLError so that its error masking recognises them whichever copy of
// graphql (ESM or CJS) the caller's module resolved.
import { createGraphQLError } from "graphql-yoga";

/** Codes the clients act on: UNAUTHENTICATED logs the browser out (spec section 8). */
export const unauthenticated = () =>
  createGraphQLError("Authentication required", { extensions: { code: "UNAUTHENTICATED" } });

export const forbidden = (message = "Not allowed") =>
  createGraphQLError(message, { extensions: { code: "FORBIDDEN" } });

export const badInput = (message: string, fields?: Record<string, string>) =>
  createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", fields } });

/** Too many requests of a kind from one client: the message says to wait, the code lets a client tell it apart. */
export const rateLimited = (message = "Too many requests: try again in a few minutes") =>
  createGraphQLError(message, { extensions: { code: "RATE_LIMITED", http: { status: 429 } } });
