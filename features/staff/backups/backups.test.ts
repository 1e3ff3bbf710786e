import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackupDownloadHandler } from "@/features/staff/backups/server/download-http";
import { createBackup, restoreBackup } from "@/features/staff/backups/server/run";
import { listBackups, backupName } from "@/features/staff/backups/server/store";
import { BackupBusyError } from "@/features/staff/backups/server/lock";
import { resetEnvCache } from "@/lib/config/env";
import { inMaintenance } from "@/lib/maintenance/state";
import { auditLog, users } from "@/lib/db/schema";
import type { Caller } from "@/lib/session/current-user";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { createPrincipal, tokenOf } from "@/tests/helpers/principals";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const LIST = `query { backups { format running items { name kind sizeBytes } } }`;
const CREATE = `mutation { createBackup { name format kind sizeBytes } }`;
const RESTORE = `mutation($name: String!, $c: String!) { restoreBackup(name: $name, confirmation: $c) }`;
const PREVIEW = `query($name: String!) { backupRestorePreview(name: $name) { since losses { table rows } } }`;

/** Issue 13: database backups — create, list, download, restore (typed confirmation), one at a time. */
describe.each(ENGINES)("backups (%s)", (engine) => {
  let t: TestDb;
  let dir: string;
  let admin: Caller;
  let tem: Caller;
  let adminToken: string;
  let temToken: string;
  const call = () => apiClient(t.db);
  const before = { dir: process.env.BACKUP_DIR, keep: process.env.BACKUP_KEEP };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "weedo-backups-"));
    process.env.BACKUP_DIR = dir;
    process.env.BACKUP_KEEP = "2";
    resetEnvCache();
    t = await createTestDb(engine);
    admin = await createPrincipal(t.db, { name: "ad", law: "ad" });
    tem = await createPrincipal(t.db, { name: "tem", law: "tem" });
    [adminToken, temToken] = await Promise.all([tokenOf(t.db, admin), tokenOf(t.db, tem)]);
  });
  afterAll(async () => {
    await t.dispose();
    await rm(dir, { recursive: true, force: true });
    for (const [k, v] of [
      ["BACKUP_DIR", before.dir],
      ["BACKUP_KEEP", before.keep],
    ] as const) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
  });

  it("restores the database as it was: a change made after the backup is gone", async () => {
    const backup = await createBackup(t, "manual", { actorId: admin.id });
    expect(backup.format).toBe(engine);
    await t.db.update(users).set({ society: "Changée après" }).where(eq(users.id, admin.id));
    await restoreBackup(t, backup.name, { actorId: admin.id });
    const [row] = await t.db.select({ society: users.society }).from(users).where(eq(users.id, admin.id));
    expect(row!.society).not.toBe("Changée après");
  });

  it("records the restoration in the audit trail, after it", async () => {
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, "backup_restored"));
    expect(rows.map((r) => r.actorId)).toEqual([admin.id]);
  });

  it("keeps what a restore must not take back: sessions ended since the backup stay ended, no id is handed out twice", async () => {
    // Members of this test alone: the other tests keep their tokens.
    const members = [
      await createPrincipal(t.db, { name: "out", law: "an" }),
      await createPrincipal(t.db, { name: "everywhere", law: "af" }),
      await createPrincipal(t.db, { name: "still", law: "an" }),
    ];
    const [signedOut, everywhere, other] = (await Promise.all(members.map((m) => tokenOf(t.db, m)))) as [
      string,
      string,
      string,
    ];
    const me = async (token: string) => codeOf((await call()("myaffil", "{ me { id } }", { token })).body);
    const backup = await createBackup(t, "manual", { actorId: admin.id });
    const since = await createPrincipal(t.db, { name: "since", law: "af" });
    await call()("auth", "mutation { logout }", { token: signedOut });
    await call()("auth", "mutation { logout(everywhere: true) }", { token: everywhere });
    expect([await me(signedOut), await me(everywhere), await me(other)]).toEqual([
      "UNAUTHENTICATED",
      "UNAUTHENTICATED",
      undefined,
    ]);
    await restoreBackup(t, backup.name, { actorId: admin.id });
    expect([await me(signedOut), await me(everywhere), await me(other)]).toEqual([
      "UNAUTHENTICATED",
      "UNAUTHENTICATED",
      undefined,
    ]);
    // The member made after the backup is gone with it, and its id is not given to the next one.
    const next = await createPrincipal(t.db, { name: "next", law: "af" });
    expect(next.id).toBeGreaterThan(since.id);
  });

  it("says before it runs what a restore would drop: the rows created since the backup, per table", async () => {
    const backup = await createBackup(t, "manual", { actorId: admin.id });
    await createPrincipal(t.db, { name: "after-1", law: "an" });
    await createPrincipal(t.db, { name: "after-2", law: "af" });
    const res = await call()<{
      backupRestorePreview: { since: string; losses: { table: string; rows: number }[] };
    }>("auth", PREVIEW, { token: adminToken, variables: { name: backup.name } });
    const preview = res.body.data!.backupRestorePreview;
    expect(preview.since).toBe(backup.createdAt.toISOString());
    expect(preview.losses.find((l) => l.table === "users")?.rows).toBe(2);
    const [asTem, unknown] = await Promise.all([
      call()("auth", PREVIEW, { token: temToken, variables: { name: backup.name } }),
      call()("auth", PREVIEW, { token: adminToken, variables: { name: "../pglite" } }),
    ]);
    expect([codeOf(asTem.body), codeOf(unknown.body)]).toEqual(["FORBIDDEN", "NOT_FOUND"]);
  });

  it("pauses the API while it runs (503 MAINTENANCE, in the caller's language), and serves it again after", async () => {
    const backup = await createBackup(t, "manual", { actorId: admin.id });
    const restoring = restoreBackup(t, backup.name, { actorId: admin.id });
    while (!inMaintenance()) await new Promise((resolve) => setTimeout(resolve, 5));
    const during = await Promise.all([
      call()("myaffil", "{ me { id } }", { token: adminToken, headers: { "accept-language": "en" } }),
      call()("auth", "mutation { logout }", { token: temToken }),
    ]);
    await restoring;
    const after = await call()("myaffil", "{ me { id } }", { token: adminToken });
    expect(during.map((r) => [r.status, codeOf(r.body), r.body.errors?.[0]?.message.slice(0, 14)])).toEqual([
      [503, "MAINTENANCE", "A backup is be"],
      [503, "MAINTENANCE", "Une sauvegarde"],
    ]);
    expect([after.status, codeOf(after.body)]).toEqual([200, undefined]);
    // The refused sign-out did not happen: tem's session still works.
    expect(codeOf((await call()("myaffil", "{ me { id } }", { token: temToken })).body)).toBeUndefined();
  });

  it("refuses a restore while another backup runs", async () => {
    const first = createBackup(t, "manual", { actorId: admin.id });
    const second = restoreBackup(t, "whatever", { actorId: admin.id });
    await expect(second).rejects.toBeInstanceOf(BackupBusyError);
    await first;
  });

  it("answers CONFLICT through the API while one runs", async () => {
    const first = createBackup(t, "manual", { actorId: admin.id });
    const res = await call()("auth", CREATE, { token: adminToken });
    await first;
    expect(codeOf(res.body)).toBe("CONFLICT");
  });

  it("creates and lists a backup through the API, newest first, with its size", async () => {
    const res = await call()<{ createBackup: { name: string; kind: string; sizeBytes: number } }>("auth", CREATE, {
      token: adminToken,
    });
    const list = await call()<{ backups: { items: { name: string }[] } }>("auth", LIST, { token: adminToken });
    expect(res.body.data!.createBackup).toMatchObject({ kind: "manual", sizeBytes: expect.any(Number) });
    expect(list.body.data!.backups.items[0]!.name).toBe(res.body.data!.createBackup.name);
  });

  it("refuses a restore whose typed confirmation is wrong", async () => {
    const [latest] = await listBackups();
    const res = await call()("auth", RESTORE, { token: adminToken, variables: { name: latest!.name, c: "oui" } });
    expect(codeOf(res.body)).toBe("BAD_USER_INPUT");
  });

  it("answers NOT_FOUND for a name outside the directory", async () => {
    const res = await call()("auth", RESTORE, { token: adminToken, variables: { name: "../pglite", c: "RESTAURER" } });
    expect(codeOf(res.body)).toBe("NOT_FOUND");
  });

  it("keeps only the last BACKUP_KEEP daily backups, and every manual one", async () => {
    const manual = (await listBackups()).filter((b) => b.kind === "manual").length;
    for (let i = 0; i < 3; i++) await createBackup(t, "daily", { actorId: null });
    const all = await listBackups();
    expect([all.filter((b) => b.kind === "daily").length, all.filter((b) => b.kind === "manual").length]).toEqual([
      2,
      manual,
    ]);
    // Three whole-database dumps, each compressed: past 30 s twice on a busy CI machine.
  }, 120_000);

  it("refuses backups to an administrator who is not ad (tem)", async () => {
    const [list, create] = await Promise.all([
      call()("auth", LIST, { token: temToken }),
      call()("auth", CREATE, { token: temToken }),
    ]);
    expect([codeOf(list.body), codeOf(create.body)]).toEqual(["FORBIDDEN", "FORBIDDEN"]);
  });

  it("downloads a backup to ad only; a name that is not a backup is not found", async () => {
    const GET = createBackupDownloadHandler({ db: async () => t.db });
    const [latest] = await listBackups();
    const as = (token: string | null, name: string) =>
      GET(
        new Request(
          `http://127.0.0.1/api/backups/${name}`,
          token ? { headers: { authorization: `Bearer ${token}` } } : {},
        ),
        name,
      );
    const ok = await as(adminToken, latest!.name);
    expect([ok.status, Number(ok.headers.get("content-length"))]).toEqual([200, latest!.sizeBytes]);
    expect((await ok.arrayBuffer()).byteLength).toBe(latest!.sizeBytes);
    await writeFile(path.join(dir, "notes.txt"), "x");
    const statuses = [
      (await as(temToken, latest!.name)).status,
      (await as(null, latest!.name)).status,
      (await as(adminToken, "notes.txt")).status,
      (await as(adminToken, backupName(engine, "manual", new Date(0)))).status,
    ];
    expect(statuses).toEqual([403, 401, 404, 404]);
  });
});

