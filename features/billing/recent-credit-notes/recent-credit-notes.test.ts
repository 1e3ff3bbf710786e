import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCreditNote } from "@/features/billing/invoices/server/credit-notes";
import { creditNotes } from "@/lib/db/schema";
import { sessionTokenFor } from "@/lib/session/start";
import { apiClient, codeOf } from "@/tests/helpers/api";
import { legacyInvoiceTo } from "@/tests/helpers/invoice-fixtures";
import { makeUser } from "@/tests/helpers/money-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

type Client = Awaited<ReturnType<typeof makeUser>>;

describe.each(ENGINES)("an advertiser's recent credit notes on %s", (engine) => {
  let t: TestDb;
  let admin: Client;
  let call: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    admin = await makeUser(t.db, "ad");
    call = apiClient(t.db);
  });
  afterAll(() => t.dispose());

  /** A 120 € TTC MyAffil invoice to `client`, and a credit note of `htCents` HT on it. */
  async function creditNoteFor(client: Client, htCents: number) {
    const inv = await legacyInvoiceTo(t.db, client, admin.id);
    const note = await issueCreditNote(t.db, { invoiceId: inv.id, htCents, reason: "gesture", comment: "" }, admin);
    return { inv, note };
  }

  const BELL = `query($perf: Int, $coreg: Int) { getAvoirsRecentsAn(id_client_perf: $perf, id_client_coreg: $coreg) { nb } }`;
  const DASHBOARD = `query($id: Int!) { advertiserDashboard(id_utilisateur: $id) {
    recentCreditNotes { count total items { id number platform invoiceNumber amount issuedAt } } } }`;

  async function bellOf(client: Client, token?: string) {
    return call<{ getAvoirsRecentsAn: { nb: number } }>("auth", BELL, {
      token: token ?? (await sessionTokenFor(client)),
      variables: { perf: client.idClienMyaffil, coreg: client.idClienMycoreg },
    });
  }

  it("counts the same credit notes in the bell as the dashboard lists, each with its invoice", async () => {
    const client = await makeUser(t.db, "an");
    const { inv, note } = await creditNoteFor(client, 1_000);
    await creditNoteFor(await makeUser(t.db, "an"), 2_000);

    expect((await bellOf(client)).body.data?.getAvoirsRecentsAn.nb).toBe(1);
    const d = await call<{
      advertiserDashboard: {
        recentCreditNotes: { count: number; total: number; items: { number: string; invoiceNumber: string }[] };
      };
    }>("myaffil", DASHBOARD, { token: await sessionTokenFor(client), variables: { id: client.id } });
    const recent = d.body.data!.advertiserDashboard.recentCreditNotes;
    expect(recent.count).toBe(1);
    expect(recent.total).toBe(1_200);
    expect(recent.items).toMatchObject([{ number: note.number, invoiceNumber: inv.number }]);
  });

  it("leaves out a credit note older than 30 days", async () => {
    const client = await makeUser(t.db, "an");
    const { note } = await creditNoteFor(client, 500);
    await t.db
      .update(creditNotes)
      .set({ issuedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(creditNotes.id, note.id));
    expect((await bellOf(client)).body.data?.getAvoirsRecentsAn.nb).toBe(0);
  });

  it("refuses an advertiser another client's count", async () => {
    const owner = await makeUser(t.db, "an");
    await creditNoteFor(owner, 500);
    const stranger = await makeUser(t.db, "an");
    const answer = await bellOf(owner, await sessionTokenFor(stranger));
    expect(answer.body.data?.getAvoirsRecentsAn).toBeUndefined();
    expect(codeOf(answer.body)).toBe("FORBIDDEN");
  });
});
