import { gql, type TypedDocumentNode } from "@apollo/client";

// The rows and states are the domain's own types (type-only: nothing of the server reaches the browser).
import type { InvalidationRow } from "@/lib/api/market/invalidations/invalidations";
import type { LedgerKind } from "@/lib/api/market/ledger/ledger";
import type { PrepaymentStatus } from "@/lib/api/market/prepayments/requests";
import type { InvalidationOutcome, InvalidationReason } from "@/lib/validation/invalidation";

export type { InvalidationOutcome, InvalidationReason, InvalidationRow, LedgerKind, PrepaymentStatus };

export interface Prepayment {
  id: number;
  userId: number;
  clientName: string;
  clientEmail: string;
  amountCents: number;
  amountTtcCents: number;
  method: "transfer" | "card";
  reference: string | null;
  status: PrepaymentStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
  refusalReason: string | null;
}

export interface LedgerEntry {
  id: number;
  userId: number;
  clientName: string;
  kind: LedgerKind;
  amountCents: number;
  reason: string | null;
  prepaymentReference: string | null;
  saleId: number | null;
  invalidationId: number | null;
  createdAt: string;
  createdByName: string | null;
}

export interface LedgerTotals {
  count: number;
  credits: number;
  debits: number;
  net: number;
}

export interface Solde {
  soldeHt: number;
  soldeTtc: number;
  lastPrepaiement: number | null;
}

const PREPAYMENT_FIELDS = `id userId clientName clientEmail amountCents amountTtcCents method reference status createdAt decidedAt decidedByName refusalReason`;
const LEDGER_FIELDS = `id userId clientName kind amountCents reason prepaymentReference saleId invalidationId createdAt createdByName`;

export const MY_PREPAYMENT_SCREEN: TypedDocumentNode<
  {
    myPrepayments: Prepayment[];
    myLedger: { rows: LedgerEntry[]; totals: LedgerTotals; truncated: boolean };
    balanceHistory: { day: string; balance: number }[];
    marketBankDetails: { holder: string; iban: string; bic: string; bank: string };
  },
  { days: number }
> = gql`
  query MarketMoneyPrepaymentScreen($days: Int) {
    myPrepayments { ${PREPAYMENT_FIELDS} }
    myLedger { rows { ${LEDGER_FIELDS} } totals { count credits debits net } truncated }
    balanceHistory(days: $days) { day balance }
    marketBankDetails { holder iban bic bank }
  }
`;

export const SOLDE_OF: TypedDocumentNode<{ getSoldeactuel: Solde }, { id: number }> = gql`
  query MarketMoneySolde($id: Int!) {
    getSoldeactuel(id_utilisateur: $id) { soldeHt soldeTtc lastPrepaiement }
  }
`;

export const ME_ID: TypedDocumentNode<{ me: { id: number; law: string } }, Record<string, never>> = gql`
  query MarketMoneyMe { me { id law } }
`;

export const REQUEST_PREPAYMENT: TypedDocumentNode<{ requestPrepayment: Prepayment }, { input: { amountCents: number; method: string } }> = gql`
  mutation MarketMoneyRequestPrepayment($input: PrepaymentRequestInput!) {
    requestPrepayment(input: $input) { ${PREPAYMENT_FIELDS} }
  }
`;

export const PREPAYMENT_REQUESTS: TypedDocumentNode<{ prepaymentRequests: Prepayment[] }, { status?: string | null }> = gql`
  query MarketMoneyPrepaymentRequests($status: String) {
    prepaymentRequests(status: $status) { ${PREPAYMENT_FIELDS} }
  }
`;

export const VALIDATE_PREPAYMENT: TypedDocumentNode<{ validatePrepayment: Prepayment }, { id: number }> = gql`
  mutation MarketMoneyValidatePrepayment($id: Int!) {
    validatePrepayment(id: $id) { ${PREPAYMENT_FIELDS} }
  }
`;

