import { z } from "zod";
import type { ApiModule } from "@/lib/api/module";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import { badInput } from "@/lib/api/errors";
import { calendarDay, daysInRange } from "@/lib/validation/myaffil-stats";
import {
  contactInputSchema,
  priceQuerySchema,
  priceTierSchema,
  scenarioDraftSchema,
  scenarioNameSchema,
} from "@/lib/validation/check";
import { parseInput } from "@/features/market/money/server/ledger/errors";
import type { ApiContext } from "@/lib/api/context";
import { accountOf, clientOfUser, rotateCheckKey } from "./server/clients";
import { verifyContact } from "./server/engine";
import { checkFilterSchema } from "./server/filter";
import { listEvents, listVerifications, checkClientOptions } from "./server/lists";
import { listProgress, recentLists } from "./server/list-upload";
import { deletePriceTier, priceGrid, quote, setPriceTier } from "./server/pricing";
import { activateScenario, createScenario, listScenarios, saveScenarioVersion } from "./server/scenarios";
import { consumption, trustStats } from "./server/stats";
import { verifyAndRecord } from "./server/verify";
import { checkTypeDefs } from "./api-types";

const rangeSchema = z
  .object({ from: calendarDay, to: calendarDay, clientId: z.number().int().positive().nullish() })
  .refine((r) => r.from <= r.to, { error: "rangeOrder", path: ["to"] })
  .refine((r) => daysInRange(r.from, r.to) <= 366, { error: "rangeTooLong", path: ["to"] });
const pageOf = (p: number | null | undefined) => Math.max(1, Math.min(100_000, p ?? 1));

/**
 * Whose rows the caller sees: an administrator every client's (null), an advertiser or publisher only
 * its own client's. A caller without the product has a client id that matches nothing (-1): its
 * lists are empty rather than an error, like a stranger's row reads as not found.
 */
async function scopeOf(ctx: ApiContext): Promise<{ admin: boolean; clientId: number | null }> {
  const caller = requireCaller(ctx);
  if (isAdmin(caller)) return { admin: true, clientId: null };
  const client = await clientOfUser(ctx.db, caller.id);
  return { admin: false, clientId: client?.id ?? -1 };
}

/** The client a client-side action is for: the caller's own (an administrator names one). */
async function actingClient(ctx: ApiContext, clientId: number | null | undefined): Promise<number> {
  const s = await scopeOf(ctx);
  if (!s.admin) {
    if (s.clientId === -1) throw badInput("noCheckClient");
    return s.clientId!;
  }
  if (!clientId) throw badInput("clientRequired", { clientId: "required" });
  return clientId;
}

/** Weedo check / Weedo Trust: verifications, scenarios, events, price calculator, trust follow-up. */
export const checkModule: ApiModule<"market"> = {
  typeDefs: checkTypeDefs,
  resolvers: {
    Query: {
      checkAccount: async (_, __, ctx) => {
        const caller = requireCaller(ctx);
        return accountOf(ctx.db, caller.id);
      },
      checkVerifications: async (_, args, ctx) => {
        const f = parseInput(checkFilterSchema, args.filter ?? {});
        const s = await scopeOf(ctx);
        return listVerifications(ctx.db, s.clientId, f, pageOf(args.page));
      },
      checkEvents: async (_, args, ctx) => {
        const f = parseInput(checkFilterSchema, args.filter ?? {});
        const s = await scopeOf(ctx);
        return listEvents(ctx.db, s.clientId, f, pageOf(args.page));
      },
      checkClients: async (_, __, ctx) => checkClientOptions(ctx.db),
      checkScenarios: async (_, __, ctx) => {
        const s = await scopeOf(ctx);
        return listScenarios(ctx.db, s.clientId);
      },
      checkLists: async (_, __, ctx) => {
        const s = await scopeOf(ctx);
        return recentLists(ctx.db, s.clientId);
      },
      checkList: async (_, args, ctx) => {
        const s = await scopeOf(ctx);
        return listProgress(ctx.db, args.id, s.clientId);
      },
      checkPriceGrid: async (_, __, ctx) => priceGrid(ctx.db),
      checkQuote: async (_, args, ctx) => {
        const q = parseInput(priceQuerySchema, args);
        return quote(await priceGrid(ctx.db), q.volume, q.checks);
      },
      trustStatistics: async (_, args, ctx) => trustStats(ctx.db, parseInput(rangeSchema, args)),
      trustConsumption: async (_, args, ctx) => consumption(ctx.db, parseInput(rangeSchema, args)),
    },
    Mutation: {
      verifyCheckContact: async (_, args, ctx) => {
        const input = parseInput(contactInputSchema, args.input);
        const clientId = await actingClient(ctx, args.clientId);
        const v = await verifyAndRecord(ctx.db, clientId, input, { source: "screen" });
        return { ...v, email: v.contact.email, phone: v.contact.phone };
      },
      testCheckScenario: async (_, args, ctx) => {
        const draft = parseInput(scenarioDraftSchema, args.draft);
        const input = parseInput(contactInputSchema, args.contact);
        const s = await scopeOf(ctx);
        // A dry run: nothing is recorded, the client's history still counts for duplicates.
        const v = await verifyContact(ctx.db, input, {
          clientId: s.admin ? null : s.clientId,
          scenario: { id: 0, version: 0, ...draft },
        });
        return { score: v.score, verdict: v.verdict, checks: v.checks };
      },
      createCheckScenario: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const name = parseInput(scenarioNameSchema, args.name);
        const draft = parseInput(scenarioDraftSchema, args.draft);
        const s = await scopeOf(ctx);
        if (!s.admin && s.clientId === -1) throw badInput("noCheckClient");
        const clientId = s.admin ? (args.clientId ?? null) : s.clientId;
        return createScenario(ctx.db, { name, clientId, draft, createdBy: caller.id });
      },
      saveCheckScenarioVersion: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const draft = parseInput(scenarioDraftSchema, args.draft);
        const s = await scopeOf(ctx);
        const r = await saveScenarioVersion(ctx.db, {
          scenarioId: args.scenarioId,
          ownerClientId: s.clientId,
          draft,
          createdBy: caller.id,
        });
        if (!r) throw badInput("notFound", { scenarioId: "notFound" });
        return r.version;
      },
      activateCheckScenario: async (_, args, ctx) => {
        const clientId = await actingClient(ctx, args.clientId);
        const ok = await activateScenario(ctx.db, {
          clientId,
          scenarioId: args.scenarioId ?? null,
          version: args.version,
        });
        if (!ok) throw badInput("notFound", { scenarioId: "notFound" });
        return true;
      },
      rotateCheckKey: async (_, __, ctx) => {
        const clientId = await actingClient(ctx, null);
        return rotateCheckKey(ctx.db, clientId);
      },
      setCheckPriceTier: async (_, args, ctx) => {
        await setPriceTier(ctx.db, parseInput(priceTierSchema, args.input));
        return priceGrid(ctx.db);
      },
      deleteCheckPriceTier: async (_, args, ctx) => {
        await deletePriceTier(ctx.db, args.id);
        return priceGrid(ctx.db);
      },
    },
  },
};
