import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOggoDataExportHandler } from "@/features/market/webhooks/server/oggodata-http";
import { marketLeads, users } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { addCategory } from "../helpers/market-fixtures";
import { createTestDb, ENGINES, type TestDb } from "../helpers/test-db";

describe.each(ENGINES)("server CSV exports on %s", (engine) => {
  let t: TestDb;
  let token = "";
  let category = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    // The first user of a fresh database is user 1, on the marketplace administrators' allow-list.
    const [admin] = await t.db
      .insert(users)
      .values({ email: "admin@weedo.test", law: "ad", status: "active", firstName: "Ad", lastName: "Min" })
      .returning();
    token = await sessionTokenFor(admin!);
    category = await addCategory(t.db, "Mutuelle", [{ key: "note", label: "Note", type: "text" }]);
    await t.db.insert(marketLeads).values({
      categoryId: category,
      firstName: '=HYPERLINK("http://evil.test","clic")',
      lastName: "@SUM(A1)",
      email: "-2+3+cmd|' /C calc'!A0",
      phone: "+33612345678",
      postcode: "75011",
      department: "75",
      age: 41,
      fields: { note: "\t=1+1" },
      day: "2026-03-10",
      createdAt: new Date("2026-03-10T09:00:00.000Z"),
    });
  });
  afterAll(() => t?.dispose());

  it("defuses every cell a spreadsheet would run in the OggoData export", async () => {
    const handler = createOggoDataExportHandler({ db: async () => t.db });
    const res = await handler(
      new Request(`http://127.0.0.1/api/market/oggodata?category=${category}&from=2026-03-10&to=2026-03-10`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, row] = text.slice(1).split("\r\n");
    expect(header).toBe(
      "lead_id,collected_at,day,first_name,last_name,email,phone,postcode,department,age,source,state,sold_count,note",
    );
    expect(row).toMatch(
      /^\d+,2026-03-10T09:00:00\.000Z,2026-03-10,"'=HYPERLINK\(""http:\/\/evil\.test"",""clic""\)",'@SUM\(A1\),'-2\+3\+cmd\|' \/C calc'!A0,'\+33612345678,75011,75,41,,available,0,'\t=1\+1$/,
    );
  });
});
