import { describe, expect, it } from "vitest";
import { queryString, readSearch, searchParam } from "./search-params";

describe("search params", () => {
  it("take the first of a repeated parameter and an empty string for a missing one", () => {
    expect(searchParam({ a: ["1", "2"] }, "a")).toBe("1");
    expect(searchParam({}, "a")).toBe("");
  });

  it("drop empty values from a query string and let overrides win", () => {
    expect(queryString({ a: "x", b: "" }, { page: "2" })).toBe("a=x&page=2");
    expect(queryString({ a: "x" }, { a: "y" })).toBe("a=y");
  });

  it("read the listed filters and a page that is at least 1", () => {
    const s = readSearch({ q: "dupont", page: "-3", other: "x" }, ["q", "state"] as const);
    expect(s.values).toEqual({ q: "dupont", state: "" });
    expect(s.page).toBe(1);
    expect(s.params({ page: "2" })).toBe("q=dupont&page=2");
  });
});
