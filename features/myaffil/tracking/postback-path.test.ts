import type { Logger } from "drizzle-orm/logger";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordClick } from "@/features/myaffil/tracking/server/tracking/click";
import { recordLead } from "@/features/myaffil/tracking/server/tracking/lead";
import { growPostbackHistory, seedPostbackFixture, type PostbackFixture } from "@/scripts/bench/myaffil-postback-setup";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

/**
 * The click (/t/{tracking}) and the conversion (/api/postback, /api/pixel) run a fixed, small number
 * of statements, each an indexed probe: the same statements, with the same plans' shape, over an
 * empty history and over 20 000 clicks, leads and roll-up rows of the same campaign.
 */
interface Statement {
  query: string;
  params: unknown[];
}

const HISTORY = 20_000;
const HISTORY_TABLES = ["perf_clicks", "perf_leads", "perf_stats_daily"];

describe.each(ENGINES)("postback path on %s", (engine) => {
  let t: TestDb;
  let f: PostbackFixture;
  let recording: Statement[] | null = null;
  const logger: Logger = { logQuery: (query, params) => recording?.push({ query, params }) };
  let n = 0;

  beforeAll(async () => {
    t = await createTestDb(engine, { logger });
    f = await seedPostbackFixture(t.db);
  });
  afterAll(() => t?.dispose());

  async function statementsOf(work: () => Promise<unknown>): Promise<Statement[]> {
    recording = [];
    try {
      await work();
      return recording;
    } finally {
      recording = null;
    }
  }

  /** One click, then its conversion with an e-mail and a phone (the duplicate check runs). */
  async function clickThenConversion() {
    n++;
    let clickId = "";
    const click = await statementsOf(async () => {
      ({ clickId } = await recordClick(t.db, {
        trackingId: f.trackingId,
        publisherClientId: f.publisherClientId,
        supportId: f.supportId,
        subId: "nl",
      }));
    });
    const conversion = await statementsOf(() =>
      recordLead(t.db, { click_id: clickId, email: `conv${n}@exemple.fr`, phone: `0612${String(n).padStart(6, "0")}` }),
    );
    return { click, conversion };
  }

  /**
   * The reads of the history's tables that a statement's plan makes without an index condition:
   * a sequential scan, or an index walked whole (an ORDER BY … LIMIT on the primary key, say).
   */
  async function scannedHistory(statements: Statement[]): Promise<string[]> {
    const client = (t.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> } })
      .$client;
    const scans: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      const relation = node["Relation Name"] as string | undefined;
      const type = node["Node Type"] as string;
      if (relation && HISTORY_TABLES.includes(relation) && /Scan$/.test(type) && !node["Index Cond"])
        scans.push(`${type} on ${relation}`);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    for (const s of statements) {
      if (!/^\s*(select|insert|update|with)/i.test(s.query)) continue;
      const res = await client.query(`explain (format json) ${s.query}`, s.params);
      const raw = (res.rows[0] as Record<string, unknown>)["QUERY PLAN"];
      const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: Record<string, unknown> }[];
      walk(plan[0]!.Plan);
    }
    return scans;
  }

  it("runs the same few statements on an empty history and on a large one, none scanning the history", async () => {
    const small = await clickThenConversion();
    await growPostbackHistory(t.db, f, HISTORY);
    const large = await clickThenConversion();

    console.info(
      `${engine}: statements per click ${small.click.length} (at ${HISTORY} history rows: ${large.click.length}), ` +
        `per conversion ${small.conversion.length} (${large.conversion.length}), PostgreSQL counting BEGIN and COMMIT (PGlite's driver does not log them)`,
    );
    // A click: the campaign with its checks, then the click and its roll-up row in one statement.
    expect(large.click.length).toBe(small.click.length);
    expect(small.click.length).toBe(2);
    // A conversion: begin, the click with its campaign locked, every check, the lead with its roll-up row, commit.
    expect(large.conversion.length).toBe(small.conversion.length);
    expect(small.conversion.length).toBeLessThanOrEqual(5);
    expect(await scannedHistory([...large.click, ...large.conversion])).toEqual([]);
  }, 120_000);
});
