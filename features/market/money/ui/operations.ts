import { graphql as marketGraphql, type ResultOf } from "@/lib/graphql/market";
import { graphql as myaffilGraphql } from "@/lib/graphql/myaffil";

export type Prepayment = ResultOf<typeof PREPAYMENT_FIELDS>;
export type PrepaymentStatus = Prepayment["status"];

export type LedgerEntry = ResultOf<typeof LEDGER_FIELDS>;
export type LedgerKind = LedgerEntry["kind"];

export type Solde = NonNullable<ResultOf<typeof SOLDE_OF>["getSoldeactuel"]>;

const PREPAYMENT_FIELDS = marketGraphql(
  `fragment PrepaymentFields on Prepayment { id userId clientName clientEmail amountCents amountTtcCents method reference status createdAt decidedAt decidedByName refusalReason }`,
);
const LEDGER_FIELDS = marketGraphql(
  `fragment LedgerFields on LedgerEntry { id userId clientName kind amountCents reason prepaymentReference saleId invalidationId createdAt createdByName }`,
);

export const MY_PREPAYMENT_SCREEN = marketGraphql(
  `
  query MarketMoneyPrepaymentScreen($days: Int) {
    myPrepayments { ...PrepaymentFields }
    myLedger { rows { ...LedgerFields } totals { count credits debits net } truncated }
    balanceHistory(days: $days) { day balance }
    marketBankDetails { holder iban bic bank }
  }
`,
  [PREPAYMENT_FIELDS, LEDGER_FIELDS],
);

export const SOLDE_OF = marketGraphql(`
  query MarketMoneySolde($id: Int!) {
    getSoldeactuel(id_utilisateur: $id) { soldeHt soldeTtc lastPrepaiement }
  }
`);

export const ME_ID = myaffilGraphql(`
  query MarketMoneyMe { me { id law } }
`);

export const REQUEST_PREPAYMENT = marketGraphql(
  `
  mutation MarketMoneyRequestPrepayment($input: PrepaymentRequestInput!) {
    requestPrepayment(input: $input) { ...PrepaymentFields }
  }
`,
  [PREPAYMENT_FIELDS],
);

export const PREPAYMENT_REQUESTS = marketGraphql(
  `
  query MarketMoneyPrepaymentRequests($status: String) {
    prepaymentRequests(status: $status) { ...PrepaymentFields }
  }
`,
  [PREPAYMENT_FIELDS],
);

export const VALIDATE_PREPAYMENT = marketGraphql(
  `
  mutation MarketMoneyValidatePrepayment($id: Int!) {
    validatePrepayment(id: $id) { ...PrepaymentFields }
  }
`,
  [PREPAYMENT_FIELDS],
);

export const REFUSE_PREPAYMENT = marketGraphql(
  `
  mutation MarketMoneyRefusePrepayment($id: Int!, $reason: String!) {
    refusePrepayment(id: $id, reason: $reason) { ...PrepaymentFields }
  }
`,
  [PREPAYMENT_FIELDS],
);

export const ADJUST_BALANCE = marketGraphql(
  `
  mutation MarketMoneyAdjustBalance($input: AdjustmentInput!) {
    adjustBalance(input: $input) { ...LedgerFields }
  }
`,
  [LEDGER_FIELDS],
);

export const TRANSACTIONS = marketGraphql(
  `
  query MarketMoneyTransactions($filter: LedgerFilterInput) {
    transactions(filter: $filter) { rows { ...LedgerFields } totals { count credits debits net } truncated }
    ledgerClients { id name email }
  }
`,
  [LEDGER_FIELDS],
);

export type BoughtLead = ResultOf<typeof BOUGHT_LEAD_FIELDS>;

const BOUGHT_LEAD_FIELDS = marketGraphql(
  `fragment BoughtLeadFields on BoughtLead { saleId leadId boughtAt category firstName lastName phone email postcode priceCents saleType orderId invalidationId invalidationOutcome invalidationReason decisionNote }`,
);

export const MY_LEADS = marketGraphql(
  `
  query MarketMoneyMyLeads($from: String, $to: String) {
    myLeads(from: $from, to: $to) { ...BoughtLeadFields }
    invalidationPolicy { maxLeadAgeDays maxReturnRatePercent }
    myReturnRate { sales returns ratePercent }
  }
`,
  [BOUGHT_LEAD_FIELDS],
);

export const REQUEST_INVALIDATION = marketGraphql(`
  mutation MarketMoneyRequestInvalidation($input: InvalidationRequestInput!) {
    requestInvalidation(input: $input) { id outcome }
  }
`);

const INVALIDATION_FIELDS = marketGraphql(
  `fragment InvalidationFields on Invalidation { id saleId userId clientName leadId leadName phone email postcode category priceCents soldAt reason comment outcome decisionNote decidedAt decidedByName createdAt refundCents }`,
);

export type InvalidationRow = ResultOf<typeof INVALIDATION_FIELDS>;
export type InvalidationOutcome = InvalidationRow["outcome"];

export const INVALIDATION_REQUESTS = marketGraphql(
  `
  query MarketMoneyInvalidationRequests($filter: InvalidationFilterInput) {
    invalidationRequests(filter: $filter) { ...InvalidationFields }
    invalidationPolicy { maxLeadAgeDays maxReturnRatePercent }
    ledgerClients { id name email }
  }
`,
  [INVALIDATION_FIELDS],
);

export const DECIDE_INVALIDATIONS = marketGraphql(`
  mutation MarketMoneyDecideInvalidations($input: InvalidationDecisionInput!) {
    decideInvalidations(input: $input) { updated { id outcome } skipped }
  }
`);

export const SET_POLICY = marketGraphql(`
  mutation MarketMoneySetPolicy($input: InvalidationPolicyInput!) {
    setInvalidationPolicy(input: $input) { maxLeadAgeDays maxReturnRatePercent }
  }
`);

export type MarketDashboardData = NonNullable<ResultOf<typeof MARKET_DASHBOARD>["marketDashboard"]>;

export const MARKET_DASHBOARD = marketGraphql(
  `
  query MarketMoneyDashboard {
    marketDashboard {
      balance { soldeHt soldeTtc lastPrepaiement low }
      spend { day amountCents }
      spendTotalCents
      leadsBought30
      orders { id category saleType state delivered totalVolume unitPriceCents createdAt }
      recentLeads { ...BoughtLeadFields }
      invalidations { being_processed valid accepted refused refundedCents }
      returnRate { sales returns ratePercent }
    }
  }
`,
  [BOUGHT_LEAD_FIELDS],
);

export const CLIENT_STATS = marketGraphql(`
  query MarketMoneyClientStats($from: String!, $to: String!) {
    marketClientStats(from: $from, to: $to) {
      rows { userId clientName email spendCents refundCents leadsBought invalidations acceptedInvalidations invalidationRate balanceCents lastTopUpCents lastTopUpAt }
      daily { day spendCents refundCents }
    }
  }
`);
export type ClientStatsRow = NonNullable<ResultOf<typeof CLIENT_STATS>["marketClientStats"]>["rows"][number];

export const PROFITABILITY = marketGraphql(`
  query MarketMoneyProfitability($from: String!, $to: String!) {
    marketProfitability(from: $from, to: $to) {
      categories { categoryId category leadsCollected intakeCostCents leadsSold salesRevenueCents refundCents marginCents marginRate }
      daily { day revenueCents costCents marginCents }
      totals { revenueCents refundCents costCents marginCents }
    }
  }
`);
export type CategoryMargin = NonNullable<ResultOf<typeof PROFITABILITY>["marketProfitability"]>["categories"][number];
