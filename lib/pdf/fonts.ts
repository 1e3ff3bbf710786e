import { readFile } from "node:fs/promises";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The fonts of the portal's PDFs: DejaVu Sans (free licence: Bitstream Vera, DejaVu changes in the
 * public domain; from dejavu-fonts-ttf), embedded and subset. PDF/A forbids the unembedded standard 14
 * fonts, and their WinAnsi encoding could not print much beyond Western European text; DejaVu covers
 * French (é, è, ç, €, « »), the rest of Latin, Greek and Cyrillic.
 *
 * Why DejaVu and not Inter or Noto Sans: fontkit's subsetter writes the short loca format whenever the
 * subset is small, which corrupts every glyph after one whose outline has an odd byte length. Inter
 * and Noto Sans from Google Fonts have hundreds of those; DejaVu's glyphs are all word-aligned
 * (pdfa.test.ts decodes every glyph of the embedded subsets, so a font swap that breaks this fails).
 */
export type Face = "regular" | "bold" | "italic";

// Read from the project's node_modules at run time (like the migrations folder), not bundled.
const DIR = path.join(process.cwd(), /*turbopackIgnore: true*/ "node_modules/dejavu-fonts-ttf/ttf");
const FILES: Record<Face, string> = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
};
const POSTSCRIPT: Record<Face, string> = {
  regular: "DejaVuSans",
  bold: "DejaVuSans-Bold",
  italic: "DejaVuSans-Oblique",
};

// Read once per process (about 700 KB each); a failed read is forgotten so that the next call retries.
const cache = new Map<Face, Promise<Uint8Array>>();
function fontBytes(face: Face): Promise<Uint8Array> {
  let p = cache.get(face);
  if (!p) {
    p = readFile(path.join(DIR, FILES[face])).then((b) => new Uint8Array(b));
    p.catch(() => cache.delete(face));
    cache.set(face, p);
  }
  return p;
}

// pdf-lib parses the font file again for every document (about 25 ms a face); the parsed font is
// read-only once built (each document makes its own subset of it), so one per file serves them all.
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
const sharedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): fontkit.Font {
    if (postscriptName) return fontkit.create(bytes, postscriptName);
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsed.set(bytes, font);
    }
    return font;
  },
};

/**
 * Embeds one face as a subset (only the glyphs drawn end up in the file). The subset's name carries
 * a fixed tag instead of pdf-lib's random suffix, so that the same document always renders to the
 * same bytes (invoice file identifiers, the hash an advertiser signs). `tag` is one capital letter
 * telling apart the subsets embedded in one file (a later revision adding its own, e.g. the OI seal).
 */
export async function embedFace(doc: PDFDocument, face: Face, tag = "A"): Promise<PDFFont> {
  doc.registerFontkit(sharedFontkit);
  const subsetTag = `WEED${tag}${face[0]!.toUpperCase()}`;
  return doc.embedFont(await fontBytes(face), { subset: true, customName: `${subsetTag}+${POSTSCRIPT[face]}` });
}

/** The regular and bold faces most documents write with. */
export async function embedTextFonts(doc: PDFDocument, tag = "A"): Promise<{ font: PDFFont; bold: PDFFont }> {
  // One after the other: the order of embedding numbers the objects, and must not depend on which
  // file read finishes first (same document, same bytes).
  const font = await embedFace(doc, "regular", tag);
  const bold = await embedFace(doc, "bold", tag);
  return { font, bold };
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can draw it: line breaks and tabs become spaces, and a character the font has
 * no glyph for becomes "?" (PDF/A forbids drawing the .notdef glyph; a Japanese company name or an
 * emoji in free text must not fail the download either).
 */
export function printable(font: PDFFont, s: string): string {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  let out = "";
  for (const ch of s.replace(/[\r\n\t]+/g, " ")) out += set.has(ch.codePointAt(0)!) ? ch : "?";
  return out;
}
