import { and, asc, eq, gt } from "drizzle-orm";
import { users } from "@/lib/db/schema";
import { isAdmin, requireCaller } from "@/lib/api/guards";
import type { ApiContext } from "@/lib/api/context";
import type { ApiModule } from "@/lib/api/module";
import { orderSchema, ORDER_STATES, SALE_TYPES, type OrderState } from "@/lib/validation/order";
import { z } from "zod";
import { ledgerBalance } from "../distribution/server/distribution/sell";
import { listActiveCategories, listFilters } from "../filters/server/filters";
import { requireMarketClient, requireOwnerOrAdmin } from "./server/access";
import { notFound, orderError, parseWith } from "./server/errors";
import { changeOrderState, createOrder, getOrderRow, updateOrder, type OrderAction } from "./server/orders";
import { quoteOrder } from "./server/quote";
import { getOrder, listOrders, orderDeliveries, orderProgress, orderTracking, type OrderListRow } from "./server/read";
import type { MarketOrderInput } from "@/lib/api/market/resolvers.generated";
import { criteriaFromArg, criteriaToGql, criteriaTypeDefs, iso } from "./api-types";

const toGql = (o: OrderListRow) => ({
  ...o,
  criteria: criteriaToGql(o.criteria),
  createdAt: iso(o.createdAt),
  updatedAt: iso(o.updatedAt),
  lastDeliveryAt: iso(o.lastDeliveryAt),
});

const stateArg = (s: string | null | undefined): OrderState | null => {
  if (!s) return null;
  if (!(ORDER_STATES as readonly string[]).includes(s)) throw orderError("BAD_USER_INPUT", "state", { state: "state" });
  return s as OrderState;
};

const parseOrder = (input: MarketOrderInput) =>
  parseWith(orderSchema, { ...input, criteria: criteriaFromArg(input.criteria) });

const quoteArg = z.object({
  categoryId: z.number().int().positive({ message: "category" }),
  saleType: z.enum(SALE_TYPES, { message: "saleType" }),
  totalVolume: z.number().int().min(1, { message: "volume" }).max(100_000, { message: "volumeMax" }),
  promoCode: z.string().trim().max(40).nullable().optional(),
});

