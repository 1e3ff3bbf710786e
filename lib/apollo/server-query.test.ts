import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { eq } from "drizzle-orm";
import { parse } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContext } from "@/lib/api/context";
import { SESSION_COOKIE } from "@/lib/constants";
import { openDb, type DbHandle } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { users } from "@/lib/db/schema";
import { graphql as authGraphql } from "@/lib/graphql/auth";
import { graphql as myaffilGraphql } from "@/lib/graphql/myaffil";
import { sessionTokenFor } from "@/lib/session/start";
import { makeServerQuery, plainCopy, type ServerQuery } from "./server-query";

const ME = myaffilGraphql(`query ServerQueryTestMe { me { id email law } }`);
const MEMBERS = authGraphql(`query ServerQueryTestMembers { getMembreAttent { nb } }`);

describe("the server components' in-process query", () => {
  let h: DbHandle;
  let adminId: number;
  let token: string;

  beforeAll(async () => {
    h = await openDb({ dataDir: "memory://" });
    await migrateDb(h);
    const [admin] = await h.db
      .insert(users)
      .values({ email: "sq.admin@exemple.test", law: "ad", status: "active", firstName: "Sq", lastName: "Admin" })
      .returning();
    adminId = admin!.id;
    token = await sessionTokenFor((await h.db.select().from(users).where(eq(users.id, adminId)))[0]!);
  });
  afterAll(() => h?.close());

  const as = (cookie: string | null, remote?: (s: string) => ServerQuery | undefined) =>
    makeServerQuery({
      context: () => buildContext(new Headers(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}), h.db),
      remote,
    });

  it("runs a document on the service it was declared for, as the request's caller, in plain objects", async () => {
    const me = await as(token)({ query: ME });
    expect(me.error).toBeUndefined();
    expect(me.data?.me).toMatchObject({ id: adminId, email: "sq.admin@exemple.test", law: "ad" });
    expect(Object.getPrototypeOf(me.data)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(me.data!.me)).toBe(Object.prototype);

    const members = await as(token)({ query: MEMBERS });
    expect(members.data?.getMembreAttent.nb).toEqual(expect.any(Number));
  });

  it("throws the API's refusal by default, and returns it beside the data under errorPolicy all", async () => {
    const thrown = await as(null)({ query: MEMBERS }).catch((e: unknown) => e);
    expect(CombinedGraphQLErrors.is(thrown)).toBe(true);
    expect((thrown as CombinedGraphQLErrors).errors[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const all = await as(null)({ query: MEMBERS, errorPolicy: "all" });
    expect(all.data).toBeUndefined();
    expect(all.error?.errors[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("sends a service configured on another host to that host's client", async () => {
    const asked: string[] = [];
    const remote = (s: string): ServerQuery | undefined =>
      s === "auth"
        ? async () => {
            asked.push(s);
            return { data: undefined };
          }
        : undefined;
    await as(token, remote)({ query: MEMBERS });
    await as(token, remote)({ query: ME });
    // An undeclared document goes where its context says.
    await as(
      token,
      remote,
    )({ query: parse("query ServerQueryTestUndeclared { getMembreAttent { nb } }"), context: { service: "auth" } });
    expect(asked).toEqual(["auth", "auth"]);
  });

  it("copies nested lists and objects without their null prototype", () => {
    const row = Object.assign(Object.create(null) as object, {
      a: [Object.assign(Object.create(null) as object, { b: 1 })],
    });
    const copy = plainCopy(row) as { a: { b: number }[] };
    expect(copy).toEqual({ a: [{ b: 1 }] });
    expect(Object.getPrototypeOf(copy.a[0])).toBe(Object.prototype);
  });
});
