import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KNOWN_BREACHES, layerBreach } from "@/scripts/lint/layers.mjs";

// import x from "m"; export { a } from "m"; import("m")
const SPECIFIERS = /(?:^|\n)\s*(?:import|export)\b[^"';]*?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
const specifiersOf = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(SPECIFIERS)].map((m) => (m[1] ?? m[2])!).filter(Boolean);

describe("the layers' lint rule (scripts/lint/layers.mjs)", () => {
  it("refuses lib/ importing a feature, a component or a route, and anything importing app/", () => {
    expect([
      layerBreach("lib/jobs/x.ts", "@/features/market/orders/api"),
      layerBreach("lib/jobs/x.ts", "../../components/data/format"),
      layerBreach("components/x.tsx", "@/app/(admin)/some-route/table"),
      layerBreach("features/a/b/ui/x.tsx", "@/app/(admin)/some-route/table"),
    ]).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String)]);
  });

  it("lets lib/ import lib/, and features import lib/ and packages", () => {
    expect([
      layerBreach("lib/jobs/x.ts", "@/lib/db"),
      layerBreach("lib/jobs/x.ts", "./runner"),
      layerBreach("features/a/b/api.ts", "@/lib/api/errors"),
      layerBreach("features/a/b/api.ts", "drizzle-orm"),
    ]).toEqual([null, null, null, null]);
  });

  // The list only shrinks: a file that no longer breaks a layer leaves it, so that it is checked again.
  it.each(KNOWN_BREACHES)("%s still breaks a layer (else take it off KNOWN_BREACHES)", (file) => {
    expect(specifiersOf(file).some((s) => layerBreach(file, s) !== null)).toBe(true);
  });
});
