import { defaultFieldResolver, type GraphQLSchema } from "graphql";
import { API_POLICIES, type ApiService } from "@/lib/access/api-policies";
import { refusal, type Policy } from "@/lib/access/api-policy";
import { ADMIN_LAWS, type Law } from "@/lib/constants";
import type { Caller } from "@/lib/session/current-user";
import type { ApiContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export function requireCaller(ctx: ApiContext): Caller {
  if (!ctx.caller) throw unauthenticated();
  return ctx.caller;
}

export function requireLaw(ctx: ApiContext, laws: readonly Law[]): Caller {
  const caller = requireCaller(ctx);
  if (!laws.includes(caller.law)) throw forbidden();
  return caller;
}

export const requireAdmin = (ctx: ApiContext) => requireLaw(ctx, ADMIN_LAWS);

export const isAdmin = (caller: Caller) => ADMIN_LAWS.includes(caller.law);

/** The caller may act on `userId` only if it is themself, or an administrator. */
export function requireSelfOrAdmin(ctx: ApiContext, userId: number): Caller {
  const caller = requireCaller(ctx);
  if (caller.id !== userId && !isAdmin(caller)) throw forbidden();
  return caller;
}

/**
 * Applies the policy table (lib/access/api-policies.ts) to a freshly built schema: every Query and
 * Mutation resolver first checks the caller against its field's policy (UNAUTHENTICATED when
 * anonymous, FORBIDDEN otherwise). A root field without a policy, or a policy naming no field, stops
 * the schema from being built, so the server never starts serving an ungated field.
 */
export function enforcePolicies<S extends ApiService>(service: S, schema: GraphQLSchema): GraphQLSchema {
  if (gated.has(schema)) return schema;
  const table = API_POLICIES[service] as Record<"Query" | "Mutation", Record<string, Policy>>;
  const problems: string[] = [];
  for (const op of ["Query", "Mutation"] as const) {
    const type = op === "Query" ? schema.getQueryType() : schema.getMutationType();
    const fields = type?.getFields() ?? {};
    const policies = table[op];
    for (const name of Object.keys(policies)) if (!fields[name]) problems.push(`${op}.${name} (no such field)`);
    for (const field of Object.values(fields)) {
      const policy = Object.hasOwn(policies, field.name) ? policies[field.name] : undefined;
      if (!policy) {
        problems.push(`${op}.${field.name} (no policy)`);
        continue;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, ctx: ApiContext, info) => {
        requirePolicy(policy, ctx.caller);
        return resolve(source, args, ctx, info);
      };
    }
  }
  if (problems.length)
    throw new Error(`The ${service} API cannot be served; lib/access/api-policies.ts: ${problems.join(", ")}`);
  gated.add(schema);
  return schema;
}

const gated = new WeakSet<GraphQLSchema>();

/** Throws the API's UNAUTHENTICATED or FORBIDDEN error unless the policy lets the caller in. */
export function requirePolicy(policy: Policy, caller: Caller | null): void {
  const r = refusal(policy, caller);
  if (r === "UNAUTHENTICATED") throw unauthenticated();
  if (r === "FORBIDDEN") throw forbidden();
}
