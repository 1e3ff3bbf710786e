import sharp, { type FormatEnum } from "sharp";

/** The formats an upload may keep: each is decoded and written again in the same format. */
export type ReencodableType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

const SHARP_FORMAT: Record<ReencodableType, keyof FormatEnum> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
  "image/gif": "gif",
};

/**
 * A decompression bomb stays small on the wire: 2 MB of PNG can claim 16 000 × 16 000 pixels (1 GB once
 * decoded). Forty megapixels is far above any banner or avatar.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ReencodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded image and encodes its pixels again, so that only pixels are stored: whatever
 * followed or hid inside the file (HTML or script after a PNG signature, trailing archives, comments,
 * EXIF with GPS position, XMP) is gone. The orientation tag is applied to the pixels before metadata is
 * dropped. Null when the bytes are not a whole, decodable image of `type` (the caller refuses the upload).
 */
export async function reencodeImage(bytes: Uint8Array, type: ReencodableType): Promise<ReencodedImage | null> {
  const animated = type === "image/gif" || type === "image/webp";
  try {
    const input = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS, animated, autoOrient: true });
    const meta = await input.metadata();
    // The header must agree with the signature the route checked: a JPEG inside a "PNG" is refused.
    if (meta.format !== SHARP_FORMAT[type]) return null;
    const out = input.toFormat(SHARP_FORMAT[type], type === "image/png" ? { compressionLevel: 9 } : { quality: 90 });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    const pages = info.pages ?? 1;
    return { bytes: data, width: info.width, height: pages > 1 ? Math.round(info.height / pages) : info.height };
  } catch {
    // libvips refuses truncated, corrupt or oversized input: not an image we keep.
    return null;
  }
}