/** Orders (commandes): the wizard, the advertiser's list, the admin's list, detail and tracking. */
export const ordersModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    ${criteriaTypeDefs}
    type MarketOrder {
      id: Int!
      userId: Int!
      clientName: String!
      clientEmail: String!
      categoryId: Int!
      categoryName: String!
      "exclusive, duo or trio"
      saleType: SaleType!
      filterId: Int
      filterName: String
      criteria: OrderCriteria!
      totalVolume: Int!
      dailyCap: Int
      "ISO weekdays 1 (Monday) to 7"
      days: [Int!]!
      hourFrom: Int!
      hourTo: Int!
      "webhook, email or csv"
      delivery: DeliveryMode!
      unitPriceCents: Int!
      promoCode: String
      "in_progress, completed, paused or cancelled"
      state: OrderState!
      delivered: Int!
      spentCents: Int!
      lastDeliveryAt: String
      createdAt: String!
      updatedAt: String!
    }
    type MarketOrderDelivery {
      saleId: Int!
      leadId: Int!
      leadName: String!
      department: String!
      postcode: String!
      age: Int
      priceCents: Int!
      createdAt: String!
    }
    type MarketOrderProgressDay {
      day: String!
      delivered: Int!
      cumulative: Int!
    }
    type MarketOrderDetail {
      order: MarketOrder!
      deliveries: [MarketOrderDelivery!]!
      progress: [MarketOrderProgressDay!]!
    }
    type MarketOrderTracking {
      order: MarketOrder!
      today: Int!
      last7: Int!
      expected7: Int!
      late: Boolean!
    }
    type MarketOrderQuote {
      basePriceCents: Int!
      unitPriceCents: Int!
      totalCents: Int!
      promoCreditCents: Int!
      "percent or amount, when the code is valid"
      promoKind: String
      promoValue: Int
      "Why the code is refused (unknown, inactive, notYetValid, expired, exhausted, alreadyUsed)"
      promoRefusal: String
      balanceCents: Int!
      balanceShort: Boolean!
    }
    type MarketSavedFilterOption {
      id: Int!
      name: String!
      categoryId: Int!
      criteria: OrderCriteria!
    }
    type MarketOrderWizard {
      categories: [OrderCategory!]!
      filters: [MarketSavedFilterOption!]!
      haswebhook: Boolean!
      balanceCents: Int!
    }
    type MarketClient {
      id: Int!
      name: String!
      email: String!
    }
    type MarketOrderCreated {
      id: Int!
      distributed: Int!
      balanceShort: Boolean!
    }
    type MarketOrderStateResult {
      id: Int!
      state: OrderState!
      distributed: Int!
    }
    input MarketOrderInput {
      categoryId: Int!
      saleType: String!
      filterId: Int
      criteria: OrderCriteriaInput
      totalVolume: Int!
      dailyCap: Int
      days: [Int!]!
      hourFrom: Int!
      hourTo: Int!
      delivery: String!
      promoCode: String
    }
    input MarketOrderQuoteInput {
      categoryId: Int!
      saleType: String!
      totalVolume: Int!
      promoCode: String
    }
    extend type Query {
      "What the order wizard offers the buyer (userId: an administrator ordering for a client)."
      marketOrderWizard(userId: Int): MarketOrderWizard!
      marketOrderQuote(input: MarketOrderQuoteInput!, userId: Int): MarketOrderQuote!
      "The caller's own orders (mesCommandes)."
      mesCommandes(state: String): [MarketOrder!]!
      "Every order (admin Commandes)."
      marketOrders(userId: Int, categoryId: Int, state: String): [MarketOrder!]!
      marketOrder(id: Int!): MarketOrderDetail!
      "In-progress orders against their target (suivi_commandes)."
      suiviCommandes: [MarketOrderTracking!]!
      "Marketplace clients an administrator may order for."
      marketClients: [MarketClient!]!
    }
    extend type Mutation {
      createMarketOrder(input: MarketOrderInput!, userId: Int): MarketOrderCreated!
      updateMarketOrder(id: Int!, input: MarketOrderInput!): MarketOrder!
      pauseMarketOrder(id: Int!): MarketOrderStateResult!
      relaunchMarketOrder(id: Int!): MarketOrderStateResult!
      cancelMarketOrder(id: Int!): MarketOrderStateResult!
    }
  `,
  resolvers: {
    Query: {
      marketOrderWizard: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        let userId = caller.id;
        let haswebhook = caller.haswebhook;
        if (isAdmin(caller) && args.userId != null) {
          await requireMarketClient(ctx.db, args.userId);
          userId = args.userId;
          const [u] = await ctx.db.select({ haswebhook: users.haswebhook }).from(users).where(eq(users.id, userId));
          haswebhook = !!u?.haswebhook;
        }
        const [categories, filters, balanceCents] = await Promise.all([
          listActiveCategories(ctx.db),
          listFilters(ctx.db, userId),
          ledgerBalance(ctx.db, userId),
        ]);
        return {
          categories,
          filters: filters.map((f) => ({ ...f, criteria: criteriaToGql(f.criteria) })),
          haswebhook,
          balanceCents,
        };
      },
      marketOrderQuote: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const userId = isAdmin(caller) && args.userId != null ? args.userId : caller.id;
        const q = parseWith(quoteArg, args.input);
        const quote = await quoteOrder(ctx.db, userId, q);
        return { ...quote, promoKind: quote.promo?.kind ?? null, promoValue: quote.promo?.value ?? null };
      },
      mesCommandes: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        return (await listOrders(ctx.db, { userId: caller.id, state: stateArg(args.state) })).map(toGql);
      },
      marketOrders: async (_, args, ctx) => {
        return (
          await listOrders(ctx.db, { userId: args.userId, categoryId: args.categoryId, state: stateArg(args.state) })
        ).map(toGql);
      },
      marketOrder: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const order = await getOrder(ctx.db, args.id);
        if (!order) throw notFound();
        requireOwnerOrAdmin(caller, order.userId);
        const [deliveries, progress] = await Promise.all([
          orderDeliveries(ctx.db, order.id),
          orderProgress(ctx.db, order),
        ]);
        return {
          order: toGql(order),
          deliveries: deliveries.map((d) => ({ ...d, createdAt: iso(d.createdAt) })),
          progress,
        };
      },
      suiviCommandes: async (_, __, ctx) => {
        return (await orderTracking(ctx.db)).map((t) => ({
          order: toGql(t),
          today: t.today,
          last7: t.last7,
          expected7: t.expected7,
          late: t.late,
        }));
      },
      marketClients: async (_, __, ctx) => {
        const rows = await ctx.db
          .select({
            id: users.id,
            society: users.society,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(and(eq(users.law, "an"), gt(users.idClienLeadmarket, 0), eq(users.status, "active")))
          .orderBy(asc(users.society), asc(users.id));
        return rows.map((u) => ({ id: u.id, email: u.email, name: u.society || `${u.firstName} ${u.lastName}` }));
      },
    },
    Mutation: {
      createMarketOrder: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        let userId = caller.id;
        if (isAdmin(caller)) {
          if (args.userId == null) throw orderError("BAD_USER_INPUT", "notMarketClient", { userId: "notMarketClient" });
          await requireMarketClient(ctx.db, args.userId);
          userId = args.userId;
        } else if (args.userId != null && args.userId !== caller.id) throw orderError("FORBIDDEN", "forbidden");
        const input = parseOrder(args.input);
        if (input.delivery === "webhook") {
          const [u] = await ctx.db.select({ haswebhook: users.haswebhook }).from(users).where(eq(users.id, userId));
          if (!u?.haswebhook)
            throw orderError("BAD_USER_INPUT", "webhookUnavailable", { delivery: "webhookUnavailable" });
        }
        const r = await createOrder(ctx.db, userId, input, caller.id);
        return { id: r.id, distributed: r.distributed, balanceShort: r.quote.balanceShort };
      },
      updateMarketOrder: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        const order = await getOrderRow(ctx.db, args.id);
        if (!order) throw notFound();
        requireOwnerOrAdmin(caller, order.userId);
        const input = parseOrder(args.input);
        if (input.delivery === "webhook" && order.delivery !== "webhook") {
          const [u] = await ctx.db
            .select({ haswebhook: users.haswebhook })
            .from(users)
            .where(eq(users.id, order.userId));
          if (!u?.haswebhook)
            throw orderError("BAD_USER_INPUT", "webhookUnavailable", { delivery: "webhookUnavailable" });
        }
        await updateOrder(ctx.db, order, input);
        return toGql((await getOrder(ctx.db, order.id))!);
      },
      pauseMarketOrder: (_, args, ctx) => act(ctx, args.id, "pause"),
      relaunchMarketOrder: (_, args, ctx) => act(ctx, args.id, "relaunch"),
      cancelMarketOrder: (_, args, ctx) => act(ctx, args.id, "cancel"),
    },
  },
};

async function act(ctx: ApiContext, id: number, action: OrderAction) {
  const caller = requireCaller(ctx);
  const order = await getOrderRow(ctx.db, id);
  if (!order) throw notFound();
  requireOwnerOrAdmin(caller, order.userId);
  const r = await changeOrderState(ctx.db, order, action);
  return { id, ...r };
}
