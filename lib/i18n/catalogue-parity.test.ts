import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en";
import fr from "@/messages/fr";

const dir = path.resolve(import.meta.dirname, "../../messages");
const jsonFiles = (locale: string) =>
  readdirSync(path.join(dir, locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();

/** Every key path, deep; a list (read with `t.raw`) is one leaf. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe("catalogues", () => {
  it("have the same namespace files in French and English, all in their index", () => {
    expect(jsonFiles("en")).toEqual(jsonFiles("fr"));
    expect(Object.keys(fr).sort()).toEqual(jsonFiles("fr"));
    expect(Object.keys(en).sort()).toEqual(jsonFiles("en"));
  });

  it.each(jsonFiles("fr"))("%s has exactly the same keys in French and English", (ns) => {
    const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, locale, `${ns}.json`), "utf8")) as unknown;
    expect(keyPaths(read("en")).sort()).toEqual(keyPaths(read("fr")).sort());
  });
});
