import { describe, expect, it } from "vitest";
import { solidPng } from "@/tests/helpers/png";
import { pngOfDataUrl, SIGNATURE_MAX } from "./transitions";

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

/** A real PNG whose header says it is `width` × `height` (a decompression bomb declares its size there). */
function declaring(width: number, height: number): Buffer {
  const png = Buffer.from(solidPng(40, 20));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe("a drawn signature's PNG", () => {
  it("is taken at the size a signature pad draws", () => {
    expect(pngOfDataUrl(dataUrl(solidPng(600, 200)))).not.toBeNull();
    expect(pngOfDataUrl(dataUrl(declaring(SIGNATURE_MAX.width, SIGNATURE_MAX.height)))).not.toBeNull();
  });

  it("is refused, before any decoding, when its header declares more pixels (issue 27: 6000 × 6000)", () => {
    expect(pngOfDataUrl(dataUrl(declaring(6000, 6000)))).toBeNull();
    expect(pngOfDataUrl(dataUrl(declaring(SIGNATURE_MAX.width + 1, 10)))).toBeNull();
    expect(pngOfDataUrl(dataUrl(declaring(10, SIGNATURE_MAX.height + 1)))).toBeNull();
    expect(pngOfDataUrl(dataUrl(declaring(0, 10)))).toBeNull();
  });

  it("is refused when it is no PNG", () => {
    expect(pngOfDataUrl("data:image/png;base64,aGVsbG8=")).toBeNull();
    expect(pngOfDataUrl(`data:image/jpeg;base64,${solidPng(10, 10).toString("base64")}`)).toBeNull();
  });
});
