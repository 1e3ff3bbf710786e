import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Which messages the browser needs, read from the code: from each layout and page of `app/`,
 * follow the imports to the "use client" modules (and everything they import, which is client
 * code too), and collect the message paths their translators can reach. Server components
 * translate on the server and add nothing.
 *
 * A translator bound to a namespace (`useTranslations("a.b")`, or a template such as
 * `` `a.b.${x}` ``) needs that subtree; a root translator (`useTranslations()`) needs the keys it
 * is called with, literal or templated (`` t(`routes.${k}`) `` needs `routes`). A key the scanner
 * cannot read (a variable) must be declared in the module with a comment
 * `// i18n-client-keys: routes sidebar`, else the scan fails: a list that guesses would rot.
 * A module marked `// i18n-client-own-messages: …` loads its messages with its own code (a lazily
 * loaded dialog, say): the scan does not follow it, so the page's first HTML does not carry them.
 */

export interface ClientMessageScopes {
  /** Scope id (the folder under `app/`, "." for the root) → message paths, sorted, no path under another. */
  scopes: Record<string, string[]>;
  /** Scopes that are pages (each wraps itself); the others are layouts. */
  pages: string[];
}

const SPECIAL_FILES = ["layout", "template", "error", "loading", "not-found", "global-error", "default"];
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];
const TRANSLATOR_HOOKS = new Set(["useTranslations", "getTranslations"]);
const TRANSLATOR_METHODS = new Set(["rich", "markup", "raw", "has"]);
const DECLARED = /i18n-client-keys:([^\n*]*)/;
const OWN_MESSAGES = /i18n-client-own-messages:/;

interface ModuleFacts {
  client: boolean;
  imports: string[];
  paths: string[];
}

class ScanError extends Error {}

function fail(file: string, node: ts.Node, sf: ts.SourceFile, what: string): never {
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  throw new ScanError(`${file}:${line + 1}: ${what}`);
}

/** The complete segments before the first placeholder: `a.b.${x}` and `a.b.c${x}` give "a.b". */
function staticPrefix(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    const segments = node.head.text.split(".");
    segments.pop();
    return segments.length ? segments.join(".") : null;
  }
  return null;
}

/** Literal keys, both branches of a conditional, or null when the key is computed elsewhere. */
function keyPaths(node: ts.Expression): string[] | null {
  if (ts.isParenthesizedExpression(node)) return keyPaths(node.expression);
  if (ts.isConditionalExpression(node)) {
    const a = keyPaths(node.whenTrue);
    const b = keyPaths(node.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  const prefix = staticPrefix(node);
  return prefix ? [prefix] : null;
}

function isRootTranslatorCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : null;
  if (!name || !TRANSLATOR_HOOKS.has(name)) return false;
  const arg = call.arguments[0];
  // getTranslations({ locale }) without a namespace is a root translator too.
  return (
    !arg ||
    (ts.isObjectLiteralExpression(arg) &&
      !arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === "namespace"))
  );
}

function namespaceArg(call: ts.CallExpression): ts.Expression | undefined {
  const arg = call.arguments[0];
  if (arg && ts.isObjectLiteralExpression(arg)) {
    const ns = arg.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "namespace",
    );
    return ns?.initializer;
  }
  return arg;
}

function readModule(file: string, root: string): ModuleFacts {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const rel = path.relative(root, file);
  const first = sf.statements[0];
  const client =
    !!first &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === "use client";
  const imports: string[] = [];
  const paths: string[] = [];
  const declared = DECLARED.exec(text)?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
  paths.push(...declared);
  const rootTranslators = new Set<string>();

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      imports.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
        imports.push(node.arguments[0].text);
      if (ts.isIdentifier(callee) && TRANSLATOR_HOOKS.has(callee.text)) {
        if (isRootTranslatorCall(node)) {
          const holder = ts.isAwaitExpression(node.parent) ? node.parent.parent : node.parent;
          if (holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name))
            rootTranslators.add(holder.name.text);
          else if (!declared.length)
            fail(
              rel,
              node,
              sf,
              "a root translator that is not bound to a name: declare its keys with // i18n-client-keys: …",
            );
        } else {
          const ns = namespaceArg(node);
          const prefix = ns && staticPrefix(ns);
          if (prefix) paths.push(prefix);
          else if (!declared.length)
            fail(
              rel,
              node,
              sf,
              "a translator namespace the scan cannot read: use a literal, or declare it with // i18n-client-keys: …",
            );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  if (rootTranslators.size) {
    const visitUse = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const direct = ts.isIdentifier(callee) && rootTranslators.has(callee.text);
        const method =
          ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          rootTranslators.has(callee.expression.text) &&
          TRANSLATOR_METHODS.has(callee.name.text);
        if (direct || method) {
          const arg = node.arguments[0];
          const found = arg && keyPaths(arg);
          if (found) paths.push(...found);
          else if (!declared.length)
            fail(
              rel,
              node,
              sf,
              "a root translator called with a key the scan cannot read: declare its namespaces with // i18n-client-keys: …",
            );
        }
      }
      ts.forEachChild(node, visitUse);
    };
    visitUse(sf);
  }
  // A lazily loaded client module that brings its own messages with its code (a provider of its own):
  // neither its texts nor its imports' go into the page's first HTML.
  if (OWN_MESSAGES.test(text)) return { client, imports: [], paths: [] };
  return { client, imports, paths };
}

