import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  readlinkSync,
  writeFileSync,
  realpathSync,
} from "node:fs";
import path from "node:path";
import { isStale, nextBin, run } from "./servers";

/**
 * The bare Next.js app of bench/bare, built with the repository's own next/react. Turbopack
 * compiles a proxy.ts or instrumentation.ts found at its root, so the app cannot be built in place
 * (the root would be the portal's): it is staged in .data/bench-bare with a hard-linked copy of
 * node_modules (a symlink leaving Turbopack's root is refused), and built there.
 */
export const BARE_SOURCE = "bench/bare";
export const BARE_STAGE = ".data/bench-bare";

/** Mirrors `from` into `to` with hard links (no copy of the bytes); falls back to a copy across file systems. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(src, dst);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(src), dst);
    else {
      try {
        linkSync(src, dst);
      } catch {
        cpSync(src, dst);
      }
    }
  }
}

/** Stages and builds the bare app when its sources or the installed packages changed; returns its folder. */
export function prepareBareApp(force: boolean): string {
  const marker = path.join(BARE_STAGE, ".next", "BUILD_ID");
  if (
    !force &&
    !isStale(marker, [BARE_SOURCE, "package-lock.json", path.join("node_modules", "next", "package.json")])
  ) {
    console.log(`bare app: reusing the build of ${statSync(marker).mtime.toISOString()}`);
    return BARE_STAGE;
  }
  console.log("bare app: staging and next build…");
  rmSync(BARE_STAGE, { recursive: true, force: true });
  cpSync(BARE_SOURCE, BARE_STAGE, {
    recursive: true,
    filter: (src) => !/[\\/](\.next|node_modules)$/.test(src) && !src.endsWith("next-env.d.ts"),
  });
  writeFileSync(path.join(BARE_STAGE, "package.json"), JSON.stringify({ private: true, type: "module" }) + "\n");
  // realpath: the repository's node_modules may itself be a link to another checkout's.
  linkTree(realpathSync("node_modules"), path.join(BARE_STAGE, "node_modules"));
  run(process.execPath, [nextBin(BARE_STAGE), "build"], {
    cwd: BARE_STAGE,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (!existsSync(marker)) throw new Error("bare app: the build left no BUILD_ID");
  return BARE_STAGE;
}
