import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mgDeliveries, mgLeads, mgWebServices } from "@/lib/db/schema";
import { jobs } from "@/lib/db/schema/jobs";
import {
  isDisposableEmail,
  isDuplicateAcrossClients,
  isPhonePostcodeMismatch,
  MG_BURST_WINDOW_MS,
  MG_DEVICE_BURST_COUNT,
  MG_DUPLICATE_WINDOW_MS,
  MG_IP_BURST_COUNT,
} from "@/features/mongustave/fraud/server/fraud-rules";
import { takeMgLead } from "@/features/mongustave/leads/server/intake";
import { LANDLINE_ZONES } from "@/features/mongustave/leads/server/phone-zones";
import { addMgClient, addMgWs, mgLeadBody } from "@/tests/helpers/mongustave-fixtures";
import { createTestDb, ENGINES, type TestDb } from "@/tests/helpers/test-db";

const T0 = new Date("2026-04-14T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

describe("Mon Gustave fraud rules (pure)", () => {
  it("disposable_email: a listed domain or subdomain fires, an ordinary one does not", async () => {
    expect(await isDisposableEmail("x@yopmail.com")).toBe(true);
    expect(await isDisposableEmail("x@mail.mailinator.com")).toBe(true);
    expect(await isDisposableEmail("jeanne.martin@orange.fr")).toBe(false);
  });

  it("phone_postcode_mismatch: a landline outside its zone fires; its own zone, mobiles and 09 do not", () => {
    expect(isPhonePostcodeMismatch("01 42 00 00 00", "13001")).toBe(true); // Paris number, Marseille
    expect(isPhonePostcodeMismatch("04 91 00 00 00", "75011")).toBe(true);
    expect(isPhonePostcodeMismatch("05 56 00 00 00", "97411")).toBe(true); // no +33 landline overseas
    expect(isPhonePostcodeMismatch("01 42 00 00 00", "92100")).toBe(false);
    expect(isPhonePostcodeMismatch("+33 4 91 00 00 00", "2A004")).toBe(false); // Corsica is zone 04
    expect(isPhonePostcodeMismatch("05 56 00 00 00", "33000")).toBe(false);
    expect(isPhonePostcodeMismatch("06 12 34 56 78", "13001")).toBe(false);
    expect(isPhonePostcodeMismatch("09 12 34 56 78", "13001")).toBe(false);
    expect(isPhonePostcodeMismatch("+262 262 12 34 56", "75001")).toBe(false); // another country code
  });

  it("the five zones cover the 96 metropolitan departments, each once", () => {
    const all = Object.values(LANDLINE_ZONES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(96);
  });

  it("duplicate_across_clients: sold to one client, now going to another", () => {
    expect(isDuplicateAcrossClients([1], [2])).toBe(true);
    expect(isDuplicateAcrossClients([1], [1, 2])).toBe(true);
    expect(isDuplicateAcrossClients([1], [1])).toBe(false);
    expect(isDuplicateAcrossClients([], [1, 2])).toBe(false);
  });
});

describe.each(ENGINES)("Mon Gustave fraud rules at intake (%s)", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
    await t.db.delete(mgLeads);
    await t.db.delete(mgWebServices);
  });

  const take = async (over: Record<string, unknown>, when: Date) => {
    const r = await takeMgLead(t.db, mgLeadBody(over), when);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r;
  };

  it(`ip_burst: the ${MG_IP_BURST_COUNT}th lead from one IP within 10 minutes fires, not the one before`, async () => {
    for (let i = 0; i < MG_IP_BURST_COUNT - 1; i++) {
      const r = await take({ ip: "203.0.113.7" }, at(i * 60_000));
      expect(r.fraudReasons).toEqual([]);
    }
    const fifth = await take({ ip: "203.0.113.7" }, at(5 * 60_000));
    expect(fifth).toMatchObject({ fraudState: "suspected", fraudReasons: ["ip_burst"] });
    const [row] = await t.db.select().from(mgLeads).where(eq(mgLeads.id, fifth.leadId));
    expect(row).toMatchObject({ fraudState: "suspected", fraudReasons: ["ip_burst"] });
    // Another address is not counted.
    expect((await take({ ip: "203.0.113.8" }, at(5 * 60_000))).fraudReasons).toEqual([]);
  });

  it("ip_burst counts only the window: the same leads spread over more than 10 minutes do not fire", async () => {
    const step = MG_BURST_WINDOW_MS / (MG_IP_BURST_COUNT - 1) + 1000;
    for (let i = 0; i < MG_IP_BURST_COUNT; i++)
      expect((await take({ ip: "198.51.100.1" }, at(i * step))).fraudReasons).toEqual([]);
  });

  it(`device_burst: ${MG_DEVICE_BURST_COUNT} leads from one device within 10 minutes`, async () => {
    for (let i = 0; i < MG_DEVICE_BURST_COUNT - 1; i++)
      expect((await take({ device_id: "dev-42", ip: `192.0.2.${i + 1}` }, at(i * 1000))).fraudReasons).toEqual([]);
    const r = await take({ device_id: "dev-42", ip: "192.0.2.99" }, at(10_000));
    expect(r.fraudReasons).toEqual(["device_burst"]);
  });

  it("disposable_email and phone_postcode_mismatch fire at intake, together", async () => {
    const r = await take({ email: "someone@yopmail.com", phone: "01 42 00 00 00", postcode: "13001" }, T0);
    expect(r.fraudReasons).toEqual(["disposable_email", "phone_postcode_mismatch"]);
    const clean = await take({ email: "someone@orange.fr", phone: "04 91 00 00 00", postcode: "13001" }, T0);
    expect(clean).toMatchObject({ fraudState: "clean", fraudReasons: [] });
  });

  it("duplicate_across_clients: the same e-mail sold to client A within 30 days, now going to client B", async () => {
    const a = await addMgClient(t.db);
    const wsA = await addMgWs(t.db, a, "https://a.example.test/leads");
    const first = await take({ email: "paul@orange.fr" }, T0);
    await t.db
      .update(mgDeliveries)
      .set({ state: "accepted", settledAt: T0 })
      .where(eq(mgDeliveries.leadId, first.leadId));
    // Only A buys: the same person again is A's duplicate to handle, not fraud.
    expect((await take({ email: "PAUL@orange.fr" }, at(3600_000))).fraudReasons).toEqual([]);
    await t.db.update(mgWebServices).set({ state: "paused", pausedAt: T0, pauseReason: "manual" });
    await addMgWs(t.db, await addMgClient(t.db), "https://b.example.test/leads");
    const again = await take({ email: "paul@orange.fr" }, at(7200_000));
    expect(again).toMatchObject({ fraudState: "suspected", fraudReasons: ["duplicate_across_clients"] });
    // A suspected lead is delivered all the same (reviewed afterwards).
    expect(again.webServices).toBe(1);
    expect(wsA.id).toBeGreaterThan(0);
  });

  it("duplicate_across_clients matches the phone too, and forgets after 30 days or an unsold lead", async () => {
    await addMgWs(t.db, await addMgClient(t.db), "https://a.example.test/leads");
    const first = await take({ phone: "06 12 00 11 22" }, T0);
    await addMgWs(t.db, await addMgClient(t.db), "https://b.example.test/leads");
    // Not sold yet (pending): not a resale.
    expect((await take({ phone: "+33612001122" }, at(1000))).fraudReasons).toEqual([]);
    await t.db
      .update(mgDeliveries)
      .set({ state: "accepted", settledAt: T0 })
      .where(eq(mgDeliveries.leadId, first.leadId));
    expect((await take({ phone: "0612001122" }, at(2000))).fraudReasons).toEqual(["duplicate_across_clients"]);
    expect((await take({ phone: "0612001122" }, at(MG_DUPLICATE_WINDOW_MS + 1000))).fraudReasons).toEqual([]);
  });
});
