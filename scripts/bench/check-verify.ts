import { openDb } from "@/lib/db/client";
import { migrateDb } from "@/lib/db/migrate";
import { users } from "@/lib/db/schema";
import { createVerifyHandler } from "@/features/check/verification/server/http";
import { demoCheckKey, seedCheck } from "@/lib/db/seed/check";
import { startMxZone } from "../../tests/helpers/dns-zone";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Weedo check: one contact through the verification API's handler, in process (the server's own
 * time, without the network), on PGlite in memory over BENCH_CHECK_HISTORY seeded verifications
 * (default 20 000), every check of the default scenario, MX against a local DNS server (each run a
 * new address, most on a few domains, as a real list is). Prints p50/p95/max over BENCH_RUNS (300).
 */
export async function runCheckBench(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 300);
  const history = Number(process.env.BENCH_CHECK_HISTORY ?? 20_000);
  const handle = await openDb({ dataDir: "memory://" });
  const zone = await startMxZone({
    mx: { "orange.fr": ["mx.orange.fr"], "gmail.com": ["mx.gmail.com"], "exemple.fr": ["mx.exemple.fr"] },
    noMx: ["sans-mx.fr"],
  });
  try {
    await migrateDb(handle);
    await handle.db.insert(users).values(
      [1, 4, 5, 6, 7].map((id) => ({
        id,
        email: `bench${id}@weedo.test`,
        law: (id === 1 ? "ad" : "an") as "ad" | "an",
        status: "active" as const,
        firstName: "B",
        lastName: `${id}`,
      })),
    );
    const t0 = performance.now();
    await seedCheck(handle.db, new Date(), 42, history);
    console.log(
      `\nWeedo check: ${history} verifications seeded in ${Math.round(performance.now() - t0)} ms (PGlite, in memory)`,
    );
    const verify = createVerifyHandler({ db: async () => handle.db, resolver: zone.resolver });
    const domains = ["orange.fr", "gmail.com", "exemple.fr", "sans-mx.fr", "yopmail.com"];
    const call = (i: number) =>
      verify(
        new Request("http://bench/api/check/verify", {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": demoCheckKey(6) },
          body: JSON.stringify({
            email: `contact${i}@${domains[i % domains.length]}`,
            phone: `06${String(10_000_000 + i).slice(-8)}`,
            postcode: "69003",
            ip: `203.0.113.${i % 250}`,
          }),
        }),
      );
    for (let i = 0; i < 20; i++) await call(-1 - i); // warm-up: plans, the disposable list, DNS answers
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      const r = await call(i);
      if (r.status !== 200) throw new Error(`verify answered ${r.status}`);
      ms.push(performance.now() - s);
    }
    ms.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(7);
    console.log("one contact, POST /api/check/verify handler      p50 ms   p95 ms   max ms   runs");
    console.log(
      `${"".padEnd(48)}${f(percentile(ms, 50))}  ${f(percentile(ms, 95))}  ${f(ms[ms.length - 1]!)}   ${runs}`,
    );
    console.log(`target: p95 < 100 ms — ${percentile(ms, 95) < 100 ? "met" : "NOT met"}`);
  } finally {
    zone.close();
    await handle.close();
  }
}
