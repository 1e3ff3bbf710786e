import { describe, expect, it } from "vitest";
import { readEmailList } from "./email-list";

describe("readEmailList", () => {
  it("finds the address column by its header, with ; separators and a byte-order mark", () => {
    const l = readEmailList("\uFEFFnom;email;ville\r\nDupont;a@b.fr;Paris\r\nMartin;c@d.fr;Lyon\r\n");
    expect(l.header).toEqual(["nom", "email", "ville"]);
    expect(l.column).toBe(1);
    expect(l.rows.map((r) => r[l.column])).toEqual(["a@b.fr", "c@d.fr"]);
  });

  it("without a header, takes the first column that holds addresses", () => {
    const l = readEmailList("Dupont,a@b.fr\nMartin,c@d.fr\n");
    expect(l.header).toBeNull();
    expect(l.column).toBe(1);
    expect(l.rows).toHaveLength(2);
  });

  it("reads a bare list of addresses, one a line", () => {
    const l = readEmailList("a@b.fr\n\nnot-an-address\nc@d.fr\n");
    expect(l.rows.map((r) => r[l.column])).toEqual(["a@b.fr", "not-an-address", "c@d.fr"]);
  });
});
