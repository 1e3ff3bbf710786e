import { describe, expect, it } from "vitest";
import { classifyNetwork, referrerHostOf } from "./social-networks";

describe("social network of a click", () => {
  it.each([
    ["facebook", null, "facebook"],
    ["FB", null, "facebook"],
    ["facebook_ads", null, "facebook"],
    ["instagram.com", null, "instagram"],
    ["ig-story", null, "instagram"],
    ["TikTok", null, "tiktok"],
    ["linkedin", null, "linkedin"],
    ["twitter", null, "x"],
    ["x", null, "x"],
    ["yt", null, "youtube"],
    ["snap_ads", null, "snapchat"],
    ["pinterest", null, "pinterest"],
    ["reddit", null, "other"],
    ["social", null, "other"],
    ["newsletter", null, null],
    ["google", null, null],
    ["box", null, null],
    [null, "https://l.facebook.com/l.php?u=x", "facebook"],
    [null, "https://www.instagram.com/", "instagram"],
    [null, "https://t.co/abc", "x"],
    [null, "https://x.com/someone", "x"],
    [null, "https://lnkd.in/xyz", "linkedin"],
    [null, "https://youtu.be/abc", "youtube"],
    [null, "https://pin.it/abc", "pinterest"],
    [null, "https://www.reddit.com/r/france", "other"],
    [null, "https://www.google.com/", null],
    [null, "https://notfacebook.com/", null],
    [null, "android-app://com.facebook.katana", null],
    [null, null, null],
    // The declared source wins over the referrer.
    ["tiktok", "https://www.facebook.com/", "tiktok"],
    ["newsletter", "https://www.facebook.com/", "facebook"],
  ])("utm_source %s, referrer %s → %s", (utm, referrer, network) => {
    expect(classifyNetwork(utm, referrer)).toBe(network);
  });

  it("keeps the referrer's host without www, and nothing of a non-web referrer", () => {
    expect(referrerHostOf("https://WWW.Facebook.com/page")).toBe("facebook.com");
    expect(referrerHostOf("not a url")).toBeNull();
  });
});
