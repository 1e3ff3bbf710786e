import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it("reads seconds, minutes and hours as a person would, in both languages", () => {
    expect(formatDuration("fr", 0)).toBe("0 s");
    expect(formatDuration("en", 45)).toBe("45 s");
    expect(formatDuration("fr", 185)).toBe("3 min 05 s");
    // The case that showed "26.4 h".
    expect(formatDuration("fr", 26.4 * 3600)).toBe("26 h 24 min");
    expect(formatDuration("en", 26.4 * 3600)).toBe("26 h 24 min");
    expect(formatDuration("en", 7200)).toBe("2 h");
    // 59 min 59.6 s rounds to a whole hour, not "0 h 60 min".
    expect(formatDuration("fr", 3599.6)).toBe("1 h");
    expect(formatDuration("en", 1234 * 3600 + 60)).toBe("1,234 h 01 min");
    expect(formatDuration("fr", 1234 * 3600 + 60).replace(/\s/gu, " ")).toBe("1 234 h 01 min");
  });
});
