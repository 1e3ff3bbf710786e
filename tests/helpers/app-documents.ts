import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Kind, parse, visit, type ASTNode, type DocumentNode, type FragmentDefinitionNode } from "graphql";
import ts from "typescript";
import type { Service } from "@/lib/api/services";

export interface AppDocument {
  service: Service;
  file: string;
  name: string;
  document: DocumentNode;
}

const ROOTS = ["app", "components", "features", "lib"];
const SKIP = /(^|\/)(node_modules|\.next|lib\/api)(\/|$)|\.test\.tsx?$|\.d\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (SKIP.test(p)) return [];
    if (d.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/**
 * The `graphql(` … `)` texts of a file, with the service its `graphql` import names; a call whose
 * document is not a plain literal (which nothing could check) is kept with `text: null`.
 */
function documentsOf(file: string): { service: Service; text: string | null }[] {
  const text = readFileSync(file, "utf8");
  const service = /import \{[^}]*\bgraphql\b[^}]*\} from "@\/lib\/graphql\/(myaffil|auth|market)"/.exec(text)?.[1];
  if (!service) return [];
  const found: { service: Service; text: string | null }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "graphql") {
      const arg = node.arguments[0];
      const literal = arg && (ts.isNoSubstitutionTemplateLiteral(arg) || ts.isStringLiteral(arg));
      found.push({ service: service as Service, text: literal ? arg.text : null });
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/** Every `graphql()` call of the sources (`lib/graphql/<service>`) as written: operations and fragments. */
export function appDocumentSources(root = process.cwd()): { service: Service; file: string; text: string | null }[] {
  return ROOTS.flatMap((r) => sourceFiles(path.join(root, r))).flatMap((file) =>
    documentsOf(file).map((d) => ({ ...d, file: path.relative(root, file) })),
  );
}

/**
 * Every operation the portal's pages send, read from the sources (the `graphql()` calls of
 * `lib/graphql/<service>`), each with the fragments it spreads: what the API limits must let through.
 */
export function appDocuments(root = process.cwd()): AppDocument[] {
  const raw = appDocumentSources(root).flatMap((d) => (d.text === null ? [] : [{ ...d, parsed: parse(d.text) }]));
  // Two files may each name a fragment alike (gql.tada passes fragments by value): a spread takes
  // its own file's fragment of that name first.
  const fragments = new Map<string, { file: string; def: FragmentDefinitionNode }[]>();
  for (const d of raw)
    for (const def of d.parsed.definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION)
        fragments.set(def.name.value, [...(fragments.get(def.name.value) ?? []), { file: d.file, def }]);
  const fragment = (name: string, file: string) => {
    const all = fragments.get(name) ?? [];
    return (all.find((f) => f.file === file) ?? all[0])?.def;
  };

  const withFragments = (doc: DocumentNode, file: string): DocumentNode => {
    const needed = new Map<string, FragmentDefinitionNode>();
    const spreads = (node: ASTNode): void => {
      visit(node, {
        FragmentSpread(spread) {
          const f = fragment(spread.name.value, file);
          if (f && !needed.has(f.name.value)) {
            needed.set(f.name.value, f);
            spreads(f.selectionSet);
          }
        },
      });
    };
    const ops = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    ops.forEach((o) => spreads(o.selectionSet));
    return { kind: Kind.DOCUMENT, definitions: [...ops, ...needed.values()] };
  };

  return raw.flatMap((d) =>
    d.parsed.definitions
      .filter((def) => def.kind === Kind.OPERATION_DEFINITION)
      .map((op) => ({
        service: d.service,
        file: d.file,
        name: op.name?.value ?? "(anonymous)",
        document: withFragments({ kind: Kind.DOCUMENT, definitions: [op] }, d.file),
      })),
  );
}
