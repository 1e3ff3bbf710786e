import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { proxy } from "@/proxy";
import { pausedDuringMaintenance } from "./gate";
import { counted, inMaintenance, MARKER_TTL_MS, whilePaused } from "./state";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("maintenance mode", () => {
  let dir: string;
  const before = process.env.BACKUP_DIR;
  const marker = () => path.join(dir, ".maintenance");
  /** Past the cache of the marker's last reading. */
  const later = () => sleep(MARKER_TTL_MS + 20);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "weedo-maintenance-"));
    process.env.BACKUP_DIR = dir;
    resetEnvCache();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    if (before === undefined) delete process.env.BACKUP_DIR;
    else process.env.BACKUP_DIR = before;
    resetEnvCache();
  });

  it("starts the work only once a write under way has ended", async () => {
    const order: string[] = [];
    const write = counted(async () => {
      await sleep(150);
      order.push("write ended");
    });
    const paused = whilePaused(async () => {
      order.push(`work started, in maintenance: ${inMaintenance()}`);
    });
    await Promise.all([write, paused]);
    expect(order).toEqual(["write ended", "work started, in maintenance: true"]);
    expect(inMaintenance()).toBe(false);
  });

  it("does not wait for the request it runs in", async () => {
    const done = await counted(() => whilePaused(async () => "restored"));
    expect(done).toBe("restored");
  });

  it("leaves a marker for the other instances while it runs, and removes it after, even on a failure", async () => {
    let seen = "";
    await expect(
      whilePaused(async () => {
        seen = await readFile(marker(), "utf8");
        throw new Error("restore failed");
      }),
    ).rejects.toThrow("restore failed");
    expect(JSON.parse(seen)).toMatchObject({ host: hostname(), pid: process.pid });
    await expect(readFile(marker())).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("pauses this instance for another instance's restore (its marker), and resumes when it is gone", async () => {
    await writeFile(marker(), JSON.stringify({ host: "other-host", pid: 1, since: new Date().toISOString() }));
    await later();
    const paused = inMaintenance();
    await rm(marker());
    await later();
    expect([paused, inMaintenance()]).toEqual([true, false]);
  });

  it("ignores, and removes, a marker left by a dead process of this host", async () => {
    await writeFile(marker(), JSON.stringify({ host: hostname(), pid: 2 ** 22 + 1, since: new Date().toISOString() }));
    await later();
    expect(inMaintenance()).toBe(false);
    await expect(readFile(marker())).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("ignores a marker naming this very process while it restores nothing (left by the process before a restart)", async () => {
    await writeFile(marker(), JSON.stringify({ host: hostname(), pid: process.pid, since: new Date().toISOString() }));
    await later();
    expect(inMaintenance()).toBe(false);
  });

  it("ignores another host's marker an hour old (an instance that died mid-restore)", async () => {
    const since = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await writeFile(marker(), JSON.stringify({ host: "other-host", pid: 1, since }));
    await later();
    expect(inMaintenance()).toBe(false);
    await rm(marker());
  });

  it("refuses a write route with a 503 to retry, in the language the client chose", async () => {
    let ran = 0;
    const route = pausedDuringMaintenance(async () => {
      ran++;
      return new Response("ok");
    });
    const ask = (cookie: string) =>
      route(new Request("http://127.0.0.1/api/x", { method: "POST", headers: { cookie } }));
    let answers: Response[] = [];
    await whilePaused(async () => {
      answers = [await ask("NEXT_LOCALE=en"), await ask("")];
    });
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ code: string; message: string }>));
    expect(answers.map((a) => [a.status, a.headers.get("retry-after")])).toEqual([
      [503, "30"],
      [503, "30"],
    ]);
    expect(bodies.map((b) => [b.code, b.message.slice(0, 21)])).toEqual([
      ["MAINTENANCE", "A backup is being res"],
      ["MAINTENANCE", "Une sauvegarde est en"],
    ]);
    expect([ran, await (await ask("")).text()]).toEqual([0, "ok"]);
  });

  it("lets a CORS preflight through, so that the call it precedes gets the refusal", async () => {
    const route = pausedDuringMaintenance(async () => new Response(null, { status: 204 }));
    const status = await whilePaused(
      async () => (await route(new Request("http://127.0.0.1/x", { method: "OPTIONS" }))).status,
    );
    expect(status).toBe(204);
  });

  describe("the pages", () => {
    const visit = (url: string, locale = "fr") =>
      proxy(new NextRequest(`http://127.0.0.1${url}`, { headers: { cookie: `NEXT_LOCALE=${locale}` } }));

    it("answers every page with the maintenance notice (503, in the person's language, the page's policy), the build's files still served", async () => {
      let answers: Response[] = [];
      await whilePaused(async () => {
        answers = await Promise.all([visit("/dashboard", "en"), visit("/login"), visit("/_next/static/chunks/x.js")]);
      });
      const [page, login, file] = answers as [Response, Response, Response];
      expect([page.status, login.status, file.status]).toEqual([503, 503, 200]);
      const html = await page.text();
      expect(html).toContain("A backup is being restored");
      expect(await login.text()).toContain("Une sauvegarde est en cours de restauration");
      // The inline style carries the policy's nonce: nothing else could run or style the page.
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(page.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    });

    it("serves the pages again once the restore has ended", async () => {
      expect((await visit("/login")).status).toBe(200);
    });
  });
});