function resolveImport(spec: string, from: string, root: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package: its strings are not ours
  if (/\.(json|css|svg|png)$/.test(base)) return null;
  for (const ext of ["", ...EXTENSIONS]) {
    const candidate = base + ext;
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Sorted, without duplicates and without a path that a shorter one already covers. */
export function normalisePaths(paths: Iterable<string>): string[] {
  const sorted = [...new Set(paths)].sort();
  return sorted.filter((p) => !sorted.some((q) => q !== p && p.startsWith(q + ".")));
}

function walkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walkFiles(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

/** Scans `root/app`. Throws (with file and line) on a translator it cannot read. */
export function scanClientMessages(root: string): ClientMessageScopes {
  const appDir = path.join(root, "app");
  const facts = new Map<string, ModuleFacts>();
  const factsOf = (file: string) => {
    let f = facts.get(file);
    if (!f) facts.set(file, (f = readModule(file, root)));
    return f;
  };

  /** The message paths the browser needs below these entry modules. */
  const collect = (entries: string[]): string[] => {
    const out = new Set<string>();
    const seen = new Set<string>();
    const stack = entries.map((file) => ({ file, client: false }));
    while (stack.length) {
      const { file, client: inClient } = stack.pop()!;
      const f = factsOf(file);
      const client = inClient || f.client;
      const key = `${client ? "c" : "s"}:${file}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (client) f.paths.forEach((p) => out.add(p));
      for (const spec of f.imports) {
        const next = resolveImport(spec, file, root);
        if (next) stack.push({ file: next, client });
      }
    }
    return normalisePaths(out);
  };

  const files = walkFiles(appDir).filter((f) => /\.tsx?$/.test(f));
  const dirOf = (f: string) => path.relative(appDir, path.dirname(f)).split(path.sep).join("/") || ".";
  const nameOf = (f: string) => path.basename(f).replace(/\.tsx?$/, "");
  const layoutDirs = new Set(files.filter((f) => nameOf(f) === "layout").map(dirOf));
  /** The nearest folder, this one or above, that has a layout. */
  const layoutOf = (dir: string): string => {
    for (let d = dir; ; d = d.includes("/") ? d.slice(0, d.lastIndexOf("/")) : ".") {
      if (layoutDirs.has(d)) return d;
      if (d === ".") return ".";
    }
  };

  const scopes: Record<string, string[]> = {};
  const layoutEntries = new Map<string, string[]>();
  const pages: string[] = [];
  for (const f of files) {
    const name = nameOf(f);
    if (name === "page") {
      const scope = dirOf(f);
      scopes[scope] = collect([f]);
      pages.push(scope);
    } else if (SPECIAL_FILES.includes(name)) {
      // error/loading/not-found render inside the nearest layout, outside any page's provider.
      const scope = layoutOf(dirOf(f));
      layoutEntries.set(scope, [...(layoutEntries.get(scope) ?? []), f]);
    }
  }
  for (const [scope, entries] of layoutEntries) {
    const paths = collect(entries);
    // A layout that translates nothing and mounts no messages provider (one that only mounts the Apollo
    // client, say) needs no scope.
    const provides = entries.some((f) => nameOf(f) === "layout" && /<ClientMessages\b/.test(readFileSync(f, "utf8")));
    if (!paths.length && !provides && !(scope in scopes)) continue;
    // A folder with both a layout and a page: one key for both providers, listing what either needs.
    const page = scopes[scope];
    scopes[scope] = page ? normalisePaths(new Set([...page, ...paths])) : paths;
  }
  const sorted = Object.fromEntries(Object.entries(scopes).sort(([a], [b]) => a.localeCompare(b)));
  return { scopes: sorted, pages: pages.sort() };
}

/** The manifest's source text, as committed in lib/i18n/client-namespaces.generated.ts. */
export function renderManifest({ scopes, pages }: ClientMessageScopes): string {
  // A page without client translations needs no provider of its own: it is left out.
  const listed = Object.entries(scopes).filter(([scope, paths]) => paths.length || !pages.includes(scope));
  return [
    "// Generated by `npx tsx scripts/i18n-client-namespaces.ts` from the import graph of app/: do not edit.",
    "// lib/i18n/client-namespaces.test.ts fails when it is stale.",
    "",
    "/**",
    ' * Per layout folder under app/ ("." is the root) and per page folder whose client components',
    " * translate: the message paths those client components use.",
    " */",
    "export const CLIENT_MESSAGES = {",
    ...listed.map(
      ([scope, paths]) => `  ${JSON.stringify(scope)}: [${paths.map((p) => JSON.stringify(p)).join(", ")}],`,
    ),
    "} as const;",
    "",
    "export type ClientScope = keyof typeof CLIENT_MESSAGES;",
    "",
  ].join("\n");
}

export { ScanError };
