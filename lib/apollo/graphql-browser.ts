/**
 * What the browser bundle gets for `import … from "graphql"` (next.config.ts aliases it there only):
 * Apollo Client and its Next.js integration need a parser, printer and visitor, which
 * `@0no-co/graphql.web` provides with graphql-js's AST at a fraction of its weight (13 KB gz less
 * on every page with Apollo). The server keeps graphql-js (yoga, validation, the schemas).
 */
import { parse as parseDocument, print, type DocumentNode, type Source } from "@0no-co/graphql.web";

export * from "@0no-co/graphql.web";

/**
 * graphql-tag (Apollo's `gql`, which the streaming integration runs on every preloaded query) keys
 * fragments by their source text, read through each fragment definition's `loc`; graphql.web keeps a
 * `loc` on the document only. The fragment's printed text is the same key: equal text, equal key.
 */
export function parse(source: string | Source, options?: Parameters<typeof parseDocument>[1]): DocumentNode {
  const doc = parseDocument(source, options);
  for (const def of doc.definitions) {
    if (def.kind !== "FragmentDefinition" || def.loc) continue;
    const body = print(def);
    Object.assign(def, { loc: { start: 0, end: body.length, source: { body, name: "GraphQL request" } } });
  }
  return doc;
}

/**
 * The integration minifies the queries it sends to the browser on the server only; a browser-side
 * call gets the text back unchanged, which is the same document (only insignificant characters kept).
 */
export function stripIgnoredCharacters(source: string | Source): string {
  return typeof source === "string" ? source : source.body;
}
