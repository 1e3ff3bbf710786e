// Moves source files or folders and rewrites every import of them, and every import they make:
// `npx tsx scripts/move-modules.ts <from> <to> [<from> <to>…]` (paths from the repository root).
// An import that still reaches its module by the same relative path stays relative; any other
// becomes "@/…". Mentions of a moved path in comments and docs ("lib/api/auth/invoices/money.ts")
// follow too. The moves are `git mv`, so history follows the files. Used for the feature layout
// (ARCHITECTURE.md: features/<product>/<feature>/).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
if (args.length < 2 || args.length % 2) {
  console.error("usage: move-modules.ts <from> <to> [<from> <to>…]");
  process.exit(2);
}
const pairs = Array.from({ length: args.length / 2 }, (_, i) => [args[2 * i]!, args[2 * i + 1]!] as const).map(
  ([from, to]) => [path.normalize(from).replace(/\/$/, ""), path.normalize(to).replace(/\/$/, "")] as const,
);

const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const trackedSet = new Set(tracked);
for (const [from] of pairs)
  if (!tracked.some((f) => f === from || f.startsWith(`${from}/`))) {
    console.error(`nothing tracked at ${from}: nothing moved`);
    process.exit(2);
  }
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const TEXT = /\.(ts|tsx|mts|mjs|js|md|json|yml|yaml|css)$/;

/** Where a repository path goes: the most specific pair that covers it wins. */
function movedTo(file: string): string {
  let best: (typeof pairs)[number] | null = null;
  for (const p of pairs)
    if ((file === p[0] || file.startsWith(`${p[0]}/`)) && (!best || p[0].length > best[0].length)) best = p;
  return best ? best[1] + file.slice(best[0].length) : file;
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"];

/** The tracked file an import reaches: the path itself, with an extension, or a folder's index. */
function resolveFile(target: string): { file: string; index: boolean } | null {
  if (trackedSet.has(target) && !statSync(path.join(root, target)).isDirectory()) return { file: target, index: false };
  for (const ext of EXTENSIONS) if (trackedSet.has(target + ext)) return { file: target + ext, index: false };
  for (const ext of EXTENSIONS)
    if (trackedSet.has(`${target}/index${ext}`)) return { file: `${target}/index${ext}`, index: true };
  return null;
}

/** The spelling of an import of `file` from `from` after the move, in the original's style. */
function spell(original: string, from: string, target: { file: string; index: boolean }, hadExt: string): string {
  const newTarget = movedTo(target.file);
  const newFrom = movedTo(from);
  let bare = target.index ? path.dirname(newTarget) : newTarget;
  if (!target.index && !hadExt) bare = bare.replace(/\.(ts|tsx|mts|js|mjs)$/, "");
  if (original.startsWith(".")) {
    let rel = path.relative(path.dirname(newFrom), bare);
    if (!rel.startsWith(".")) rel = `./${rel}`;
    // Relative only while it stays near (same folder tree): otherwise the alias says where it is.
    if (!rel.startsWith("../../")) return rel;
  }
  return `@/${bare}`;
}

let rewritten = 0;
for (const file of tracked.filter((f) => SOURCE.test(f) && existsSync(path.join(root, f)))) {
  const text = readFileSync(path.join(root, file), "utf8");
  const info = ts.preProcessFile(text, true, true);
  const edits: { pos: number; end: number; spec: string }[] = [];
  for (const imp of info.importedFiles) {
    const spec = imp.fileName;
    if (!spec.startsWith(".") && !spec.startsWith("@/")) continue;
    const base = spec.startsWith("@/") ? spec.slice(2) : path.normalize(path.join(path.dirname(file), spec));
    const hadExt = path.extname(base) && EXTENSIONS.includes(path.extname(base)) ? path.extname(base) : "";
    const target = resolveFile(base);
    if (!target) continue;
    if (movedTo(target.file) === target.file && movedTo(file) === file) continue;
    const next = spell(spec, file, target, hadExt);
    // preProcessFile's pos is the opening quote's.
    const [pos, end] = text.slice(imp.pos + 1, imp.end + 1) === spec ? [imp.pos + 1, imp.end + 1] : [imp.pos, imp.end];
    if (next !== spec && text.slice(pos, end) === spec) edits.push({ pos, end, spec: next });
  }
  if (!edits.length) continue;
  let out = text;
  for (const e of edits.sort((a, b) => b.pos - a.pos)) out = out.slice(0, e.pos) + e.spec + out.slice(e.end);
  writeFileSync(path.join(root, file), out);
  rewritten++;
}

// Mentions in comments and documents: the longest moved path first, at a path boundary.
const mentions = pairs
  .flatMap(([from]) =>
    tracked
      .filter((f) => f === from || f.startsWith(`${from}/`))
      .flatMap((f) => [f, f.replace(/\.(ts|tsx)$/, "")])
      .concat(from),
  )
  .filter((m, i, all) => all.indexOf(m) === i)
  .sort((a, b) => b.length - a.length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = new RegExp(`(?<=^|[^\\w./-]|@/)(${mentions.map(escape).join("|")})(?![\\w-])`, "g");
/** A mention without its extension moves where its file does (a more specific pair may take it). */
const moveMention = (m: string) => {
  for (const ext of [".ts", ".tsx"]) if (trackedSet.has(m + ext)) return movedTo(m + ext).slice(0, -ext.length);
  return movedTo(m);
};
let mentioned = 0;
for (const file of tracked.filter((f) => TEXT.test(f) && existsSync(path.join(root, f)))) {
  if (file.endsWith("package-lock.json") || file === "scripts/move-modules.ts") continue;
  const text = readFileSync(path.join(root, file), "utf8");
  const out = text.replace(pattern, moveMention);
  if (out !== text) {
    writeFileSync(path.join(root, file), out);
    mentioned++;
  }
}

const done = new Set<string>();
for (const [from] of pairs) {
  const files = tracked.filter((f) => f === from || f.startsWith(`${from}/`));
  for (const f of files) {
    const dest = movedTo(f);
    if (dest === f || done.has(f)) continue;
    done.add(f);
    mkdirSync(path.dirname(path.join(root, dest)), { recursive: true });
    execFileSync("git", ["mv", f, dest], { cwd: root });
  }
}
console.log(`imports rewritten in ${rewritten} files, mentions in ${mentioned}; ${pairs.length} moves`);
