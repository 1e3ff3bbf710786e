import { describe, expect, it } from "vitest";
import { csvCell, csvLine, defuseFormula, toCsv } from "./index";
import { csvResponse } from "./response";

describe("the CSV writer", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+33612345678", "'+33612345678"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("neutralises the text cell %j", (raw, defused) => {
    expect(defuseFormula(raw)).toBe(defused);
    // A cell holding a CR is also quoted; the quote prefix stays inside.
    const cell = csvCell(raw);
    expect(cell.replace(/^"|"$/g, "").startsWith("'")).toBe(true);
  });

  it("keeps numbers, dates and plain text as they are", () => {
    expect(csvCell(-1250)).toBe("-1250");
    expect(csvCell(3.5)).toBe("3.5");
    expect(csvCell(new Date("2026-03-10T09:00:00.000Z"))).toBe("2026-03-10T09:00:00.000Z");
    expect(csvCell("Lyon")).toBe("Lyon");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes either separator, quotes and line breaks", () => {
    expect(csvCell('Dupont; "Le Grand"')).toBe('"Dupont; ""Le Grand"""');
    expect(csvCell("Dupont, Jean")).toBe('"Dupont, Jean"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it("keeps a formula after a comma inside its quoted cell in a ;-separated file (a spreadsheet guessing , would run it)", () => {
    const line = csvLine(["Martin", 'x,=HYPERLINK("http://evil")'], ";");
    expect(line).toBe('Martin;"x,=HYPERLINK(""http://evil"")"');
  });

  it("writes CRLF lines with the chosen separator", () => {
    expect(
      toCsv(
        ["id", "name"],
        [
          [1, null],
          [2, "=Nantes"],
        ],
      ),
    ).toBe("id;name\r\n1;\r\n2;'=Nantes\r\n");
    expect(toCsv(["id", "tel"], [[1, "+33612345678"]], { separator: "," })).toBe("id,tel\r\n1,'+33612345678\r\n");
  });

  it("answers a download with a byte-order mark, an attachment name and no caching", async () => {
    const res = csvResponse({ filename: 'a"b', header: ["x"], rows: [["@y"]] });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="a_b.csv"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("x\r\n'@y\r\n");
  });
});
