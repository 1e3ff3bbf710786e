import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "graphql";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** `service.Query.field` or `service.Mutation.field`. */
export type FieldKey = string;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The root fields of one GraphQL text. */
function rootFields(service: string, text: string): FieldKey[] {
  try {
    return parse(text.replace(/\$\{[^}]*\}/g, "")).definitions.flatMap((d) =>
      d.kind === "OperationDefinition"
        ? d.selectionSet.selections.flatMap((s) =>
            s.kind === "Field" ? [`${service}.${d.operation === "query" ? "Query" : "Mutation"}.${s.name.value}`] : [],
          )
        : [],
    );
  } catch {
    return [];
  }
}

/** Each `const NAME = graphql(…)` of a file (any alias of a service's `graphql`), as its root fields. */
function documentsOf(file: string): Map<string | null, FieldKey[]> {
  const src = readFileSync(file, "utf8");
  const out = new Map<string | null, FieldKey[]>();
  for (const imp of src.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@\/lib\/graphql\/(market|myaffil|auth)"/g)) {
    for (const part of imp[1]!.split(",")) {
      const m = /^graphql(?:\s+as\s+(\w+))?$/.exec(part.trim());
      if (!m) continue;
      const alias = m[1] ?? "graphql";
      const call = new RegExp(`(?:const\\s+(\\w+)\\s*=\\s*)?\\b${alias}\\(\\s*\`([\\s\\S]*?)\``, "g");
      for (const c of src.matchAll(call)) {
        const key = c[1] ?? null;
        out.set(key, [...(out.get(key) ?? []), ...rootFields(imp[2]!, c[2]!)]);
      }
    }
  }
  return out;
}

/** Operation files export many documents: only the names a page (or its components) import count. */
const isOperationsFile = (f: string) => /(operations|queries|mutations?)\.tsx?$/.test(f);

/** The root fields a page sends: its documents and those of every module it imports, followed by name. */
export function fieldsOfPage(page: string): Set<FieldKey> {
  const fields = new Set<FieldKey>();
  const seen = new Set<string>();
  const stack: [string, Set<string> | null][] = [[page, null]];
  while (stack.length) {
    const [file, names] = stack.pop()!;
    const restrict = isOperationsFile(file) && names ? names : null;
    const key = `${file}|${restrict ? [...restrict].sort().join(",") : "*"}`;
    if (seen.has(key) || file.includes("/lib/graphql/") || file.includes("/lib/api/")) continue;
    seen.add(key);
    for (const [name, keys] of documentsOf(file))
      if (!restrict || (name && restrict.has(name))) keys.forEach((k) => fields.add(k));
    if (restrict) continue;
    const src = readFileSync(file, "utf8");
    for (const m of src.matchAll(
      /(?:import|export)\s*(type\s+)?(\{[^}]*\})?[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    )) {
      if (m[1]) continue;
      const target = resolveImport(file, m[3] ?? m[4]!);
      if (!target) continue;
      const imported = m[2]
        ? new Set(
            m[2]
              .slice(1, -1)
              .split(",")
              .map(
                (x) =>
                  x
                    .trim()
                    .replace(/^type\s+/, "")
                    .split(/\s+as\s+/)[0]!,
              )
              .filter(Boolean),
          )
        : null;
      stack.push([target, imported]);
    }
  }
  return fields;
}

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "api" ? [] : pages(p);
    return d.name === "page.tsx" ? [p] : [];
  });
}

/** A page file's URL with each dynamic segment as "1": `(admin)/member/[id]/page.tsx` → `/member/1`. */
const urlOf = (page: string) =>
  "/" +
  path
    .relative(path.join(ROOT, "app"), path.dirname(page))
    .split(path.sep)
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .map((s) => (/^\[.*\]$/.test(s) ? "1" : s))
    .join("/");

/** Every page of the app with the root fields it sends. */
export function pageFields(): { url: string; fields: Set<FieldKey> }[] {
  return pages(path.join(ROOT, "app")).map((p) => ({ url: urlOf(p), fields: fieldsOfPage(p) }));
}