/** The portal's default: PGlite in its own process, reached over the protocol; the restore restarts it. */
describe("backups of the embedded database in its own process", () => {
  it("restores through the server process, and the same handle reads the restored data", async () => {
    const { openEmbeddedDb } = await import("@/lib/db/embedded");
    const { migrateDb } = await import("@/lib/db/migrate");
    const dir = await mkdtemp(path.join(tmpdir(), "weedo-embedded-"));
    process.env.BACKUP_DIR = path.join(dir, "backups");
    resetEnvCache();
    const handle = await openEmbeddedDb(path.join(dir, "pglite"));
    try {
      await migrateDb(handle);
      const who = await createPrincipal(handle.db, { name: "ad", law: "ad" });
      const backup = await createBackup(handle, "manual", { actorId: who.id });
      await handle.db.update(users).set({ society: "Changée après" }).where(eq(users.id, who.id));
      await restoreBackup(handle, backup.name, { actorId: who.id });
      const [row] = await handle.db.select({ society: users.society }).from(users).where(eq(users.id, who.id));
      expect([backup.format, row!.society]).toEqual(["pglite", `Principal ${who.lastName}`]);
    } finally {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
      delete process.env.BACKUP_DIR;
      resetEnvCache();
    }
    // Starting the server process twice (open, restore) and migrating: slow on a loaded machine.
  }, 180_000);
});
