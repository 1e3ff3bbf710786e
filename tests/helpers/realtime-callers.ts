import type { Db } from "@/lib/db";
import { stopRealtimeListeners } from "@/lib/realtime/bus";
import { createPrincipal, tokenOf } from "./principals";

const LIST = "ALLOW_REAL_TIME_STATS";

/**
 * The callers of a live page's tests (/temps-reel/*): the administrator on the realTimeStats list,
 * another administrator and an advertiser, as bearer tokens; `open` calls the stream's GET handler
 * as one of them (or nobody). `restore` puts the list back and stops the LISTEN connections.
 */
export async function realtimeCallers(db: Db, url: string, GET: (r: Request) => Promise<Response>) {
  const before = process.env[LIST];
  const [listed, admin, advertiser] = await Promise.all([
    createPrincipal(db, { name: "listed", law: "ad" }),
    createPrincipal(db, { name: "admin", law: "ad" }),
    createPrincipal(db, { name: "advertiser", law: "an", marketplace: true }),
  ]);
  process.env[LIST] = String(listed.id);
  const [l, a, an] = await Promise.all([listed, admin, advertiser].map((c) => tokenOf(db, c)));
  const open = (token?: string) =>
    GET(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
  return {
    tokens: { listed: l!, admin: a!, advertiser: an! },
    open,
    /** The stream's status for nobody, another administrator and an advertiser (401, 403, 403 expected). */
    refusals: () => Promise.all([open(), open(a), open(an)].map(async (p) => (await p).status)),
    async restore() {
      if (before === undefined) delete process.env[LIST];
      else process.env[LIST] = before;
      await stopRealtimeListeners();
    },
  };
}
