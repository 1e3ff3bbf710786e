import type { TadaDocumentNode } from "gql.tada";
// gql.tada's own printer (already in the bundle through gql.tada): 4 KB lighter than graphql's on the guest pages.
import { print } from "@0no-co/graphql.web";
import { ENDPOINTS } from "@/lib/apollo/endpoints";

interface ResponseError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The identity API refused the operation: its GraphQL errors, with their extensions (field messages). */
export class AuthRequestError extends Error {
  constructor(readonly errors: readonly ResponseError[]) {
    super(errors[0]?.message ?? "identity API answered no data");
    this.name = "AuthRequestError";
  }
}

/** The server's own words (in the person's language) when it refused because a restore is running. */
export function maintenanceMessage(error: unknown): string | null {
  if (!(error instanceof AuthRequestError)) return null;
  return error.errors.find((e) => e.extensions?.code === "MAINTENANCE")?.message ?? null;
}

/**
 * Runs one document of the identity API from a guest page (login, sign-up, password, e-mail check).
 * Those pages send a handful of operations and cache nothing, so a plain `fetch` replaces the Apollo
 * client they would otherwise load before the first paint. Like Apollo's `useMutation`, it rejects on
 * a network failure, an HTTP error or any GraphQL error, so callers keep one `catch` for "try again".
 */
export async function authRequest<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const response = await fetch(ENDPOINTS.auth, {
    method: "POST",
    credentials: "same-origin",
    // A JSON body is not a "simple" request, which is what the API's CSRF prevention asks for.
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Result | null;
    errors?: readonly ResponseError[];
  } | null;
  if (body?.errors?.length) throw new AuthRequestError(body.errors);
  if (!response.ok || !body?.data) throw new Error(`identity API answered ${response.status} without data`);
  return body.data;
}
