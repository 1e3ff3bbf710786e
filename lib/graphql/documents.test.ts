import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SERVICES = ["myaffil", "auth", "market"] as const;
const envFile = (s: string) => `lib/graphql/${s}-env.d.ts`;
const run = (args: string[]) =>
  spawnSync("npx", ["gql.tada", ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

/**
 * The browser's documents are checked against the schema of the API each one is written for
 * (`graphql()` of `lib/graphql/<service>`), from the schemas the code prints: a field renamed or
 * removed on the server fails here, not in a user's browser.
 */
describe("GraphQL documents", () => {
  it("every document matches its service's schema", { timeout: 180_000 }, () => {
    const r = run(["check"]);
    const report = `${r.stdout}\n${r.stderr}`;
    expect(report, report).not.toMatch(/\berror\b/);
    expect(r.status, report).toBe(0);
  });

  it("the type information of each schema is up to date (npm run codegen)", { timeout: 180_000 }, () => {
    const before = SERVICES.map((s) => readFileSync(envFile(s), "utf8"));
    const r = run(["generate", "output"]);
    const after = SERVICES.map((s) => readFileSync(envFile(s), "utf8"));
    SERVICES.forEach((s, i) => writeFileSync(envFile(s), before[i]!));
    expect(r.status, r.stderr).toBe(0);
    SERVICES.forEach((s, i) => expect(after[i], `${envFile(s)} is stale: run npm run codegen`).toBe(before[i]));
  });
});
