import { describe, expect, it } from "vitest";
import { newTrackingId, trackingLink } from "./tracking-link";

describe("tracking links", () => {
  it("builds ${APP_URL}/t/{tracking_id}?p={publisher} with the optional support and sub-id", () => {
    const base = trackingLink("TABC1234567", 801);
    const u = new URL(base);
    expect(u.pathname).toBe("/t/TABC1234567");
    expect(u.search).toBe("?p=801");
    const full = new URL(trackingLink("TABC1234567", 801, 12, "news letter&x"));
    expect(full.searchParams.get("p")).toBe("801");
    expect(full.searchParams.get("s")).toBe("12");
    expect(full.searchParams.get("sub")).toBe("news letter&x");
  });

  it("escapes the tracking id in the path", () => {
    expect(new URL(trackingLink("a/b?c", 1)).pathname).toBe("/t/a%2Fb%3Fc");
  });

  it("draws identifiers of T and 10 uppercase base-36 characters", () => {
    const ids = Array.from({ length: 500 }, newTrackingId);
    for (const id of ids) expect(id).toMatch(/^T[0-9A-Z]{10}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
