import { createGraphQLError } from "graphql-yoga";
import { z } from "zod";
import type { CountryCode } from "libphonenumber-js";
import { isCountryCode } from "@/lib/validation/phone";
import { partnerSetupInput, phoneListInput, splitPhoneList, webhookInput } from "@/lib/validation/webhook";
import type { ApiContext } from "@/lib/api/context";
import { badInput, forbidden } from "@/lib/api/errors";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import { leadFlow } from "./server/lead-flow";
import {
  createWebhook,
  deleteWebhook,
  getWebhookRow,
  getWebhookView,
  listWebhooks,
  pauseWebhook,
  regenerateSecret,
  resendDelivery,
  resendSale,
  testWebhook,
  updateWebhook,
  validateWebhook,
  type WebhookRow,
} from "./server/manage";
import { getDeliveryWebhookId, listDeliveries } from "./server/deliveries";
import { setupPartner, webhookClients } from "./server/partner-setup";
import { isPartnerSlug } from "./server/partners";
import { checkPhones } from "./server/phone-check";
import { exportCategories } from "./server/oggodata-export";
import type { ApiModule } from "@/lib/api/module";
import { audit, type AuditEvent } from "@/lib/security/audit";
import { marketWebhooks } from "@/lib/db/schema";
import { and, eq } from "drizzle-orm";

const notFound = () => createGraphQLError("Not found", { extensions: { code: "NOT_FOUND" } });

/** GraphQL nulls mean "not given". */
function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, dropNulls(v)]),
    );
  return value;
}

/** BAD_USER_INPUT with, per field, the `marketWebhooks.validation` key the forms show. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(dropNulls(value));
  if (r.success) return r.data;
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
  throw badInput("Invalid webhook input", fields);
}

/**
 * A webhook the caller may act on (who may call at all is the field's policy): any for a marketplace
 * administrator; otherwise its own, and either it has the webhook option or the webhook is a
 * partner's (set up from the partner pages).
 */
async function ownedWebhook(ctx: ApiContext, id: number): Promise<WebhookRow> {
  const caller = requireCaller(ctx);
  const w = await getWebhookRow(ctx.db, id);
  if (!w) throw notFound();
  if (isAdmin(caller)) return w;
  if (w.userId !== caller.id) throw forbidden();
  if (!caller.haswebhook && w.partner == null) throw forbidden("Webhooks are not enabled for this account");
  return w;
}

/** Where a webhook sends (method and URL): what the audit log records of a change of target. */
const targetOf = (w: { url: string; method: string }) => `${w.method} ${w.url}`;

/** Security events (issue 10, finding 14): a webhook created, re-pointed, re-keyed or deleted. */
const auditWebhook = (
  ctx: ApiContext,
  action: Extract<AuditEvent["action"], `webhook_${string}`>,
  webhookId: number,
  details: Record<string, unknown>,
) =>
  audit(ctx.db, {
    actorId: ctx.caller?.id ?? null,
    action,
    ip: ctx.ip,
    targetType: "market_webhook",
    targetId: String(webhookId),
    details,
  });

const PAGE_SIZE = 10;

