import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service } from "@/lib/api/services";
import { users } from "@/lib/db/schema";
import { SESSION_COOKIE } from "@/lib/constants";
import { sessionTokenFor } from "@/lib/session/start";
import { seededTestDb, type TestDb } from "@/tests/helpers/test-db";
import { makeServerLink } from "./server-link";

/** Every statement the database runs, with its parameters. */
const statements: string[] = [];
const userRowReads = () => statements.filter((s) => /from "users" where "users"\."id" = \$\d+/.test(s)).length;

// The queue counts the bell shows an administrator, and the admin dashboard's own copy of them.
const BELL: [Service, string][] = [
  ["auth", "query ServerLinkTestMembers { getMembreAttent { nb } }"],
  ["auth", "query ServerLinkTestApplications { getPostuleAttent { nb } }"],
  ["auth", "query ServerLinkTestOis { getDocumentOiAttent { nb } }"],
  ["auth", "query ServerLinkTestPrograms { getProgrammeAttent { nb } }"],
  ["auth", "query ServerLinkTestPrepayments { getpresPaiementAttent { nb } }"],
  ["market", "query ServerLinkTestMarketPrepayments { lastTotalPrepaiements }"],
];
const DASHBOARD_QUEUES =
  "query ServerLinkTestQueues { adminDashboard { queues { members applications ois prepayments programs } } }";
const SHELL_ME =
  "query ServerLinkTestShellMe { me { id email law first_name last_name image language id_clien_leadmarket } }";
const VIEWER = "query ServerLinkTestViewer { me { id law } }";

describe("the server render's API calls", () => {
  let h: TestDb;
  let token: string;

  beforeAll(async () => {
    h = await seededTestDb(
      "pglite",
      // The run's shared template (a seed of its own cost a whole demo seed for one file).
      { now: new Date("2026-11-21T00:00:00Z"), members: 10 },
      { logger: { logQuery: (sql, params) => void statements.push(`${sql} -- ${JSON.stringify(params)}`) } },
    );
    const [admin] = await h.db.select().from(users).where(eq(users.email, "admin@weedo.test"));
    token = await sessionTokenFor(admin!);
  });
  afterAll(() => h?.dispose());

  /** One request being rendered: one link, as registerApolloClient makes one client per request. */
  function request() {
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: makeServerLink({
        headers: async () => new Headers({ cookie: `${SESSION_COOKIE}=${token}` }),
        db: async () => h.db,
      }),
    });
    return async (service: Service, query: string) => {
      const r = await client.query<Record<string, unknown>>({
        query: gql(query),
        context: { service },
        fetchPolicy: "no-cache",
      });
      expect(r.error).toBeUndefined();
      return r.data!;
    };
  }

  it("reads the signed-in user's row once per request, however many operations ask for them", async () => {
    statements.length = 0;
    const run = request();
    const [shell, viewer] = await Promise.all([
      run("myaffil", SHELL_ME),
      run("myaffil", VIEWER),
      ...BELL.map(([s, q]) => run(s, q)),
    ]);
    await run("myaffil", SHELL_ME);
    expect(shell).toMatchObject({ me: { email: "admin@weedo.test", law: "ad", language: expect.any(String) } });
    expect(viewer).toMatchObject({ me: { law: "ad" } });
    expect(userRowReads()).toBe(1);

    // A second request reads it again: nothing is kept beyond the request.
    statements.length = 0;
    await request()("myaffil", VIEWER);
    expect(userRowReads()).toBe(1);
  });

  it("reads each dated dashboard section in one statement, today's date included", async () => {
    statements.length = 0;
    const run = request();
    await run(
      "myaffil",
      "query ServerLinkTestDays { adminDashboard { daily { day } today: leads(days: 1) { from } month: leads(days: 30) { from } } }",
    );
    // The chart, then each span of leads: no separate statement asks the date.
    expect(statements.filter((s) => !/from "users" where "users"\."id"/.test(s))).toHaveLength(3);
    expect(statements.filter((s) => /^select to_char\(\(now\(\)/.test(s))).toHaveLength(0);
  });

  it("counts each queue once per request, for the bell and the dashboard together", async () => {
    statements.length = 0;
    const run = request();
    const bell = await Promise.all(BELL.map(([s, q]) => run(s, q)));
    const { adminDashboard } = (await run("myaffil", DASHBOARD_QUEUES)) as {
      adminDashboard: { queues: Record<string, number> };
    };
    const counts = statements.filter((s) => s.includes("count(*)"));
    // Five queues in one statement; the bell's two prepayment counts (portal and marketplace) are one.
    expect(counts).toHaveLength(1);
    expect(counts[0]!.match(/count\(\*\)/g)).toHaveLength(5);
    const nb = (i: number) => (Object.values(bell[i]!)[0] as { nb: number }).nb;
    expect(adminDashboard.queues).toMatchObject({
      members: nb(0),
      applications: nb(1),
      ois: nb(2),
      programs: nb(3),
      prepayments: nb(4),
    });
    expect(bell[5]).toEqual({ lastTotalPrepaiements: nb(4) });
  });
});