export const REFUSE_PREPAYMENT: TypedDocumentNode<{ refusePrepayment: Prepayment }, { id: number; reason: string }> = gql`
  mutation MarketMoneyRefusePrepayment($id: Int!, $reason: String!) {
    refusePrepayment(id: $id, reason: $reason) { ${PREPAYMENT_FIELDS} }
  }
`;

export const ADJUST_BALANCE: TypedDocumentNode<{ adjustBalance: LedgerEntry }, { input: { userId: number; amountCents: number; reason: string } }> = gql`
  mutation MarketMoneyAdjustBalance($input: AdjustmentInput!) {
    adjustBalance(input: $input) { ${LEDGER_FIELDS} }
  }
`;

export interface LedgerFilterValue {
  userId?: number | null;
  kind?: string | null;
  from?: string | null;
  to?: string | null;
}

export const TRANSACTIONS: TypedDocumentNode<
  { transactions: { rows: LedgerEntry[]; totals: LedgerTotals; truncated: boolean }; ledgerClients: { id: number; name: string; email: string }[] },
  { filter: LedgerFilterValue }
> = gql`
  query MarketMoneyTransactions($filter: LedgerFilterInput) {
    transactions(filter: $filter) { rows { ${LEDGER_FIELDS} } totals { count credits debits net } truncated }
    ledgerClients { id name email }
  }
`;

export interface BoughtLead {
  saleId: number;
  leadId: number;
  boughtAt: string;
  category: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  postcode: string;
  priceCents: number;
  saleType: string;
  orderId: number | null;
  invalidationId: number | null;
  invalidationOutcome: InvalidationOutcome | null;
  invalidationReason: InvalidationReason | null;
  decisionNote: string | null;
}

const BOUGHT_LEAD_FIELDS = `saleId leadId boughtAt category firstName lastName phone email postcode priceCents saleType orderId invalidationId invalidationOutcome invalidationReason decisionNote`;

export const MY_LEADS: TypedDocumentNode<
  {
    myLeads: BoughtLead[];
    invalidationPolicy: { maxLeadAgeDays: number; maxReturnRatePercent: number };
    myReturnRate: { sales: number; returns: number; ratePercent: number };
  },
  { from?: string | null; to?: string | null }
> = gql`
  query MarketMoneyMyLeads($from: String, $to: String) {
    myLeads(from: $from, to: $to) { ${BOUGHT_LEAD_FIELDS} }
    invalidationPolicy { maxLeadAgeDays maxReturnRatePercent }
    myReturnRate { sales returns ratePercent }
  }
`;

export const REQUEST_INVALIDATION: TypedDocumentNode<
  { requestInvalidation: { id: number; outcome: InvalidationOutcome } },
  { input: { saleId: number; reason: string; comment: string } }
> = gql`
  mutation MarketMoneyRequestInvalidation($input: InvalidationRequestInput!) {
    requestInvalidation(input: $input) { id outcome }
  }
`;


const INVALIDATION_FIELDS = `id saleId userId clientName leadId leadName phone email postcode category priceCents soldAt reason comment outcome decisionNote decidedAt decidedByName createdAt refundCents`;

export interface InvalidationFilterValue {
  userId?: number | null;
  outcome?: string | null;
  reason?: string | null;
  from?: string | null;
  to?: string | null;
}

export const INVALIDATION_REQUESTS: TypedDocumentNode<
  {
    invalidationRequests: InvalidationRow[];
    invalidationPolicy: { maxLeadAgeDays: number; maxReturnRatePercent: number };
    ledgerClients: { id: number; name: string; email: string }[];
  },
  { filter: InvalidationFilterValue }
> = gql`
  query MarketMoneyInvalidationRequests($filter: InvalidationFilterInput) {
    invalidationRequests(filter: $filter) { ${INVALIDATION_FIELDS} }
    invalidationPolicy { maxLeadAgeDays maxReturnRatePercent }
    ledgerClients { id name email }
  }
`;