export const webhooksModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketWebhookHeader {
      key: String!
      value: String!
    }
    type MarketWebhookMapping {
      "The name the target receives."
      target: String!
      "The lead field it carries (see LEAD_FIELDS, or fields.<key>)."
      source: String!
    }
    "Where an advertiser's sold leads are pushed. state: test, active or paused; pausedReason: manual or auto:<last error>."
    type MarketWebhook {
      id: Int!
      userId: Int!
      ownerEmail: String!
      ownerSociety: String!
      name: String!
      partner: String
      url: String!
      method: WebhookMethod!
      headers: [MarketWebhookHeader!]!
      mapping: [MarketWebhookMapping!]!
      "The secret itself is shown once, at creation or regeneration."
      secretHint: String!
      state: WebhookState!
      consecutiveFailures: Int!
      pausedReason: String
      createdAt: String!
      updatedAt: String!
      pending: Int!
      delivered7d: Int!
      failed7d: Int!
      lastAttemptAt: String
    }
    type MarketWebhookSecret {
      webhook: MarketWebhook!
      "The HMAC-SHA256 signing secret; null when an existing partner webhook was updated."
      secret: String
    }
    type MarketWebhookAttempt {
      id: Int!
      statusCode: Int
      latencyMs: Int!
      responseExcerpt: String
      error: String
      createdAt: String!
    }
    type MarketWebhookDelivery {
      id: Int!
      webhookId: Int!
      saleId: Int
      state: DeliveryState!
      attempts: Int!
      nextAttemptAt: String!
      lastError: String
      createdAt: String!
      deliveredAt: String
      "The JSON body, pretty-printed."
      payload: String!
      attemptLog: [MarketWebhookAttempt!]!
    }
    type MarketWebhookDeliveryPage {
      total: Int!
      page: Int!
      pageSize: Int!
      items: [MarketWebhookDelivery!]!
    }
    type MarketWebhookTestResult {
      ok: Boolean!
      statusCode: Int
      latencyMs: Int!
      responseExcerpt: String
      error: String
      deliveryId: Int!
      payload: String!
    }
    type MarketWebhookClient {
      userId: Int!
      email: String!
      society: String!
      webhooks: Int!
      active: Int!
      paused: Int!
      deliveries7d: Int!
      delivered7d: Int!
      failed7d: Int!
      pending7d: Int!
      "delivered / (delivered + failed) over 7 days; null without finished deliveries."
      successRate: Float
    }
    type MarketLeadFlowSeries {
      key: Int!
      name: String!
      total: Int!
      drops: Int!
    }
    type MarketLeadFlowPoint {
      hour: String!
      seriesKey: Int!
      count: Int!
      average: Float!
      drop: Boolean!
    }
    type MarketLeadFlow {
      from: String!
      to: String!
      series: [MarketLeadFlowSeries!]!
      points: [MarketLeadFlowPoint!]!
    }
    type MarketPhoneCheck {
      input: String!
      valid: Boolean!
      "mobile, fixed, fixed_or_mobile, voip, toll_free, premium or other."
      type: String
      e164: String
      country: String
    }
    type MarketOggoDataCategory {
      id: Int!
      name: String!
      active: Boolean!
      leads: Int!
    }
    input MarketWebhookHeaderInput {
      key: String!
      value: String!
    }
    input MarketWebhookMappingInput {
      target: String!
      source: String!
    }
    input MarketWebhookInput {
      name: String!
      url: String!
      method: String!
      headers: [MarketWebhookHeaderInput!]!
      mapping: [MarketWebhookMappingInput!]!
    }
    input MarketPartnerSetupInput {
      partner: String!
      url: String!
      apiKey: String
      token: String
      accountId: String
    }

    extend type Query {
      "An advertiser's own webhooks (webhook option required); administrators see all, or one user's."
      marketWebhooks(user_id: Int): [MarketWebhook!]!
      marketWebhook(id: Int!): MarketWebhook!
      "The caller's webhook to a partner, if set up."
      marketPartnerWebhook(partner: String!): MarketWebhook
      marketWebhookDeliveries(webhook_id: Int!, page: Int, state: String): MarketWebhookDeliveryPage!
      marketWebhookClients: [MarketWebhookClient!]!
      "Administrators: lead intake per source or category (by) and hour over the last 48 h."
      marketLeadFlow(by: String!): MarketLeadFlow!
      marketCheckPhones(text: String!, country: String!): [MarketPhoneCheck!]!
      "Administrators: every category with its lead count (the OggoData export picks one)."
      marketOggoDataCategories: [MarketOggoDataCategory!]!
    }

    extend type Mutation {
      createMarketWebhook(input: MarketWebhookInput!): MarketWebhookSecret!
      updateMarketWebhook(id: Int!, input: MarketWebhookInput!): MarketWebhook!
      regenerateMarketWebhookSecret(id: Int!): MarketWebhookSecret!
      deleteMarketWebhook(id: Int!): Boolean!
      "Sends a sample lead now and answers with the target's response."
      testMarketWebhook(id: Int!): MarketWebhookTestResult!
      "test → active (also resumes a paused webhook)."
      validateMarketWebhook(id: Int!): MarketWebhook!
      pauseMarketWebhook(id: Int!): MarketWebhook!
      resendMarketWebhookDelivery(delivery_id: Int!): MarketWebhookDelivery!
      resendMarketSale(webhook_id: Int!, sale_id: Int!): MarketWebhookDelivery!
      setupMarketPartner(input: MarketPartnerSetupInput!): MarketWebhookSecret!
    }
  `,
  resolvers: {
    Query: {
      marketWebhooks: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (isAdmin(caller)) return listWebhooks(ctx.db, { userId: args.user_id ?? undefined });
        if (args.user_id != null && args.user_id !== caller.id) throw forbidden();
        return listWebhooks(ctx.db, { userId: caller.id });
      },
      marketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        return getWebhookView(ctx.db, w.id);
      },
      marketPartnerWebhook: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        if (!isPartnerSlug(args.partner)) throw badInput("Unknown partner", { partner: "partner" });
        const [w] = await listWebhooks(ctx.db, { userId: caller.id, partner: args.partner });
        return w ?? null;
      },
      marketWebhookDeliveries: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.webhook_id);
        const state = args.state && ["pending", "delivered", "failed"].includes(args.state) ? args.state : undefined;
        return listDeliveries(ctx.db, { webhookId: w.id, state }, args.page ?? 1, PAGE_SIZE);
      },
      marketWebhookClients: async (_, __, ctx) => {
        return webhookClients(ctx.db);
      },
      marketLeadFlow: async (_, args, ctx) => {
        if (args.by !== "source" && args.by !== "category") throw badInput("by: source or category", { by: "by" });
        return leadFlow(ctx.db, args.by);
      },
      marketOggoDataCategories: async (_, __, ctx) => {
        return exportCategories(ctx.db);
      },
      marketCheckPhones: async (_, args) => {
        const input = parse(phoneListInput, args);
        if (!isCountryCode(input.country)) throw badInput("Unknown country", { country: "country" });
        return checkPhones(splitPhoneList(input.text), input.country as CountryCode);
      },
    },
    Mutation: {
      createMarketWebhook: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const created = await createWebhook(ctx.db, caller.id, parse(webhookInput, args.input));
        await auditWebhook(ctx, "webhook_created", created.webhook.id, { to: targetOf(created.webhook) });
        return created;
      },
      updateMarketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        const updated = await updateWebhook(ctx.db, w, parse(webhookInput, args.input));
        if (w.url !== updated.url || w.method !== updated.method)
          await auditWebhook(ctx, "webhook_target_changed", w.id, { from: targetOf(w), to: targetOf(updated) });
        return updated;
      },
      regenerateMarketWebhookSecret: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        const regenerated = await regenerateSecret(ctx.db, w.id);
        await auditWebhook(ctx, "webhook_secret_regenerated", w.id, {});
        return regenerated;
      },
      deleteMarketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        const deleted = await deleteWebhook(ctx.db, w.id);
        if (deleted) await auditWebhook(ctx, "webhook_deleted", w.id, { from: targetOf(w) });
        return deleted;
      },
      testMarketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        return testWebhook(ctx.db, w);
      },
      validateMarketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        return validateWebhook(ctx.db, w.id);
      },
      pauseMarketWebhook: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.id);
        return pauseWebhook(ctx.db, w.id);
      },
      resendMarketWebhookDelivery: async (_, args, ctx) => {
        const webhookId = await getDeliveryWebhookId(ctx.db, args.delivery_id);
        if (webhookId == null) throw notFound();
        await ownedWebhook(ctx, webhookId);
        const id = await resendDelivery(ctx.db, args.delivery_id);
        if (id == null) throw notFound();
        const [delivery] = (await listDeliveries(ctx.db, { ids: [id] }, 1, 1)).items;
        if (!delivery) throw notFound();
        return delivery;
      },
      resendMarketSale: async (_, args, ctx) => {
        const w = await ownedWebhook(ctx, args.webhook_id);
        const id = await resendSale(ctx.db, w, args.sale_id);
        if (id == null) throw notFound();
        const [delivery] = (await listDeliveries(ctx.db, { ids: [id] }, 1, 1)).items;
        if (!delivery) throw notFound();
        return delivery;
      },
      setupMarketPartner: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const input = parse(partnerSetupInput, args.input);
        const before = await ctx.db
          .select({ url: marketWebhooks.url, method: marketWebhooks.method })
          .from(marketWebhooks)
          .where(and(eq(marketWebhooks.userId, caller.id), eq(marketWebhooks.partner, input.partner)))
          .orderBy(marketWebhooks.id)
          .limit(1);
        const set = await setupPartner(ctx.db, caller.id, input);
        const from = before[0] ? targetOf(before[0]) : null;
        if (from !== targetOf(set.webhook))
          await auditWebhook(ctx, from ? "webhook_target_changed" : "webhook_created", set.webhook.id, {
            from,
            to: targetOf(set.webhook),
            partner: input.partner,
          });
        return set;
      },
    },
  },
};
