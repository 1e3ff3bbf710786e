import { describe, expect, it } from "vitest";
import { findRoute, ROUTES } from "./routes";
import { compileShellPlaces, placeOf } from "./shell-places";

const places = compileShellPlaces(ROUTES);
/** A concrete path of a pattern: its parameters filled in. */
const sample = (pattern: string) => pattern.replace(/\/\{\w+\?\}/g, "").replace(/\{\w+\}/g, "42");

describe("shell places", () => {
  it("give every registered route the area and layout flags the registry gives it", () => {
    for (const r of ROUTES) {
      const path = sample(r.pattern);
      const route = findRoute(path)!;
      expect(placeOf(places, path), path).toEqual({
        area: route.area,
        ...(route.noPadding ? { noPadding: true } : {}),
        ...(route.hideFooter ? { hideFooter: true } : {}),
      });
    }
  });

  it("match whole segments only", () => {
    const p = compileShellPlaces([
      { pattern: "/weedodata", area: "general" },
      { pattern: "/weedodata/admin/{x}", area: "weedodata" },
    ] as never);
    expect(placeOf(p, "/weedodata/admin/vuestock").area).toBe("weedodata");
    expect(placeOf(p, "/weedodata/administration").area).toBe("general");
    expect(placeOf(p, "/elsewhere").area).toBe("general");
  });

  it("stay a small fraction of the registry", () => {
    expect(places.length).toBeLessThan(ROUTES.length / 2);
  });
});
