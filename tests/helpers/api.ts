import type { TadaDocumentNode } from "gql.tada";
import { print } from "graphql";
import { createApiHandler } from "@/lib/api/yoga";
import { SERVICES, type Service } from "@/lib/api/services";
import type { Db } from "@/lib/db";

/** An error as lib/api/errors.ts shapes it: a code, and per-field message keys for BAD_USER_INPUT. */
export interface ApiError {
  message: string;
  extensions?: { code?: string; fields?: Record<string, string> };
}

/** What an API answers: the data asked for (null or absent when it refused), and its errors. */
export interface ApiBody<TData> {
  data?: TData | null;
  errors?: ApiError[];
}

export interface ApiAnswer<TData> {
  status: number;
  body: ApiBody<TData>;
  setCookie: string | null;
}

/**
 * What a test sends: a document of a service's `graphql()` (`@/lib/graphql/<service>`), which types
 * the answer by itself, or a query string, whose answer has the type its caller names (plain
 * unknown fields by default).
 */
export type Query<TData> = string | TadaDocumentNode<TData, never>;

export interface CallOptions {
  /** Left untyped on purpose: tests send invalid inputs to see them refused. */
  variables?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

/** Calls one API's real HTTP handler (yoga, plugins and all) against a given database. */
export function apiClient(db: Db) {
  const handlers = Object.fromEntries(
    (Object.keys(SERVICES) as Service[]).map((s) => [
      s,
      createApiHandler(SERVICES[s].schema, SERVICES[s].endpoint, { db: async () => db }),
    ]),
  ) as Record<Service, (r: Request) => Promise<Response>>;

  return async function call<TData = Record<string, unknown>>(
    service: Service,
    query: Query<TData>,
    opts: CallOptions = {},
  ): Promise<ApiAnswer<TData>> {
    const res = await handlers[service](
      new Request(`http://127.0.0.1${SERVICES[service].endpoint}`, {
        method: "POST",
        headers: {
          "content-type": opts.contentType ?? "application/json",
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query: typeof query === "string" ? query : print(query), variables: opts.variables }),
      }),
    );
    const body = (await res.json()) as ApiBody<TData>;
    return { status: res.status, body, setCookie: res.headers.get("set-cookie") };
  };
}

export const codeOf = (body: { errors?: ApiError[] }) => body.errors?.[0]?.extensions?.code;

/** The text of a query, for an assertion's message. */
export const sourceOf = (query: Query<unknown>): string => (typeof query === "string" ? query : print(query));

/** The value of a one-field answer (`{ marketOrder: … }` → the order). */
export function onlyField<TData extends object>(data: TData): TData[keyof TData] {
  const [key] = Object.keys(data) as (keyof TData)[];
  if (key === undefined) throw new Error("The answer has no field");
  return data[key];
}
