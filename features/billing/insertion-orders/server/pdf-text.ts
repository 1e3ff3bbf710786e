import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { rgb } from "pdf-lib";
import { printable } from "@/lib/pdf/fonts";

// Intl's French number format separates with narrow and no-break spaces: plain spaces wrap and
// measure the same in every font.
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** Splits a paragraph into lines no wider than `width` at `size` (long words are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const raw of plainSpaces(text).replace(/\r\n?/g, "\n").split("\n")) {
    // Characters the embedded font has no glyph for print as "?" (printable()).
    const paragraph = printable(font, raw.replace(/\t/g, "  "));
    let line = "";
    for (let word of paragraph.split(" ")) {
      while (font.widthOfTextAtSize(word, size) > width) {
        let cut = word.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = "";
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  return lines;
}

/** Euros from integer cents, French style ("1 234,56 €"), with plain spaces the fonts can draw. */
export function euros(cents: number): string {
  return plainSpaces(new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(cents / 100));
}

/** dd/mm/yyyy of an ISO date (yyyy-mm-dd…), UTC, so the document does not depend on the server's zone. */
export function frenchDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

export const INK: RGB = rgb(0.1, 0.12, 0.16);
export const MUTED: RGB = rgb(0.38, 0.42, 0.48);
export const ACCENT: RGB = rgb(0.13, 0.36, 0.85);

/** A cursor that writes lines down a page and opens a new one when it reaches the bottom margin. */
export class PageWriter {
  y: number;
  constructor(
    public page: PDFPage,
    private readonly newPage: () => PDFPage,
    public readonly margin = 50,
  ) {
    this.y = page.getHeight() - margin;
  }

  get width(): number {
    return this.page.getWidth() - 2 * this.margin;
  }

  ensure(height: number): void {
    if (this.y - height < this.margin + 20) {
      this.page = this.newPage();
      this.y = this.page.getHeight() - this.margin;
    }
  }

  text(text: string, font: PDFFont, size: number, color: RGB = INK, x = this.margin): void {
    this.ensure(size + 4);
    this.page.drawText(printable(font, plainSpaces(text)), { x, y: this.y - size, size, font, color });
    this.y -= size + 4;
  }

  paragraph(text: string, font: PDFFont, size: number, color: RGB = INK): void {
    for (const line of wrap(text, font, size, this.width)) this.text(line, font, size, color);
  }

  /**
   * A label and its value on one row, each wrapping in its own column: a label wider than its
   * column ("Empreinte SHA-256 du document signé" in bold) once ran under the value.
   */
  row(label: string, value: string, font: PDFFont, bold: PDFFont, size = 10): void {
    const col = 170;
    const labels = wrap(label, bold, size, col - 12);
    const values = wrap(value, font, size, this.width - col);
    const step = size + 4;
    this.ensure(step * Math.max(labels.length, values.length));
    labels.forEach((line, i) =>
      this.page.drawText(line, { x: this.margin, y: this.y - size - i * step, size, font: bold, color: MUTED }),
    );
    values.forEach((line, i) =>
      this.page.drawText(line, { x: this.margin + col, y: this.y - size - i * step, size, font, color: INK }),
    );
    this.y -= step * Math.max(labels.length, values.length);
  }

  gap(h: number): void {
    this.y -= h;
  }

  rule(): void {
    this.ensure(8);
    this.page.drawLine({
      start: { x: this.margin, y: this.y - 2 },
      end: { x: this.margin + this.width, y: this.y - 2 },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 8;
  }
}
