import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pixelsOf, POLYGLOT_HTML, polyglotPng, solidPng } from "@/tests/helpers/png";
import { reencodeImage } from "./image-reencode";

describe("reencodeImage", () => {
  it("keeps the pixels of a PNG and nothing after them", async () => {
    const out = await reencodeImage(polyglotPng(12, 7), "image/png");
    expect(out).toMatchObject({ width: 12, height: 7 });
    expect(out!.bytes.includes(POLYGLOT_HTML)).toBe(false);
    expect(out!.bytes.includes("<script")).toBe(false);
    expect(await pixelsOf(out!.bytes)).toEqual(await pixelsOf(solidPng(12, 7)));
  });

  it.each([
    ["a PNG signature followed by HTML", Buffer.concat([solidPng(1, 1).subarray(0, 8), Buffer.from(POLYGLOT_HTML)])],
    ["a truncated PNG", solidPng(64, 64).subarray(0, 50)],
    ["plain text", Buffer.from("hello")],
  ])("refuses %s", async (_, bytes) => {
    expect(await reencodeImage(bytes, "image/png")).toBeNull();
  });

  it("refuses bytes of another format than the one announced", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    expect(await reencodeImage(jpeg, "image/png")).toBeNull();
    expect(await reencodeImage(jpeg, "image/jpeg")).toMatchObject({ width: 4, height: 4 });
  });

  it("refuses a decompression bomb (more than 40 megapixels)", async () => {
    // 10 000 × 5 000 of one colour: a few kilobytes of PNG, 200 MB once decoded.
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    expect(await reencodeImage(bomb, "image/png")).toBeNull();
  });

  it("applies the EXIF orientation, then drops every metadata block", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c00" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: "Jean Dupont, 12 rue des Lilas" } })
      .toBuffer();
    const out = await reencodeImage(jpeg, "image/jpeg");
    // Orientation 6 is a quarter turn: the stored pixels are upright, 20 × 40.
    expect(out).toMatchObject({ width: 20, height: 40 });
    const meta = await sharp(out!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out!.bytes.includes("Jean Dupont")).toBe(false);
  });

  it("keeps every frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 5, height: 3, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#0a0"), await frame("#a00")], { join: { animated: true } })
      .gif()
      .toBuffer();
    const out = await reencodeImage(Buffer.concat([gif, Buffer.from(POLYGLOT_HTML)]), "image/gif");
    expect(out).toMatchObject({ width: 5, height: 3 });
    expect(out!.bytes.includes("<script")).toBe(false);
    expect((await sharp(out!.bytes, { animated: true }).metadata()).pages).toBe(2);
  });
});
