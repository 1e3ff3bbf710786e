/**
 * A compact sRGB (IEC 61966-2.1) ICC v2 display profile, built from the standard's published
 * constants: the PDF/A output intent needs one embedded, and no package at hand ships the file
 * (the e-invoicing libraries that do are 20 MB each). Colorants are the sRGB primaries adapted to
 * the D50 connection space (Bradford), the tone curve is the sRGB transfer function sampled on
 * 1024 points: what colour-managed readers compute from the reference profile.
 */

const DESCRIPTION = "sRGB IEC61966-2.1";
const COPYRIGHT = "No copyright, use freely";

/** The sRGB transfer function (encoded value 0..1 → linear light 0..1). */
function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

class Writer {
  private bytes: number[] = [];
  get length() {
    return this.bytes.length;
  }
  u8(v: number) {
    this.bytes.push(v & 0xff);
  }
  u16(v: number) {
    this.u8(v >>> 8);
    this.u8(v);
  }
  u32(v: number) {
    this.u16(v >>> 16);
    this.u16(v & 0xffff);
  }
  ascii(s: string) {
    for (const ch of s) this.u8(ch.charCodeAt(0));
  }
  /** s15Fixed16Number. */
  fixed(v: number) {
    this.u32(Math.round(v * 65536) >>> 0);
  }
  zeros(n: number) {
    for (let i = 0; i < n; i++) this.u8(0);
  }
  pad4() {
    while (this.bytes.length % 4) this.u8(0);
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

type Tag = { sig: string; write: (w: Writer) => void };

const xyz = (x: number, y: number, z: number) => (w: Writer) => {
  w.ascii("XYZ ");
  w.zeros(4);
  w.fixed(x);
  w.fixed(y);
  w.fixed(z);
};

function curve(w: Writer) {
  const n = 1024;
  w.ascii("curv");
  w.zeros(4);
  w.u32(n);
  for (let i = 0; i < n; i++) w.u16(Math.round(srgbToLinear(i / (n - 1)) * 65535));
}

function textDescription(w: Writer) {
  w.ascii("desc");
  w.zeros(4);
  w.u32(DESCRIPTION.length + 1);
  w.ascii(DESCRIPTION);
  w.u8(0);
  w.u32(0); // Unicode language code
  w.u32(0); // Unicode count
  w.u16(0); // ScriptCode code
  w.u8(0); // ScriptCode count
  w.zeros(67);
}

function text(w: Writer) {
  w.ascii("text");
  w.zeros(4);
  w.ascii(COPYRIGHT);
  w.u8(0);
}

const D50: [number, number, number] = [0.9642, 1.0, 0.8249];

/** The profile's bytes (about 6.5 kB: three sampled curves). */
export function srgbIccProfile(): Uint8Array {
  const tags: Tag[] = [
    { sig: "desc", write: textDescription },
    { sig: "cprt", write: text },
    { sig: "wtpt", write: xyz(...D50) },
    { sig: "rXYZ", write: xyz(0.43607, 0.22249, 0.01392) },
    { sig: "gXYZ", write: xyz(0.38515, 0.71687, 0.09708) },
    { sig: "bXYZ", write: xyz(0.14307, 0.06061, 0.7141) },
    { sig: "rTRC", write: curve },
    { sig: "gTRC", write: curve },
    { sig: "bTRC", write: curve },
  ];
  const w = new Writer();
  // Header (128 bytes).
  w.u32(0); // size, set below
  w.zeros(4); // preferred CMM
  w.u32(0x02100000); // version 2.1
  w.ascii("mntr");
  w.ascii("RGB ");
  w.ascii("XYZ ");
  for (const v of [2026, 1, 1, 0, 0, 0]) w.u16(v);
  w.ascii("acsp");
  w.zeros(4 + 4 + 4 + 4 + 8); // platform, flags, manufacturer, model, attributes
  w.u32(0); // rendering intent: perceptual
  for (const v of D50) w.fixed(v);
  w.zeros(4 + 16 + 28); // creator, profile id (v2: none), reserved
  // Tag table, offsets filled in as each tag's data is written.
  w.u32(tags.length);
  const table = w.length;
  w.zeros(tags.length * 12);
  const entries = tags.map((tag) => {
    w.pad4();
    const offset = w.length;
    tag.write(w);
    return { sig: tag.sig, offset, size: w.length - offset };
  });
  w.pad4();
  const out = w.done();
  const set32 = (at: number, v: number) => {
    out[at] = (v >>> 24) & 0xff;
    out[at + 1] = (v >>> 16) & 0xff;
    out[at + 2] = (v >>> 8) & 0xff;
    out[at + 3] = v & 0xff;
  };
  set32(0, out.length);
  entries.forEach((e, i) => {
    const at = table + i * 12;
    for (let k = 0; k < 4; k++) out[at + k] = e.sig.charCodeAt(k);
    set32(at + 4, e.offset);
    set32(at + 8, e.size);
  });
  return out;
}

export const SRGB_OUTPUT_CONDITION = DESCRIPTION;
