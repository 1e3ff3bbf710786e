import { gql, type TypedDocumentNode } from "@apollo/client";

export interface PromoCode {
  id: number;
  code: string;
  kind: "percent" | "amount";
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  uses: number;
  active: boolean;
  orders: number;
  createdAt: string;
}
const FIELDS = `id code kind value validFrom validTo maxUses uses active orders createdAt`;
export const PROMO_CODES: TypedDocumentNode<{ marketPromoCodes: PromoCode[] }, Record<string, never>> = gql`
  query MarketPromoCodes { marketPromoCodes { ${FIELDS} } }
`;
export interface PromoInput {
  code: string;
  kind: string;
  value: number;
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  active: boolean;
}
export const CREATE_PROMO: TypedDocumentNode<{ createMarketPromoCode: PromoCode }, { input: PromoInput }> = gql`
  mutation CreateMarketPromoCode($input: MarketPromoCodeInput!) { createMarketPromoCode(input: $input) { ${FIELDS} } }
`;
export const UPDATE_PROMO: TypedDocumentNode<{ updateMarketPromoCode: PromoCode }, { id: number; input: PromoInput }> = gql`
  mutation UpdateMarketPromoCode($id: Int!, $input: MarketPromoCodeInput!) { updateMarketPromoCode(id: $id, input: $input) { ${FIELDS} } }
`;
export const DELETE_PROMO: TypedDocumentNode<{ deleteMarketPromoCode: string }, { id: number }> = gql`
  mutation DeleteMarketPromoCode($id: Int!) { deleteMarketPromoCode(id: $id) }
`;
export interface PriceRow {
  categoryId: number;
  categoryName: string;
  icon: string;
  exclusiveCents: number;
  duoCents: number;
  trioCents: number;
  exclusiveNetCents: number;
  duoNetCents: number;
  trioNetCents: number;
}
export const PRICE_GRID: TypedDocumentNode<
  { mesTarifs: { rows: PriceRow[]; promoCode: string | null; promoKind: string | null; promoValue: number | null; promoRefusal: string | null } },
  { promoCode: string | null }
> = gql`
  query MesTarifs($promoCode: String) {
    mesTarifs(promoCode: $promoCode) { rows { categoryId categoryName icon exclusiveCents duoCents trioCents exclusiveNetCents duoNetCents trioNetCents } promoCode promoKind promoValue promoRefusal }
  }
`;
