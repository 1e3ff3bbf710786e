import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A real, decodable RGB PNG of one colour (what a browser or an image library would accept). */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [16, 185, 129]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression, filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** What an HTML/PNG polyglot carries after its image data (a browser sniffing the file would run it). */
export const POLYGLOT_HTML = "<html><body><script>fetch('/api/steal?c='+document.cookie)</script></body></html>";

/** A valid PNG with an HTML page after its last chunk: decoders show the picture, a sniffer sees HTML. */
export const polyglotPng = (width = 8, height = 8) =>
  Buffer.concat([solidPng(width, height), Buffer.from(POLYGLOT_HTML)]);

/** The decoded RGBA pixels of an image, to compare pictures whatever their encoding. */
export async function pixelsOf(bytes: Uint8Array): Promise<{ width: number; height: number; data: Buffer }> {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}
