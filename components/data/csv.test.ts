import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('Dupont; "Le Grand"')).toBe('"Dupont; ""Le Grand"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Lyon")).toBe("Lyon");
  });

  it("neutralises text a spreadsheet would run as a formula, not negative numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-1250)).toBe("-1250");
  });

  it("writes a header, CRLF lines and empty cells for null", () => {
    expect(
      toCsv(
        ["id", "name"],
        [
          [1, null],
          [2, "Nantes"],
        ],
      ),
    ).toBe("id;name\r\n1;\r\n2;Nantes\r\n");
  });
});
