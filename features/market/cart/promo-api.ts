import { promoCodeSchema } from "@/lib/validation/promo-code";
import { requireCaller } from "@/lib/api/guards";
import type { ApiModule } from "@/lib/api/module";
import { listActiveCategories, priceFor } from "../filters/server/filters";
import { orderError, parseWith } from "../orders/server/errors";
import {
  checkPromo,
  createPromoCode,
  deletePromoCode,
  discounted,
  findPromoByCode,
  listPromoCodes,
  updatePromoCode,
  type PromoRow,
} from "./server/promo/promo";

const toGql = (p: PromoRow & { orders?: number }) => ({
  ...p,
  orders: p.orders ?? 0,
  createdAt: p.createdAt.toISOString(),
});

async function checkUnique(db: Parameters<typeof findPromoByCode>[0], code: string, id?: number) {
  const existing = await findPromoByCode(db, code);
  if (existing && existing.id !== id) throw orderError("BAD_USER_INPUT", "codeTaken", { code: "codeTaken" });
}

/** Promo codes (admin codepromo) and the advertiser's price grid (mesTarifs). */
export const promoModule: ApiModule<"market"> = {
  typeDefs: /* GraphQL */ `
    type MarketPromoCode {
      id: Int!
      code: String!
      "percent or amount"
      kind: PromoKind!
      "percent: 1 to 100; amount: cents credited once"
      value: Int!
      validFrom: String
      validTo: String
      maxUses: Int
      uses: Int!
      active: Boolean!
      orders: Int!
      createdAt: String!
    }
    input MarketPromoCodeInput {
      code: String!
      kind: String!
      value: Int!
      validFrom: String
      validTo: String
      maxUses: Int
      active: Boolean
    }
    type MarketPriceRow {
      categoryId: Int!
      categoryName: String!
      icon: String!
      exclusiveCents: Int!
      duoCents: Int!
      trioCents: Int!
      exclusiveNetCents: Int!
      duoNetCents: Int!
      trioNetCents: Int!
    }
    type MarketPriceGrid {
      rows: [MarketPriceRow!]!
      promoCode: String
      promoKind: String
      promoValue: Int
      promoRefusal: String
    }
    extend type Query {
      marketPromoCodes: [MarketPromoCode!]!
      "The price grid (mesTarifs): categories × sale types, with a promo code's effect when given."
      mesTarifs(promoCode: String): MarketPriceGrid!
    }
    extend type Mutation {
      createMarketPromoCode(input: MarketPromoCodeInput!): MarketPromoCode!
      updateMarketPromoCode(id: Int!, input: MarketPromoCodeInput!): MarketPromoCode!
      "deleted, or deactivated when the code was already used"
      deleteMarketPromoCode(id: Int!): String!
    }
  `,
  resolvers: {
    Query: {
      marketPromoCodes: async (_, __, ctx) => {
        return (await listPromoCodes(ctx.db)).map(toGql);
      },
      mesTarifs: async (_, args, ctx) => {
        const caller = requireCaller(ctx);
        let promo: PromoRow | null = null;
        let promoRefusal: string | null = null;
        if (args.promoCode?.trim()) {
          const r = await checkPromo(ctx.db, args.promoCode, caller.id);
          if ("promo" in r) promo = r.promo;
          else promoRefusal = r.refusal;
        }
        const rows = (await listActiveCategories(ctx.db)).map((c) => ({
          categoryId: c.id,
          categoryName: c.name,
          icon: c.icon,
          exclusiveCents: priceFor(c, "exclusive"),
          duoCents: priceFor(c, "duo"),
          trioCents: priceFor(c, "trio"),
          exclusiveNetCents: discounted(priceFor(c, "exclusive"), promo),
          duoNetCents: discounted(priceFor(c, "duo"), promo),
          trioNetCents: discounted(priceFor(c, "trio"), promo),
        }));
        return {
          rows,
          promoCode: promo?.code ?? null,
          promoKind: promo?.kind ?? null,
          promoValue: promo?.value ?? null,
          promoRefusal,
        };
      },
    },
    Mutation: {
      createMarketPromoCode: async (_, args, ctx) => {
        const input = parseWith(promoCodeSchema, args.input);
        await checkUnique(ctx.db, input.code);
        const id = await createPromoCode(ctx.db, input);
        return toGql((await listPromoCodes(ctx.db)).find((p) => p.id === id)!);
      },
      updateMarketPromoCode: async (_, args, ctx) => {
        const input = parseWith(promoCodeSchema, args.input);
        const current = (await listPromoCodes(ctx.db)).find((p) => p.id === args.id);
        if (!current) throw orderError("NOT_FOUND", "notFound");
        await checkUnique(ctx.db, input.code, args.id);
        if (input.maxUses != null && input.maxUses < current.uses)
          throw orderError("BAD_USER_INPUT", "maxUsesBelowUses", { maxUses: "maxUsesBelowUses" });
        await updatePromoCode(ctx.db, args.id, input);
        return toGql((await listPromoCodes(ctx.db)).find((p) => p.id === args.id)!);
      },
      deleteMarketPromoCode: async (_, args, ctx) => {
        return deletePromoCode(ctx.db, args.id);
      },
    },
  },
};
