import { createApiHandler } from "@/lib/api/yoga";
import { SERVICES, type Service } from "@/lib/api/services";
import type { Db } from "@/lib/db";

/** Calls one API's real HTTP handler (yoga, plugins and all) against a given database. */
export function apiClient(db: Db) {
  const handlers = Object.fromEntries(
    (Object.keys(SERVICES) as Service[]).map((s) => [s, createApiHandler(SERVICES[s].schema, SERVICES[s].endpoint, { db: async () => db })]),
  ) as Record<Service, (r: Request) => Promise<Response>>;

  return async function call(
    service: Service,
    query: string,
    opts: { variables?: Record<string, unknown>; token?: string; headers?: Record<string, string>; contentType?: string } = {},
  ) {
    const res = await handlers[service](
      new Request(`http://127.0.0.1${SERVICES[service].endpoint}`, {
        method: "POST",
        headers: {
          "content-type": opts.contentType ?? "application/json",
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        body: JSON.stringify({ query, variables: opts.variables }),
      }),
    );
    const body = (await res.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: res.status, body, setCookie: res.headers.get("set-cookie") };
  };
}

export const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;