export const DECIDE_INVALIDATIONS: TypedDocumentNode<
  { decideInvalidations: { updated: { id: number; outcome: InvalidationOutcome }[]; skipped: number[] } },
  { input: { ids: number[]; outcome: string; note: string } }
> = gql`
  mutation MarketMoneyDecideInvalidations($input: InvalidationDecisionInput!) {
    decideInvalidations(input: $input) { updated { id outcome } skipped }
  }
`;

export const SET_POLICY: TypedDocumentNode<
  { setInvalidationPolicy: { maxLeadAgeDays: number; maxReturnRatePercent: number } },
  { input: { maxLeadAgeDays: number; maxReturnRatePercent: number } }
> = gql`
  mutation MarketMoneySetPolicy($input: InvalidationPolicyInput!) {
    setInvalidationPolicy(input: $input) { maxLeadAgeDays maxReturnRatePercent }
  }
`;

export interface MarketDashboardData {
  balance: Solde & { low: boolean };
  spend: { day: string; amountCents: number }[];
  spendTotalCents: number;
  leadsBought30: number;
  orders: { id: number; category: string; saleType: string; state: string; delivered: number; totalVolume: number; unitPriceCents: number; createdAt: string }[];
  recentLeads: BoughtLead[];
  invalidations: { being_processed: number; valid: number; accepted: number; refused: number; refundedCents: number };
  returnRate: { sales: number; returns: number; ratePercent: number };
}

export const MARKET_DASHBOARD: TypedDocumentNode<{ marketDashboard: MarketDashboardData }, Record<string, never>> = gql`
  query MarketMoneyDashboard {
    marketDashboard {
      balance { soldeHt soldeTtc lastPrepaiement low }
      spend { day amountCents }
      spendTotalCents
      leadsBought30
      orders { id category saleType state delivered totalVolume unitPriceCents createdAt }
      recentLeads { ${BOUGHT_LEAD_FIELDS} }
      invalidations { being_processed valid accepted refused refundedCents }
      returnRate { sales returns ratePercent }
    }
  }
`;

export interface ClientStatsRow {
  userId: number;
  clientName: string;
  email: string;
  spendCents: number;
  refundCents: number;
  leadsBought: number;
  invalidations: number;
  acceptedInvalidations: number;
  invalidationRate: number;
  balanceCents: number;
  lastTopUpCents: number | null;
  lastTopUpAt: string | null;
}

export const CLIENT_STATS: TypedDocumentNode<
  { marketClientStats: { rows: ClientStatsRow[]; daily: { day: string; spendCents: number; refundCents: number }[] } },
  { from: string; to: string }
> = gql`
  query MarketMoneyClientStats($from: String!, $to: String!) {
    marketClientStats(from: $from, to: $to) {
      rows { userId clientName email spendCents refundCents leadsBought invalidations acceptedInvalidations invalidationRate balanceCents lastTopUpCents lastTopUpAt }
      daily { day spendCents refundCents }
    }
  }
`;

export interface CategoryMargin {
  categoryId: number;
  category: string;
  leadsCollected: number;
  intakeCostCents: number;
  leadsSold: number;
  salesRevenueCents: number;
  refundCents: number;
  marginCents: number;
  marginRate: number;
}

export const PROFITABILITY: TypedDocumentNode<
  {
    marketProfitability: {
      categories: CategoryMargin[];
      daily: { day: string; revenueCents: number; costCents: number; marginCents: number }[];
      totals: { revenueCents: number; refundCents: number; costCents: number; marginCents: number };
    };
  },
  { from: string; to: string }
> = gql`
  query MarketMoneyProfitability($from: String!, $to: String!) {
    marketProfitability(from: $from, to: $to) {
      categories { categoryId category leadsCollected intakeCostCents leadsSold salesRevenueCents refundCents marginCents marginRate }
      daily { day revenueCents costCents marginCents }
      totals { revenueCents refundCents costCents marginCents }
    }
  }
`;
