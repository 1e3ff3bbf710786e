import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inEmailList, inIdList } from "./allow-lists";
import { ConfigError, parseEnv } from "./env";

describe("allow-lists", () => {
  afterEach(() => {
    delete process.env.ALLOW_REPORT_VIEWERS;
    delete process.env.ALLOW_GIFT_POINTS;
  });

  it("uses the demo defaults, e-mails compared without case", () => {
    expect(inEmailList("reportViewers", "Admin@Weedo.test")).toBe(true);
    expect(inEmailList("reportViewers", "tem@weedo.test")).toBe(false);
    expect(inIdList("giftPoints", 1)).toBe(true);
    expect(inIdList("giftPoints", 2)).toBe(false);
  });

  it("reads an override from the environment", () => {
    process.env.ALLOW_REPORT_VIEWERS = " tem@weedo.test , ";
    process.env.ALLOW_GIFT_POINTS = "2,7";
    expect(inEmailList("reportViewers", "TEM@weedo.test")).toBe(true);
    expect(inEmailList("reportViewers", "admin@weedo.test")).toBe(false);
    expect(inIdList("giftPoints", 7)).toBe(true);
    expect(inIdList("giftPoints", 1)).toBe(false);
  });

  it("refuses a malformed override where the environment is parsed, naming the variable", () => {
    try {
      parseEnv({
        ALLOW_REPORT_VIEWERS: "admin@weedo.test,not-an-email",
        ALLOW_GIFT_POINTS: "1,x",
        ALLOW_EXTRACT_MER: "4",
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).issues).toEqual([
        "ALLOW_REPORT_VIEWERS: expected a comma-separated list of e-mail addresses",
        "ALLOW_GIFT_POINTS: expected a comma-separated list of user ids",
      ]);
    }
  });

  it("stays free of zod, which it would carry into every signed-in page's browser bundle", () => {
    const source = readFileSync(path.join(import.meta.dirname, "allow-lists.ts"), "utf8");
    expect(source).not.toMatch(/from\s+["'][^"']*zod/);
    expect(source.match(/^import .*$/gm) ?? []).toEqual([]);
  });
});
