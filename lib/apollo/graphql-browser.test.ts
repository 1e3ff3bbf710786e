import { print as printJs } from "graphql";
import { describe, expect, it } from "vitest";
import { parse, stripIgnoredCharacters } from "./graphql-browser";

const DOC = `query Orders($state: String) { marketOrders(state: $state) { ...OrderRow } }
fragment OrderRow on MarketOrder { id state }`;

describe("the browser's graphql", () => {
  it("gives each fragment definition the location graphql-tag keys fragments by", () => {
    const doc = parse(DOC);
    const fragment = doc.definitions.find((d) => d.kind === "FragmentDefinition");
    const loc = fragment?.loc as { start: number; end: number; source: { body: string } } | undefined;
    expect(loc?.source.body.slice(loc.start, loc.end)).toBe("fragment OrderRow on MarketOrder {\n  id\n  state\n}");
  });

  it("parses to the document graphql-js prints the same", () => {
    expect(printJs(parse(DOC))).toBe(printJs(parse(printJs(parse(DOC)))));
  });

  it("keeps a document's text when asked to strip it in the browser", () => {
    expect(stripIgnoredCharacters(DOC)).toBe(DOC);
  });
});
