import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from "pdf-lib";

/**
 * The bytes of a named embedded file of a PDF (for example factur-x.xml), or null; given several
 * names, the first file the PDF lists under one of them (the PDF is read once).
 */
export async function readAttachment(pdf: Uint8Array, name: string | readonly string[]): Promise<Uint8Array | null> {
  const wanted = typeof name === "string" ? [name] : name;
  const doc = await PDFDocument.load(pdf);
  const names = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict);
  const files = names?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
  const list = files?.lookupMaybe(PDFName.of("Names"), PDFArray);
  if (!list) return null;
  for (let i = 0; i + 1 < list.size(); i += 2) {
    const key = list.lookup(i);
    const text = key instanceof PDFHexString || key instanceof PDFString ? key.decodeText() : "";
    if (!wanted.includes(text)) continue;
    const spec = list.lookup(i + 1, PDFDict);
    const ef = spec.lookup(PDFName.of("EF"), PDFDict);
    const stream = ef.lookup(PDFName.of("F"));
    if (!(stream instanceof PDFRawStream)) return null;
    const filter = stream.dict.lookupMaybe(PDFName.of("Filter"), PDFName);
    return filter?.asString() === "/FlateDecode" ? new Uint8Array(inflateSync(stream.contents)) : stream.contents;
  }
  return null;
}
