import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * The inner loop: only what a change touches. Vitest runs the tests whose module graph reaches a
 * changed file; Playwright the journeys whose spec or the helpers it imports changed (against the
 * last `npm run build`). The change is the uncommitted one, or since a git ref:
 *
 *   npm run test:changed            # uncommitted changes
 *   npm run test:changed -- HEAD~3  # the last three commits too
 */
const ref = process.argv[2];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const run = (args: string[]) => {
  console.log(`\n$ npx ${args.join(" ")}`);
  return spawnSync("npx", args, { stdio: "inherit", env }).status ?? 1;
};

const unit = run(["vitest", "run", ref ? `--changed=${ref}` : "--changed", "--passWithNoTests"]);
let e2e = 0;
if (existsSync(".next/BUILD_ID")) {
  e2e = run(["playwright", "test", ref ? `--only-changed=${ref}` : "--only-changed", "--pass-with-no-tests"]);
} else {
  console.log("\nNo build in .next: journeys skipped (npm run build, then run this again).");
}
process.exit(unit || e2e);
