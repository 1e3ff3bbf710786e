import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeServerLink } from "@/lib/apollo/server-link";
import { issueSessionToken } from "@/lib/session/jwt";
import { SESSION_COOKIE } from "@/lib/constants";
import { seededTestDb, type TestDb } from "../helpers/test-db";

describe("server Apollo client (in process)", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await seededTestDb("pglite");
  });
  afterAll(() => t?.dispose());

  function clientFor(cookie: string | null) {
    const headers = new Headers(cookie ? { cookie } : {});
    return new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({ headers: async () => headers, db: async () => t.db }),
    });
  }

  it("runs each operation on the service named in its context, as the request's caller", async () => {
    const token = await issueSessionToken({
      sub: "4",
      email: "annonceur@weedo.test",
      law: "an",
      multi_droit: false,
      id_clien_myaffil: 501,
      id_clien_mycoreg: 601,
      id_clien_leadmarket: 701,
      tv: 0,
    });
    const client = clientFor(`${SESSION_COOKIE}=${token}`);
    const me = await client.query({
      query: gql`
        {
          me {
            id
            email
          }
        }
      `,
    });
    expect(me.data).toEqual({ me: { __typename: "Me", id: 4, email: "annonceur@weedo.test" } });
    const solde = await client.query({
      query: gql`
        {
          getSoldeactuel(id_utilisateur: 4) {
            soldeHt
          }
        }
      `,
      context: { service: "market" },
    });
    expect((solde.data as { getSoldeactuel: { soldeHt: number } }).getSoldeactuel.soldeHt).toEqual(expect.any(Number));
  });

  it("gives UNAUTHENTICATED to an anonymous request", async () => {
    const client = clientFor(null);
    const r = await client.query({
      query: gql`
        {
          me {
            id
          }
        }
      `,
      errorPolicy: "all",
    });
    expect(r.error?.message).toBe("Authentication required");
  });
});
