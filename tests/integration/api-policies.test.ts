// graphql's CommonJS entry, as graphql-yoga built the schemas with it (see lib/api/print-schemas.ts).
import {
  execute,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql/index.js";
import { createSchema } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_POLICIES } from "@/lib/access/api-policies";
import { refusal, type Policy } from "@/lib/access/api-policy";
import { buildContext, type ApiContext } from "@/lib/api/context";
import { enforcePolicies } from "@/lib/api/guards";
import { SERVICES, type Service } from "@/lib/api/services";
import type { Db } from "@/lib/db";
import type { Caller } from "@/lib/session/current-user";
import { createPrincipal, listPrincipals, PRINCIPAL_SPECS } from "../helpers/principals";
import { createTestDb, type TestDb } from "../helpers/test-db";

type Who = { name: string; caller: Caller | null };

/** A plausible value of an argument's type; ids of users and clients are the caller's own (ownership is not the question here). */
function valueFor(type: GraphQLInputType, name: string, who: Caller | null): unknown {
  if (isNonNullType(type)) return valueFor(type.ofType, name, who);
  if (isListType(type)) return [valueFor(type.ofType, name, who)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, valueFor(f.type, f.name, who)]),
    );
  switch (type.name) {
    case "Int":
      if (/^(id_utilisateur|user_id|userId)$/.test(name)) return who?.id ?? 1;
      if (name === "id_client_perf") return who?.idClienMyaffil ?? 1;
      if (name === "id_client_coreg") return who?.idClienMycoreg ?? 1;
      return 1;
    case "Float":
      return 1;
    case "Boolean":
      return false;
    default:
      if (/^(from|to)$|date|day/i.test(name)) return "2026-01-15";
      if (/email/i.test(name)) return "walk@example.test";
      if (/password/i.test(name)) return "Walk-passw0rd!";
      // Never a reachable address: no field of this walk may send a request out.
      return "walk";
  }
}

/** The field with its required arguments as variables and the smallest selection. */
function operationFor(op: "Query" | "Mutation", field: GraphQLField<unknown, unknown>, who: Caller | null) {
  // A sign-in challenge stands for the session in the two-factor steps that public callers take.
  const args = field.args.filter((a) => isNonNullType(a.type) || a.name === "challenge");
  const defs = args.map((a, i) => `$a${i}: ${String(a.type)}`).join(", ");
  const uses = args.map((a, i) => `${a.name}: $a${i}`).join(", ");
  const selection = isCompositeType(getNamedType(field.type)) ? "{ __typename }" : "";
  const source = `${op === "Query" ? "query" : "mutation"} Walk${defs ? `(${defs})` : ""} { ${field.name}${uses ? `(${uses})` : ""} ${selection} }`;
  const variables = Object.fromEntries(args.map((a, i) => [`a${i}`, valueFor(a.type, a.name, who)]));
  return { source, variables };
}

class Rollback extends Error {}

/** Runs one operation in a transaction that is rolled back, so no call sees another's writes. */
async function run(db: Db, service: Service, source: string, variables: Record<string, unknown>, who: Who) {
  let codes: (string | undefined)[] = [];
  let messages: string[] = [];
  await db
    .transaction(async (tx) => {
      const ctx: ApiContext = { ...(await buildContext(new Headers(), tx as unknown as Db)), caller: who.caller };
      const result = await execute({
        schema: SERVICES[service].schema,
        document: parse(source),
        variableValues: variables,
        contextValue: ctx,
      });
      codes = (result.errors ?? []).map((e) => e.extensions?.code as string | undefined);
      messages = (result.errors ?? []).map((e) => e.message);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  return { codes, messages };
}

const GATE_CODES = ["FORBIDDEN", "UNAUTHENTICATED"];

describe("every Query and Mutation field × every principal answers as lib/access/api-policies.ts says", () => {
  let t: TestDb;
  let principals: Who[];
  let unlist: () => void;

  beforeAll(async () => {
    t = await createTestDb("pglite");
    const built = await Promise.all(
      PRINCIPAL_SPECS.map(async (spec) => ({ spec, caller: await createPrincipal(t.db, spec) })),
    );
    unlist = listPrincipals(built.filter((b) => b.spec.listed).map((b) => b.caller));
    principals = [{ name: "anonymous", caller: null }, ...built.map((b) => ({ name: b.spec.name, caller: b.caller }))];
  });
  afterAll(async () => {
    unlist?.();
    await t?.dispose();
  });

  it.each(Object.keys(SERVICES) as Service[])(
    "%s",
    async (service) => {
      const schema = SERVICES[service].schema;
      const table = API_POLICIES[service] as Record<"Query" | "Mutation", Record<string, Policy>>;
      const wrong: string[] = [];
      let calls = 0;
      for (const op of ["Query", "Mutation"] as const) {
        const type = op === "Query" ? schema.getQueryType() : schema.getMutationType();
        for (const field of Object.values(type?.getFields() ?? {})) {
          const policy = table[op][field.name];
          expect(policy, `${op}.${field.name} has a policy`).toBeDefined();
          for (const who of principals) {
            const { source, variables } = operationFor(op, field, who.caller);
            const { codes, messages } = await run(t.db, service, source, variables, who);
            calls++;
            const expected = refusal(policy!, who.caller);
            const ok = expected
              ? codes.length === 1 && codes[0] === expected
              : !codes.some((c) => c !== undefined && GATE_CODES.includes(c));
            if (!ok)
              wrong.push(
                `${op}.${field.name} as ${who.name}: expected ${expected ?? "to pass the gate"}, got ${JSON.stringify(codes)} ${messages.join(" | ")}`,
              );
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(calls).toBeGreaterThan(principals.length);
      // Hundreds of operations against the embedded database: 7 s idle, past 30 s and once past 90 s on a busy CI machine.
    },
    180_000,
  );
});

describe("the policy gate", () => {
  it("refuses to build a schema with a root field that has no policy", () => {
    const schema = createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          _empty: Boolean
          unguarded: Boolean
        }
      `,
    });
    expect(() => enforcePolicies("auth", schema)).toThrow(/Query\.unguarded \(no policy\)/);
  });
});
