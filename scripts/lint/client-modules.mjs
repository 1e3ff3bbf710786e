import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Which modules can end up in the browser, for the import-boundary rule of eslint.config.mjs.
 *
 * A file is client code when it says "use client" or when client code imports it (by value: type-only
 * imports are erased). The walk stops at the server-only modules it finds, since importing one is
 * the error to report, not a reason to check that module's own imports.
 */

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "components", "features", "lib"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs"];

/** Specifiers that are server-only wherever they are imported from (`@/` or a relative path). */
export const SERVER_ONLY_PATTERNS = [
  { regex: "^(@/|(\\.\\./)+)lib/db(/|$)", what: "The database layer (drizzle)" },
  { regex: "^(@/|(\\.\\./)+)lib/api(/|$)", what: "The API's code" },
  { regex: "^(@/|(\\.\\./)+)lib/mail(/|$)", what: "Mail" },
  { regex: "^(@/|(\\.\\./)+)lib/session(/|$)", what: "Sessions (keys, cookies, tokens)" },
  // A feature's server code and tables (ARCHITECTURE.md: features/<product>/<feature>/server, db.ts).
  { regex: "^(@/|(\\.\\./)+)features/[^/]+/[^/]+/(server(/|$)|db$)", what: "A feature's server code or tables" },
];
const SERVER_ONLY_DIRS = ["lib/db", "lib/api", "lib/mail", "lib/session"];

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;
const SERVER_ONLY = /^import\s+["']server-only["'];?\s*$/m;
// import x from "m"; import { a, type B } from "m"; import "m"; export { a } from "m"; export * from "m"
const IMPORT = /^\s*(import|export)\s+(type\s+)?([^"';=]*?)\s*(?:from\s+)?["']([^"']+)["']/gm;
// import("m"), as next/dynamic loads a chunk
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

let cache;

/** A file removed while the tree is read (an editor's temporary file) counts as empty. */
function readOrEmpty(file) {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return "";
  }
}

function scan() {
  if (cache) return cache;
  const files = SOURCE_DIRS.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && EXTENSIONS.includes(path.extname(e.name)) && !e.name.endsWith(".d.ts"))
          .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      : [],
  );
  const text = new Map(files.map((f) => [f, readOrEmpty(f)]));
  cache = { files, text };
  return cache;
}

/** The repository file a specifier names, or null for a package or an unknown path. */
function resolve(from, specifier, known) {
  let base;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, "index" + e)),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The specifiers a module imports by value (a type-only import or export never reaches the bundle). */
function valueImports(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT)) {
    const [, , typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named && named[1].trim() && named[1].split(",").every((s) => !s.trim() || /^type\s/.test(s.trim()))) continue;
    out.push(specifier);
  }
  for (const m of source.matchAll(DYNAMIC_IMPORT)) out.push(m[1]);
  return out;
}

const FEATURE_SERVER = /^features\/[^/]+\/[^/]+\/(server\/|db\.ts$)/;

const isServerOnlyFile = (file, text) =>
  SERVER_ONLY_DIRS.some((d) => file === d || file.startsWith(d + "/")) ||
  FEATURE_SERVER.test(file) ||
  SERVER_ONLY.test(text.get(file) ?? "");

/** Every module that can reach the browser: the "use client" modules and what they import, transitively. */
export function clientModules() {
  const { files, text } = scan();
  const known = new Set(files);
  const seen = new Set(files.filter((f) => !f.includes(".test.") && USE_CLIENT.test(text.get(f))));
  const queue = [...seen];
  while (queue.length) {
    const file = queue.pop();
    for (const specifier of valueImports(text.get(file))) {
      const target = resolve(file, specifier, known);
      if (!target || seen.has(target) || isServerOnlyFile(target, text)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The `@/` specifiers of the modules that declare `import "server-only"` (outside the server-only folders). */
export function serverOnlyModules() {
  const { files, text } = scan();
  return files
    .filter((f) => SERVER_ONLY.test(text.get(f)))
    .flatMap((f) => {
      const bare = f.replace(/\.(ts|tsx|mts|js|jsx|mjs)$/, "");
      return bare.endsWith("/index") ? [`@/${bare}`, `@/${bare.slice(0, -"/index".length)}`] : [`@/${bare}`];
    });
}
