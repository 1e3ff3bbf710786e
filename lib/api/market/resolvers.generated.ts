import type { GraphQLResolveInfo } from 'graphql';
import type { ApiContext } from '@/lib/api/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AdjustmentInput = {
  amountCents: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
  userId: Scalars['Int']['input'];
};

/** The balance at the end of a Paris day. */
export type BalancePoint = {
  __typename?: 'BalancePoint';
  balance: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

/** Where bank transfers are sent. */
export type BankTransferDetails = {
  __typename?: 'BankTransferDetails';
  bank: Scalars['String']['output'];
  bic: Scalars['String']['output'];
  holder: Scalars['String']['output'];
  iban: Scalars['String']['output'];
};

/** A lead the advertiser bought, with its invalidation state (null when none was asked). */
export type BoughtLead = {
  __typename?: 'BoughtLead';
  boughtAt: Scalars['String']['output'];
  category: Scalars['String']['output'];
  decisionNote?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  invalidationId?: Maybe<Scalars['Int']['output']>;
  /** being_processed | valid | accepted | refused */
  invalidationOutcome?: Maybe<InvalidationOutcome>;
  invalidationReason?: Maybe<InvalidationReason>;
  lastName: Scalars['String']['output'];
  leadId: Scalars['Int']['output'];
  orderId?: Maybe<Scalars['Int']['output']>;
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  saleId: Scalars['Int']['output'];
  saleType: SaleType;
};

export type CategoryFieldType =
  | 'boolean'
  | 'number'
  | 'select'
  | 'text';

export type CategoryMargin = {
  __typename?: 'CategoryMargin';
  category: Scalars['String']['output'];
  categoryId: Scalars['Int']['output'];
  intakeCostCents: Scalars['Int']['output'];
  leadsCollected: Scalars['Int']['output'];
  leadsSold: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  marginRate: Scalars['Float']['output'];
  refundCents: Scalars['Int']['output'];
  salesRevenueCents: Scalars['Int']['output'];
};

export type CheckAccount = {
  __typename?: 'CheckAccount';
  id: Scalars['Int']['output'];
  /** The first characters of the API key in use. */
  keyPrefix: Scalars['String']['output'];
  name: Scalars['String']['output'];
  planMonthly: Scalars['Int']['output'];
};

export type CheckClientOption = {
  __typename?: 'CheckClientOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type CheckContactInput = {
  department?: InputMaybe<Scalars['String']['input']>;
  device?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
};

export type CheckDryRun = {
  __typename?: 'CheckDryRun';
  checks: Array<CheckResult>;
  score: Scalars['Int']['output'];
  verdict: CheckVerdict;
};

export type CheckEvent = {
  __typename?: 'CheckEvent';
  clientId: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  latencyMs: Scalars['Int']['output'];
  scenarioVersion?: Maybe<Scalars['Int']['output']>;
  source: CheckSource;
  status: Scalars['Int']['output'];
  verdict?: Maybe<CheckVerdict>;
  verificationId?: Maybe<Scalars['Int']['output']>;
};

export type CheckEventPage = {
  __typename?: 'CheckEventPage';
  items: Array<CheckEvent>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type CheckFilterInput = {
  client?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  list?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  verdict?: InputMaybe<Scalars['String']['input']>;
};

export type CheckList = {
  __typename?: 'CheckList';
  createdAt: Scalars['String']['output'];
  done: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  invalid: Scalars['Int']['output'];
  risky: Scalars['Int']['output'];
  state: CheckListState;
  total: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type CheckListState =
  | 'done'
  | 'failed'
  | 'running';

export type CheckName =
  | 'duplicate_client'
  | 'duplicate_market'
  | 'email_disposable'
  | 'email_mx'
  | 'email_role'
  | 'email_syntax'
  | 'phone_country'
  | 'phone_type'
  | 'phone_valid'
  | 'postcode_department'
  | 'velocity';

export type CheckOutcome =
  | 'fail'
  | 'pass'
  | 'skip'
  | 'warn';

export type CheckPriceTier = {
  __typename?: 'CheckPriceTier';
  check: CheckName;
  id: Scalars['Int']['output'];
  minVolume: Scalars['Int']['output'];
  perThousandCents: Scalars['Int']['output'];
};

export type CheckPriceTierInput = {
  check: CheckName;
  minVolume: Scalars['Int']['input'];
  perThousandCents: Scalars['Int']['input'];
};

export type CheckQuote = {
  __typename?: 'CheckQuote';
  lines: Array<CheckQuoteLine>;
  monthlyCents: Scalars['Int']['output'];
  perThousandCents: Scalars['Int']['output'];
  volume: Scalars['Int']['output'];
};

export type CheckQuoteLine = {
  __typename?: 'CheckQuoteLine';
  check: CheckName;
  minVolume?: Maybe<Scalars['Int']['output']>;
  monthlyCents: Scalars['Int']['output'];
  perThousandCents: Scalars['Int']['output'];
};

export type CheckResult = {
  __typename?: 'CheckResult';
  /** A code the screens translate (check.details.<code>). */
  detail: Scalars['String']['output'];
  name: CheckName;
  outcome: CheckOutcome;
};

export type CheckScenario = {
  __typename?: 'CheckScenario';
  clientId?: Maybe<Scalars['Int']['output']>;
  clientName?: Maybe<Scalars['String']['output']>;
  currentVersion: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** It judges the caller's verifications (a client), or some client's (an administrator). */
  inUse: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  versions: Array<CheckScenarioVersion>;
};

export type CheckScenarioCheck = {
  __typename?: 'CheckScenarioCheck';
  blocking?: Maybe<Scalars['Boolean']['output']>;
  name: CheckName;
  weight: Scalars['Int']['output'];
};

export type CheckScenarioCheckInput = {
  blocking?: InputMaybe<Scalars['Boolean']['input']>;
  name: CheckName;
  weight: Scalars['Int']['input'];
};

export type CheckScenarioDraft = {
  checks: Array<CheckScenarioCheckInput>;
  riskyFrom: Scalars['Int']['input'];
  validFrom: Scalars['Int']['input'];
};

export type CheckScenarioVersion = {
  __typename?: 'CheckScenarioVersion';
  checks: Array<CheckScenarioCheck>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  riskyFrom: Scalars['Int']['output'];
  validFrom: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

export type CheckSource =
  | 'api'
  | 'list'
  | 'screen';

export type CheckVerdict =
  | 'invalid'
  | 'risky'
  | 'valid';

export type CheckVerification = {
  __typename?: 'CheckVerification';
  checks: Array<CheckResult>;
  clientId: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  scenarioId: Scalars['Int']['output'];
  scenarioVersion: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  source: CheckSource;
  verdict: CheckVerdict;
};

export type CheckVerificationPage = {
  __typename?: 'CheckVerificationPage';
  items: Array<CheckVerification>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** What verifying one contact from the screen answers. */
export type CheckVerified = {
  __typename?: 'CheckVerified';
  checks: Array<CheckResult>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  latencyMs: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  scenarioVersion: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  verdict: CheckVerdict;
};

export type ClientStats = {
  __typename?: 'ClientStats';
  daily: Array<ClientStatsDay>;
  rows: Array<ClientStatsRow>;
};

export type ClientStatsDay = {
  __typename?: 'ClientStatsDay';
  day: Scalars['String']['output'];
  refundCents: Scalars['Int']['output'];
  spendCents: Scalars['Int']['output'];
};

export type ClientStatsRow = {
  __typename?: 'ClientStatsRow';
  acceptedInvalidations: Scalars['Int']['output'];
  balanceCents: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  /** 0–1 */
  invalidationRate: Scalars['Float']['output'];
  invalidations: Scalars['Int']['output'];
  lastTopUpAt?: Maybe<Scalars['String']['output']>;
  lastTopUpCents?: Maybe<Scalars['Int']['output']>;
  leadsBought: Scalars['Int']['output'];
  refundCents: Scalars['Int']['output'];
  spendCents: Scalars['Int']['output'];
  userId: Scalars['Int']['output'];
};

export type DashboardOrder = {
  __typename?: 'DashboardOrder';
  category: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  saleType: SaleType;
  state: OrderState;
  totalVolume: Scalars['Int']['output'];
  unitPriceCents: Scalars['Int']['output'];
};

export type DataBreakdown = {
  __typename?: 'DataBreakdown';
  active: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type DataCleanedRow = {
  __typename?: 'DataCleanedRow';
  email?: Maybe<Scalars['String']['output']>;
  input: Scalars['String']['output'];
  kept: Scalars['Boolean']['output'];
  /** syntax, duplicate, suppressed, bounced, invalid, disposable or no_mx (null when kept) */
  reason?: Maybe<Scalars['String']['output']>;
};

export type DataContact = {
  __typename?: 'DataContact';
  confirmedAt?: Maybe<Scalars['String']['output']>;
  consentAt: Scalars['String']['output'];
  consentText: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastActivityAt?: Maybe<Scalars['String']['output']>;
  source: Scalars['String']['output'];
  state: Scalars['String']['output'];
  theme: Scalars['String']['output'];
};

/** Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included, on the consent date. */
export type DataContactFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  /** active, unsubscribed, bounced or invalid */
  state?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type DataContactPage = {
  __typename?: 'DataContactPage';
  items: Array<DataContact>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type DataCount = {
  __typename?: 'DataCount';
  count: Scalars['Int']['output'];
  key: Scalars['String']['output'];
};

export type DataFacets = {
  __typename?: 'DataFacets';
  sources: Array<Scalars['String']['output']>;
  themes: Array<Scalars['String']['output']>;
};

export type DataGrowthPoint = {
  __typename?: 'DataGrowthPoint';
  added: Scalars['Int']['output'];
  /** YYYY-MM (Paris) */
  month: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type DataStateCount = {
  __typename?: 'DataStateCount';
  count: Scalars['Int']['output'];
  state: Scalars['String']['output'];
};

export type DataStockOverview = {
  __typename?: 'DataStockOverview';
  bySource: Array<DataBreakdown>;
  byState: Array<DataStateCount>;
  byTheme: Array<DataBreakdown>;
  growth: Array<DataGrowthPoint>;
  total: Scalars['Int']['output'];
};

export type DataSuppression = {
  __typename?: 'DataSuppression';
  /** one_click, link, admin, import or bounce */
  channel: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  source?: Maybe<Scalars['String']['output']>;
  theme?: Maybe<Scalars['String']['output']>;
};

/** Empty strings mean any; from and to are Paris days on the unsubscribe date. */
export type DataSuppressionFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type DataSuppressionImport = {
  __typename?: 'DataSuppressionImport';
  added: Scalars['Int']['output'];
  already: Scalars['Int']['output'];
  invalid: Scalars['Int']['output'];
};

export type DataSuppressionPage = {
  __typename?: 'DataSuppressionPage';
  items: Array<DataSuppression>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type DataUnsubscribeStats = {
  __typename?: 'DataUnsubscribeStats';
  byChannel: Array<DataCount>;
  bySource: Array<DataCount>;
  byTheme: Array<DataCount>;
  from: Scalars['String']['output'];
  grain: Scalars['String']['output'];
  series: Array<DataCount>;
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type DatadealDeal = {
  __typename?: 'DatadealDeal';
  endedOn?: Maybe<Scalars['String']['output']>;
  figures: DatadealFigures;
  id: Scalars['Int']['output'];
  priceCents: Scalars['Int']['output'];
  source: Scalars['String']['output'];
  startedOn: Scalars['String']['output'];
  state: Scalars['String']['output'];
};

export type DatadealEarningsMonth = {
  __typename?: 'DatadealEarningsMonth';
  earningsCents: Scalars['Float']['output'];
  month: Scalars['String']['output'];
};

/** What a deal's contacts became (today's state); payable = every contact but the invalid ones. */
export type DatadealFigures = {
  __typename?: 'DatadealFigures';
  active: Scalars['Int']['output'];
  bounced: Scalars['Int']['output'];
  collected: Scalars['Int']['output'];
  earningsCents: Scalars['Float']['output'];
  invalid: Scalars['Int']['output'];
  payable: Scalars['Int']['output'];
  unsubscribed: Scalars['Int']['output'];
};

export type DatadealMonth = {
  __typename?: 'DatadealMonth';
  dealId: Scalars['Int']['output'];
  figures: DatadealFigures;
  /** YYYY-MM (Paris) of the contacts' consent. */
  month: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  source: Scalars['String']['output'];
};

export type DatadealPublisher = {
  __typename?: 'DatadealPublisher';
  deals: Array<DatadealDeal>;
  earningsByMonth: Array<DatadealEarningsMonth>;
  months: Array<DatadealMonth>;
  totals: DatadealFigures;
  years: Array<Scalars['Int']['output']>;
};

export type DeliveryMode =
  | 'csv'
  | 'email'
  | 'webhook';

export type DeliveryState =
  | 'delivered'
  | 'failed'
  | 'pending';

/** reason: no_answer | no_request | fake_phone | number_not_allocated | ws_refused | no_ws_return. */
export type Invalidation = {
  __typename?: 'Invalidation';
  category: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  decidedByName?: Maybe<Scalars['String']['output']>;
  decisionNote?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  leadId: Scalars['Int']['output'];
  leadName: Scalars['String']['output'];
  outcome: InvalidationOutcome;
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  reason: InvalidationReason;
  /** The refund written to the ledger when accepted. */
  refundCents?: Maybe<Scalars['Int']['output']>;
  saleId: Scalars['Int']['output'];
  soldAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type InvalidationDecision = {
  __typename?: 'InvalidationDecision';
  /** Requests left as they were: already accepted (refunded), which is final. */
  skipped: Array<Scalars['Int']['output']>;
  updated: Array<Invalidation>;
};

export type InvalidationDecisionInput = {
  ids: Array<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  outcome: Scalars['String']['input'];
};

export type InvalidationFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};

export type InvalidationOutcome =
  | 'accepted'
  | 'being_processed'
  | 'refused'
  | 'valid';

export type InvalidationPolicy = {
  __typename?: 'InvalidationPolicy';
  maxLeadAgeDays: Scalars['Int']['output'];
  maxReturnRatePercent: Scalars['Int']['output'];
};

export type InvalidationPolicyInput = {
  maxLeadAgeDays: Scalars['Int']['input'];
  maxReturnRatePercent: Scalars['Int']['input'];
};

export type InvalidationReason =
  | 'fake_phone'
  | 'no_answer'
  | 'no_request'
  | 'no_ws_return'
  | 'number_not_allocated'
  | 'ws_refused';

export type InvalidationRequestInput = {
  comment?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  saleId: Scalars['Int']['input'];
};

export type InvalidationStats = {
  __typename?: 'InvalidationStats';
  accepted: Scalars['Int']['output'];
  being_processed: Scalars['Int']['output'];
  refundedCents: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type LedgerClient = {
  __typename?: 'LedgerClient';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** One balance movement, HT cents (credits positive, debits negative). kind: prepayment | sale | refund | promo | adjustment. */
export type LedgerEntry = {
  __typename?: 'LedgerEntry';
  amountCents: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createdByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  invalidationId?: Maybe<Scalars['Int']['output']>;
  kind: LedgerKind;
  prepaymentReference?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  saleId?: Maybe<Scalars['Int']['output']>;
  userId: Scalars['Int']['output'];
};

export type LedgerFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};

export type LedgerKind =
  | 'adjustment'
  | 'prepayment'
  | 'promo'
  | 'refund'
  | 'sale';

export type LedgerPage = {
  __typename?: 'LedgerPage';
  rows: Array<LedgerEntry>;
  totals: LedgerTotals;
  /** More rows matched than were returned (narrow the filter). */
  truncated: Scalars['Boolean']['output'];
};

export type LedgerTotals = {
  __typename?: 'LedgerTotals';
  count: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  debits: Scalars['Int']['output'];
  net: Scalars['Int']['output'];
};

export type MarginDay = {
  __typename?: 'MarginDay';
  costCents: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  marginCents: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
};

export type MarginTotals = {
  __typename?: 'MarginTotals';
  costCents: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  refundCents: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
};

export type MarketBalance = {
  __typename?: 'MarketBalance';
  lastPrepaiement?: Maybe<Scalars['Int']['output']>;
  low: Scalars['Boolean']['output'];
  soldeHt: Scalars['Int']['output'];
  soldeTtc: Scalars['Int']['output'];
};

export type MarketByType = {
  __typename?: 'MarketByType';
  duo: Scalars['Int']['output'];
  exclusive: Scalars['Int']['output'];
  trio: Scalars['Int']['output'];
};

export type MarketCart = {
  __typename?: 'MarketCart';
  balanceCents: Scalars['Int']['output'];
  lines: Array<MarketCartLine>;
  /** Price of the lines still available (HT cents). */
  totalCents: Scalars['Int']['output'];
};

export type MarketCartLine = {
  __typename?: 'MarketCartLine';
  addedAt: Scalars['String']['output'];
  age?: Maybe<Scalars['Int']['output']>;
  available: Scalars['Boolean']['output'];
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  department: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  leadDay: Scalars['String']['output'];
  leadId: Scalars['Int']['output'];
  leadLabel: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  saleType: SaleType;
};

/** Prices are HT cents per sale type. */
export type MarketCategory = {
  __typename?: 'MarketCategory';
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  fields: Array<MarketCategoryField>;
  icon: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Administrators only (null otherwise). */
  leads?: Maybe<MarketLeadCounts>;
  name: Scalars['String']['output'];
  priceDuoCents: Scalars['Int']['output'];
  priceExclusiveCents: Scalars['Int']['output'];
  priceTrioCents: Scalars['Int']['output'];
};

export type MarketCategoryDay = {
  __typename?: 'MarketCategoryDay';
  collected: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

/** A lead field a category carries beyond name, e-mail, phone, postcode and age. */
export type MarketCategoryField = {
  __typename?: 'MarketCategoryField';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options: Array<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  /** text, number, select or boolean */
  type: CategoryFieldType;
};

export type MarketCategoryFieldInput = {
  key: Scalars['String']['input'];
  label: Scalars['String']['input'];
  options: Array<Scalars['String']['input']>;
  required: Scalars['Boolean']['input'];
  type: Scalars['String']['input'];
};

export type MarketCategoryInput = {
  active: Scalars['Boolean']['input'];
  description: Scalars['String']['input'];
  fields: Array<MarketCategoryFieldInput>;
  icon: Scalars['String']['input'];
  name: Scalars['String']['input'];
  priceDuoCents: Scalars['Int']['input'];
  priceExclusiveCents: Scalars['Int']['input'];
  priceTrioCents: Scalars['Int']['input'];
};

export type MarketCategoryReport = {
  __typename?: 'MarketCategoryReport';
  available: Scalars['Int']['output'];
  category: MarketCategory;
  collected: Scalars['Int']['output'];
  daily: Array<MarketCategoryDay>;
  from: Scalars['String']['output'];
  leadsByType: MarketByType;
  revenueByType: MarketByType;
  revenueCents: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
  salesByType: MarketByType;
  soldLeads: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  unsold: Scalars['Int']['output'];
};

export type MarketCheckout = {
  __typename?: 'MarketCheckout';
  balanceCents: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
  soldCents: Scalars['Int']['output'];
  unavailable: Array<Scalars['Int']['output']>;
};

export type MarketClient = {
  __typename?: 'MarketClient';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type MarketDashboard = {
  __typename?: 'MarketDashboard';
  balance: MarketBalance;
  invalidations: InvalidationStats;
  leadsBought30: Scalars['Int']['output'];
  orders: Array<DashboardOrder>;
  recentLeads: Array<BoughtLead>;
  returnRate: ReturnRate;
  spend: Array<SpendDay>;
  spendTotalCents: Scalars['Int']['output'];
};

export type MarketLeadCounts = {
  __typename?: 'MarketLeadCounts';
  available: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  unsold: Scalars['Int']['output'];
};

export type MarketLeadFlow = {
  __typename?: 'MarketLeadFlow';
  from: Scalars['String']['output'];
  points: Array<MarketLeadFlowPoint>;
  series: Array<MarketLeadFlowSeries>;
  to: Scalars['String']['output'];
};

export type MarketLeadFlowPoint = {
  __typename?: 'MarketLeadFlowPoint';
  average: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  drop: Scalars['Boolean']['output'];
  hour: Scalars['String']['output'];
  seriesKey: Scalars['Int']['output'];
};

export type MarketLeadFlowSeries = {
  __typename?: 'MarketLeadFlowSeries';
  drops: Scalars['Int']['output'];
  key: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type MarketOggoDataCategory = {
  __typename?: 'MarketOggoDataCategory';
  active: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type MarketOrder = {
  __typename?: 'MarketOrder';
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  clientEmail: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  criteria: OrderCriteria;
  dailyCap?: Maybe<Scalars['Int']['output']>;
  /** ISO weekdays 1 (Monday) to 7 */
  days: Array<Scalars['Int']['output']>;
  delivered: Scalars['Int']['output'];
  /** webhook, email or csv */
  delivery: DeliveryMode;
  filterId?: Maybe<Scalars['Int']['output']>;
  filterName?: Maybe<Scalars['String']['output']>;
  hourFrom: Scalars['Int']['output'];
  hourTo: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  lastDeliveryAt?: Maybe<Scalars['String']['output']>;
  promoCode?: Maybe<Scalars['String']['output']>;
  /** exclusive, duo or trio */
  saleType: SaleType;
  spentCents: Scalars['Int']['output'];
  /** in_progress, completed, paused or cancelled */
  state: OrderState;
  totalVolume: Scalars['Int']['output'];
  unitPriceCents: Scalars['Int']['output'];
  updatedAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type MarketOrderCreated = {
  __typename?: 'MarketOrderCreated';
  balanceShort: Scalars['Boolean']['output'];
  distributed: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
};

export type MarketOrderDelivery = {
  __typename?: 'MarketOrderDelivery';
  age?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  department: Scalars['String']['output'];
  leadId: Scalars['Int']['output'];
  leadName: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  saleId: Scalars['Int']['output'];
};

export type MarketOrderDetail = {
  __typename?: 'MarketOrderDetail';
  deliveries: Array<MarketOrderDelivery>;
  order: MarketOrder;
  progress: Array<MarketOrderProgressDay>;
};

export type MarketOrderInput = {
  categoryId: Scalars['Int']['input'];
  criteria?: InputMaybe<OrderCriteriaInput>;
  dailyCap?: InputMaybe<Scalars['Int']['input']>;
  days: Array<Scalars['Int']['input']>;
  delivery: Scalars['String']['input'];
  filterId?: InputMaybe<Scalars['Int']['input']>;
  hourFrom: Scalars['Int']['input'];
  hourTo: Scalars['Int']['input'];
  promoCode?: InputMaybe<Scalars['String']['input']>;
  saleType: Scalars['String']['input'];
  totalVolume: Scalars['Int']['input'];
};

export type MarketOrderProgressDay = {
  __typename?: 'MarketOrderProgressDay';
  cumulative: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
};

export type MarketOrderQuote = {
  __typename?: 'MarketOrderQuote';
  balanceCents: Scalars['Int']['output'];
  balanceShort: Scalars['Boolean']['output'];
  basePriceCents: Scalars['Int']['output'];
  promoCreditCents: Scalars['Int']['output'];
  /** percent or amount, when the code is valid */
  promoKind?: Maybe<Scalars['String']['output']>;
  /** Why the code is refused (unknown, inactive, notYetValid, expired, exhausted, alreadyUsed) */
  promoRefusal?: Maybe<Scalars['String']['output']>;
  promoValue?: Maybe<Scalars['Int']['output']>;
  totalCents: Scalars['Int']['output'];
  unitPriceCents: Scalars['Int']['output'];
};

export type MarketOrderQuoteInput = {
  categoryId: Scalars['Int']['input'];
  promoCode?: InputMaybe<Scalars['String']['input']>;
  saleType: Scalars['String']['input'];
  totalVolume: Scalars['Int']['input'];
};

export type MarketOrderStateResult = {
  __typename?: 'MarketOrderStateResult';
  distributed: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  state: OrderState;
};

export type MarketOrderTracking = {
  __typename?: 'MarketOrderTracking';
  expected7: Scalars['Int']['output'];
  last7: Scalars['Int']['output'];
  late: Scalars['Boolean']['output'];
  order: MarketOrder;
  today: Scalars['Int']['output'];
};

export type MarketOrderWizard = {
  __typename?: 'MarketOrderWizard';
  balanceCents: Scalars['Int']['output'];
  categories: Array<OrderCategory>;
  filters: Array<MarketSavedFilterOption>;
  haswebhook: Scalars['Boolean']['output'];
};

export type MarketPartnerSetupInput = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  apiKey?: InputMaybe<Scalars['String']['input']>;
  partner: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type MarketPhoneCheck = {
  __typename?: 'MarketPhoneCheck';
  country?: Maybe<Scalars['String']['output']>;
  e164?: Maybe<Scalars['String']['output']>;
  input: Scalars['String']['output'];
  /** mobile, fixed, fixed_or_mobile, voip, toll_free, premium or other. */
  type?: Maybe<Scalars['String']['output']>;
  valid: Scalars['Boolean']['output'];
};

export type MarketPriceGrid = {
  __typename?: 'MarketPriceGrid';
  promoCode?: Maybe<Scalars['String']['output']>;
  promoKind?: Maybe<Scalars['String']['output']>;
  promoRefusal?: Maybe<Scalars['String']['output']>;
  promoValue?: Maybe<Scalars['Int']['output']>;
  rows: Array<MarketPriceRow>;
};

export type MarketPriceRow = {
  __typename?: 'MarketPriceRow';
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  duoCents: Scalars['Int']['output'];
  duoNetCents: Scalars['Int']['output'];
  exclusiveCents: Scalars['Int']['output'];
  exclusiveNetCents: Scalars['Int']['output'];
  icon: Scalars['String']['output'];
  trioCents: Scalars['Int']['output'];
  trioNetCents: Scalars['Int']['output'];
};

export type MarketPromoCode = {
  __typename?: 'MarketPromoCode';
  active: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** percent or amount */
  kind: PromoKind;
  maxUses?: Maybe<Scalars['Int']['output']>;
  orders: Scalars['Int']['output'];
  uses: Scalars['Int']['output'];
  validFrom?: Maybe<Scalars['String']['output']>;
  validTo?: Maybe<Scalars['String']['output']>;
  /** percent: 1 to 100; amount: cents credited once */
  value: Scalars['Int']['output'];
};

export type MarketPromoCodeInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  code: Scalars['String']['input'];
  kind: Scalars['String']['input'];
  maxUses?: InputMaybe<Scalars['Int']['input']>;
  validFrom?: InputMaybe<Scalars['String']['input']>;
  validTo?: InputMaybe<Scalars['String']['input']>;
  value: Scalars['Int']['input'];
};

/** The marketplace's last 60 minutes: leads taken in, sales, sales refused by their buyer, revenue. */
export type MarketRealtime = {
  __typename?: 'MarketRealtime';
  asOf: Scalars['String']['output'];
  categories: Array<MarketRealtimeCategory>;
  minutes: Array<MarketRealtimeMinute>;
  totals: MarketRealtimeFigures;
};

export type MarketRealtimeCategory = {
  __typename?: 'MarketRealtimeCategory';
  id: Scalars['Int']['output'];
  leadsIn: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  refused: Scalars['Int']['output'];
  revenueCents: Scalars['Float']['output'];
  sold: Scalars['Int']['output'];
};

export type MarketRealtimeFigures = {
  __typename?: 'MarketRealtimeFigures';
  leadsIn: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  revenueCents: Scalars['Float']['output'];
  sold: Scalars['Int']['output'];
};

export type MarketRealtimeMinute = {
  __typename?: 'MarketRealtimeMinute';
  at: Scalars['String']['output'];
  leadsIn: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  revenueCents: Scalars['Float']['output'];
  sold: Scalars['Int']['output'];
};

export type MarketSavedFilter = {
  __typename?: 'MarketSavedFilter';
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  criteria: OrderCriteria;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type MarketSavedFilterInput = {
  categoryId: Scalars['Int']['input'];
  criteria?: InputMaybe<OrderCriteriaInput>;
  name: Scalars['String']['input'];
};

export type MarketSavedFilterOption = {
  __typename?: 'MarketSavedFilterOption';
  categoryId: Scalars['Int']['output'];
  criteria: OrderCriteria;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A partner posting leads to POST /api/market/leads with its API key. */
export type MarketSource = {
  __typename?: 'MarketSource';
  active: Scalars['Boolean']['output'];
  costCents: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastLeadAt?: Maybe<Scalars['String']['output']>;
  leads: Scalars['Int']['output'];
  /** Weedo Trust: leads scoring below it (0-100, platform default scenario) are refused; null: off. */
  minTrustScore?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

/** The API key is shown this once; only its hash is stored. */
export type MarketSourceCreated = {
  __typename?: 'MarketSourceCreated';
  apiKey: Scalars['String']['output'];
  source: MarketSource;
};

export type MarketStockCategory = {
  __typename?: 'MarketStockCategory';
  available: Scalars['Int']['output'];
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  collected: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
  sold3: Scalars['Int']['output'];
  unsold: Scalars['Int']['output'];
};

export type MarketStockFigures = {
  __typename?: 'MarketStockFigures';
  available: Scalars['Int']['output'];
  collected: Scalars['Int']['output'];
  sold: Scalars['Int']['output'];
  sold3: Scalars['Int']['output'];
  unsold: Scalars['Int']['output'];
};

export type MarketStockLead = {
  __typename?: 'MarketStockLead';
  age?: Maybe<Scalars['Int']['output']>;
  buyerLimit?: Maybe<Scalars['Int']['output']>;
  categoryId: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  department: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  inCart: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  soldCount: Scalars['Int']['output'];
};

export type MarketStockPage = {
  __typename?: 'MarketStockPage';
  items: Array<MarketStockLead>;
  total: Scalars['Int']['output'];
};

export type MarketStockReport = {
  __typename?: 'MarketStockReport';
  byCategory: Array<MarketStockCategory>;
  from: Scalars['String']['output'];
  rows: Array<MarketStockRow>;
  to: Scalars['String']['output'];
  totals: MarketStockFigures;
};

export type MarketStockRow = {
  __typename?: 'MarketStockRow';
  available: Scalars['Int']['output'];
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  collected: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  sold: Scalars['Int']['output'];
  sold3: Scalars['Int']['output'];
  unsold: Scalars['Int']['output'];
};

/** Where an advertiser's sold leads are pushed. state: test, active or paused; pausedReason: manual or auto:<last error>. */
export type MarketWebhook = {
  __typename?: 'MarketWebhook';
  consecutiveFailures: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  delivered7d: Scalars['Int']['output'];
  failed7d: Scalars['Int']['output'];
  headers: Array<MarketWebhookHeader>;
  id: Scalars['Int']['output'];
  lastAttemptAt?: Maybe<Scalars['String']['output']>;
  mapping: Array<MarketWebhookMapping>;
  method: WebhookMethod;
  name: Scalars['String']['output'];
  ownerEmail: Scalars['String']['output'];
  ownerSociety: Scalars['String']['output'];
  partner?: Maybe<Scalars['String']['output']>;
  pausedReason?: Maybe<Scalars['String']['output']>;
  pending: Scalars['Int']['output'];
  /** The secret itself is shown once, at creation or regeneration. */
  secretHint: Scalars['String']['output'];
  state: WebhookState;
  updatedAt: Scalars['String']['output'];
  url: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type MarketWebhookAttempt = {
  __typename?: 'MarketWebhookAttempt';
  createdAt: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  latencyMs: Scalars['Int']['output'];
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  statusCode?: Maybe<Scalars['Int']['output']>;
};

export type MarketWebhookClient = {
  __typename?: 'MarketWebhookClient';
  active: Scalars['Int']['output'];
  delivered7d: Scalars['Int']['output'];
  deliveries7d: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  failed7d: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  pending7d: Scalars['Int']['output'];
  society: Scalars['String']['output'];
  /** delivered / (delivered + failed) over 7 days; null without finished deliveries. */
  successRate?: Maybe<Scalars['Float']['output']>;
  userId: Scalars['Int']['output'];
  webhooks: Scalars['Int']['output'];
};

export type MarketWebhookDelivery = {
  __typename?: 'MarketWebhookDelivery';
  attemptLog: Array<MarketWebhookAttempt>;
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  deliveredAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lastError?: Maybe<Scalars['String']['output']>;
  nextAttemptAt: Scalars['String']['output'];
  /** The JSON body, pretty-printed. */
  payload: Scalars['String']['output'];
  saleId?: Maybe<Scalars['Int']['output']>;
  state: DeliveryState;
  webhookId: Scalars['Int']['output'];
};

export type MarketWebhookDeliveryPage = {
  __typename?: 'MarketWebhookDeliveryPage';
  items: Array<MarketWebhookDelivery>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MarketWebhookHeader = {
  __typename?: 'MarketWebhookHeader';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MarketWebhookHeaderInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type MarketWebhookInput = {
  headers: Array<MarketWebhookHeaderInput>;
  mapping: Array<MarketWebhookMappingInput>;
  method: Scalars['String']['input'];
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type MarketWebhookMapping = {
  __typename?: 'MarketWebhookMapping';
  /** The lead field it carries (see LEAD_FIELDS, or fields.<key>). */
  source: Scalars['String']['output'];
  /** The name the target receives. */
  target: Scalars['String']['output'];
};

export type MarketWebhookMappingInput = {
  source: Scalars['String']['input'];
  target: Scalars['String']['input'];
};

export type MarketWebhookSecret = {
  __typename?: 'MarketWebhookSecret';
  /** The HMAC-SHA256 signing secret; null when an existing partner webhook was updated. */
  secret?: Maybe<Scalars['String']['output']>;
  webhook: MarketWebhook;
};

export type MarketWebhookTestResult = {
  __typename?: 'MarketWebhookTestResult';
  deliveryId: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  ok: Scalars['Boolean']['output'];
  payload: Scalars['String']['output'];
  responseExcerpt?: Maybe<Scalars['String']['output']>;
  statusCode?: Maybe<Scalars['Int']['output']>;
};

export type MgAdminClientStats = {
  __typename?: 'MgAdminClientStats';
  acceptanceRate: Scalars['Float']['output'];
  activeWsCount: Scalars['Int']['output'];
  clientId: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  /** Accepted deliveries of leads not confirmed as fraud. */
  leadsBought: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  revenueCents: Scalars['Int']['output'];
  settled: Scalars['Int']['output'];
  /** Part of the period's revenue, 0–1. */
  share: Scalars['Float']['output'];
  wsCount: Scalars['Int']['output'];
};

export type MgAdminDashboard = {
  __typename?: 'MgAdminDashboard';
  daily: Array<MgAdminVolumeDay>;
  /** Leads waiting in the fraud review queue. */
  fraudSuspected: Scalars['Int']['output'];
  lastMonth: MgAdminPeriod;
  thisMonth: MgAdminPeriod;
  today: MgAdminPeriod;
  /** Every WS over the last 7 days, paused first. */
  webServices: Array<MgAdminWsResponse>;
};

export type MgAdminMargin = {
  __typename?: 'MgAdminMargin';
  costCents: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  /** margin / revenue, 0 without revenue. */
  marginRate: Scalars['Float']['output'];
  revenueCents: Scalars['Int']['output'];
};

export type MgAdminMarginMonth = {
  __typename?: 'MgAdminMarginMonth';
  costCents: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  /** margin / revenue, 0 without revenue. */
  marginRate: Scalars['Float']['output'];
  month: Scalars['String']['output'];
  revenueCents: Scalars['Int']['output'];
};

export type MgAdminMarginProduct = {
  __typename?: 'MgAdminMarginProduct';
  costCents: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  /** margin / revenue, 0 without revenue. */
  marginRate: Scalars['Float']['output'];
  product: MgProduct;
  revenueCents: Scalars['Int']['output'];
};

export type MgAdminMarginRow = {
  __typename?: 'MgAdminMarginRow';
  costCents: Scalars['Int']['output'];
  marginCents: Scalars['Int']['output'];
  /** margin / revenue, 0 without revenue. */
  marginRate: Scalars['Float']['output'];
  month: Scalars['String']['output'];
  product: MgProduct;
  revenueCents: Scalars['Int']['output'];
};

export type MgAdminMarginStats = {
  __typename?: 'MgAdminMarginStats';
  byMonth: Array<MgAdminMarginMonth>;
  byProduct: Array<MgAdminMarginProduct>;
  months: Array<Scalars['String']['output']>;
  rows: Array<MgAdminMarginRow>;
  totals: MgAdminMargin;
};

export type MgAdminMonthsInput = {
  /** First month YYYY-MM. */
  from: Scalars['String']['input'];
  product?: InputMaybe<MgProduct>;
  /** Last month YYYY-MM, included (at most 36 months). */
  to: Scalars['String']['input'];
};

export type MgAdminPeriod = {
  __typename?: 'MgAdminPeriod';
  from: Scalars['String']['output'];
  margin: MgAdminMargin;
  to: Scalars['String']['output'];
  volumes: MgAdminVolumes;
};

export type MgAdminResponseTimes = {
  __typename?: 'MgAdminResponseTimes';
  daily: Array<MgAdminWsResponseDay>;
  failingErrorRate: Scalars['Float']['output'];
  failingMinSettled: Scalars['Int']['output'];
  /** The chosen WS (or the first listed) and its days. */
  selectedId?: Maybe<Scalars['Int']['output']>;
  slowThresholdMs: Scalars['Int']['output'];
  webServices: Array<MgAdminWsResponse>;
};

export type MgAdminStatsInput = {
  /** First Paris day YYYY-MM-DD. */
  from: Scalars['String']['input'];
  product?: InputMaybe<MgProduct>;
  /** Last Paris day YYYY-MM-DD, included. */
  to: Scalars['String']['input'];
};

export type MgAdminVolumeDay = {
  __typename?: 'MgAdminVolumeDay';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  accepted: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  leadsIn: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  /** Accepted deliveries' prices, confirmed fraud left out. */
  revenueCents: Scalars['Int']['output'];
  settled: Scalars['Int']['output'];
};

export type MgAdminVolumeProduct = {
  __typename?: 'MgAdminVolumeProduct';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  accepted: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  leadsIn: Scalars['Int']['output'];
  product: MgProduct;
  refused: Scalars['Int']['output'];
  /** Accepted deliveries' prices, confirmed fraud left out. */
  revenueCents: Scalars['Int']['output'];
  settled: Scalars['Int']['output'];
};

export type MgAdminVolumeStats = {
  __typename?: 'MgAdminVolumeStats';
  byDay: Array<MgAdminVolumeDay>;
  byProduct: Array<MgAdminVolumeProduct>;
  totals: MgAdminVolumes;
};

export type MgAdminVolumes = {
  __typename?: 'MgAdminVolumes';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  accepted: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  leadsIn: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  /** Accepted deliveries' prices, confirmed fraud left out. */
  revenueCents: Scalars['Int']['output'];
  settled: Scalars['Int']['output'];
};

export type MgAdminWsResponse = {
  __typename?: 'MgAdminWsResponse';
  clientId: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  /** (error + timeout) / settled, 0–1. */
  errorRate: Scalars['Float']['output'];
  failed: Scalars['Int']['output'];
  /** errorRate at or above failingErrorRate (over enough answers). */
  failing: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
  product: MgProduct;
  settled: Scalars['Int']['output'];
  /** p95 above slowThresholdMs. */
  slow: Scalars['Boolean']['output'];
  state: MgWsState;
  webServiceId: Scalars['Int']['output'];
};

export type MgAdminWsResponseDay = {
  __typename?: 'MgAdminWsResponseDay';
  day: Scalars['String']['output'];
  /** (error + timeout) / settled, 0–1. */
  errorRate: Scalars['Float']['output'];
  failed: Scalars['Int']['output'];
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
  settled: Scalars['Int']['output'];
};

export type MgAdvertiserDashboard = {
  __typename?: 'MgAdvertiserDashboard';
  /** The last 30 days. */
  daily: Array<MgAdvertiserDay>;
  lastMonth: MgAdvertiserPeriod;
  thisMonth: MgAdvertiserPeriod;
  webServices: Array<MgWsHealth>;
};

export type MgAdvertiserDay = {
  __typename?: 'MgAdvertiserDay';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  /** Leads bought. */
  accepted: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  /** Deliveries pushed to the advertiser's web services. */
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  /** Deliveries with an answer (accepted, refused, error, timeout). */
  settled: Scalars['Int']['output'];
  /** Sum of the accepted deliveries' prices. */
  spendCents: Scalars['Int']['output'];
};

export type MgAdvertiserFigures = {
  __typename?: 'MgAdvertiserFigures';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  /** Leads bought. */
  accepted: Scalars['Int']['output'];
  /** Deliveries pushed to the advertiser's web services. */
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  /** Deliveries with an answer (accepted, refused, error, timeout). */
  settled: Scalars['Int']['output'];
  /** Sum of the accepted deliveries' prices. */
  spendCents: Scalars['Int']['output'];
};

export type MgAdvertiserFilter = {
  /** Paris calendar days YYYY-MM-DD, inclusive, at most 366 days. */
  from: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};

export type MgAdvertiserPeriod = {
  __typename?: 'MgAdvertiserPeriod';
  figures: MgAdvertiserFigures;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type MgAdvertiserProduct = {
  __typename?: 'MgAdvertiserProduct';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  /** Leads bought. */
  accepted: Scalars['Int']['output'];
  /** Deliveries pushed to the advertiser's web services. */
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  product: Scalars['String']['output'];
  refused: Scalars['Int']['output'];
  /** Deliveries with an answer (accepted, refused, error, timeout). */
  settled: Scalars['Int']['output'];
  /** Sum of the accepted deliveries' prices. */
  spendCents: Scalars['Int']['output'];
};

export type MgAdvertiserStats = {
  __typename?: 'MgAdvertiserStats';
  byDay: Array<MgAdvertiserDay>;
  byProduct: Array<MgAdvertiserProduct>;
  byWebService: Array<MgAdvertiserWebService>;
  from: Scalars['String']['output'];
  to: Scalars['String']['output'];
  totals: MgAdvertiserFigures;
};

export type MgAdvertiserWebService = {
  __typename?: 'MgAdvertiserWebService';
  /** accepted / settled, 0–1. */
  acceptanceRate: Scalars['Float']['output'];
  /** Leads bought. */
  accepted: Scalars['Int']['output'];
  /** Deliveries pushed to the advertiser's web services. */
  delivered: Scalars['Int']['output'];
  /** Errors and time-outs. */
  failed: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  product: Scalars['String']['output'];
  refused: Scalars['Int']['output'];
  /** Deliveries with an answer (accepted, refused, error, timeout). */
  settled: Scalars['Int']['output'];
  /** Sum of the accepted deliveries' prices. */
  spendCents: Scalars['Int']['output'];
  webServiceId: Scalars['Int']['output'];
};

export type MgDeliveryState =
  | 'accepted'
  | 'error'
  | 'pending'
  | 'refused'
  | 'timeout';

export type MgExtractLead = {
  __typename?: 'MgExtractLead';
  boughtAt: Scalars['String']['output'];
  city?: Maybe<Scalars['String']['output']>;
  deliveryId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  lastname: Scalars['String']['output'];
  leadId: Scalars['Int']['output'];
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  priceCents: Scalars['Int']['output'];
  product: Scalars['String']['output'];
  webServiceName: Scalars['String']['output'];
};

export type MgExtractPage = {
  __typename?: 'MgExtractPage';
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  rows: Array<MgExtractLead>;
  total: Scalars['Int']['output'];
  totalCents: Scalars['Int']['output'];
};

export type MgFieldMapping = {
  __typename?: 'MgFieldMapping';
  /** Our lead field (lead_id, product, source, firstname, lastname, email, phone, postcode, city, created_at). */
  ours: Scalars['String']['output'];
  /** The name the client's web service expects. */
  theirs: Scalars['String']['output'];
};

export type MgFieldMappingInput = {
  ours: Scalars['String']['input'];
  theirs: Scalars['String']['input'];
};

export type MgFraudCase = {
  __typename?: 'MgFraudCase';
  /** What its accepted deliveries bill (0 once confirmed). */
  billedCents: Scalars['Int']['output'];
  city?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  deliveries: Array<MgFraudDelivery>;
  deviceId?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  fraudReasons: Array<MgFraudReason>;
  fraudState: MgFraudState;
  id: Scalars['Int']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postcode: Scalars['String']['output'];
  product: Scalars['String']['output'];
  related: Array<MgFraudRelatedLead>;
  reviewNote?: Maybe<Scalars['String']['output']>;
  reviewedAt?: Maybe<Scalars['String']['output']>;
  reviewedByName?: Maybe<Scalars['String']['output']>;
  source: Scalars['String']['output'];
};

export type MgFraudCounts = {
  __typename?: 'MgFraudCounts';
  cleared: Scalars['Int']['output'];
  confirmed: Scalars['Int']['output'];
  suspected: Scalars['Int']['output'];
};

export type MgFraudDelivery = {
  __typename?: 'MgFraudDelivery';
  clientId: Scalars['Int']['output'];
  clientName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  priceCents: Scalars['Int']['output'];
  /** pending | accepted | refused | error | timeout */
  state: Scalars['String']['output'];
  webServiceName: Scalars['String']['output'];
};

export type MgFraudQueue = {
  __typename?: 'MgFraudQueue';
  counts: MgFraudCounts;
  rows: Array<MgFraudCase>;
  total: Scalars['Int']['output'];
};

export type MgFraudQueueInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** suspected (default) | confirmed | cleared | all */
  state?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type MgFraudReason =
  | 'device_burst'
  | 'disposable_email'
  | 'duplicate_across_clients'
  | 'ip_burst'
  | 'phone_postcode_mismatch';

/** A lead that made a rule fire with the case: same IP or device within 10 minutes, same e-mail or phone within 30 days. */
export type MgFraudRelatedLead = {
  __typename?: 'MgFraudRelatedLead';
  clients: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  fraudState: MgFraudState;
  id: Scalars['Int']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  lastname: Scalars['String']['output'];
  /** ip | device | email | phone */
  match: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

export type MgFraudReviewInput = {
  /** confirm | clear | reopen */
  decision: Scalars['String']['input'];
  ids: Array<Scalars['Int']['input']>;
  /** Required to confirm. */
  note?: InputMaybe<Scalars['String']['input']>;
};

export type MgFraudReviewResult = {
  __typename?: 'MgFraudReviewResult';
  /** Confirmed leads sold in a Mon Gustave month already validated: a credit note corrects their invoice. */
  inValidatedMonth: Array<Scalars['Int']['output']>;
  skipped: Array<Scalars['Int']['output']>;
  updated: Array<Scalars['Int']['output']>;
};

export type MgFraudState =
  | 'clean'
  | 'cleared'
  | 'confirmed'
  | 'suspected';

export type MgProduct =
  | 'assurance_auto'
  | 'assurance_habitation'
  | 'credit_conso'
  | 'energie'
  | 'mutuelle'
  | 'rachat_credit';

/**
 * Mon Gustave's last 60 minutes: requests taken in, deliveries accepted (sold) and refused by the
 * clients' web services, revenue of the accepted ones.
 */
export type MgRealtime = {
  __typename?: 'MgRealtime';
  asOf: Scalars['String']['output'];
  minutes: Array<MarketRealtimeMinute>;
  products: Array<MgRealtimeProduct>;
  totals: MarketRealtimeFigures;
};

export type MgRealtimeProduct = {
  __typename?: 'MgRealtimeProduct';
  /** The product code (MG_PRODUCTS). */
  id: Scalars['String']['output'];
  leadsIn: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  refused: Scalars['Int']['output'];
  revenueCents: Scalars['Float']['output'];
  sold: Scalars['Int']['output'];
};

/** A Mon Gustave client's web service. Secrets are shown by their last four characters only. */
export type MgWebService = {
  __typename?: 'MgWebService';
  accepted7d: Scalars['Int']['output'];
  avgResponseMs7d?: Maybe<Scalars['Int']['output']>;
  clientEmail: Scalars['String']['output'];
  clientId: Scalars['Int']['output'];
  clientSociety: Scalars['String']['output'];
  clientTokenHint: Scalars['String']['output'];
  consumerKeyHint: Scalars['String']['output'];
  consumerSecretHint: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  databaseName: Scalars['String']['output'];
  endpoint: Scalars['String']['output'];
  failed7d: Scalars['Int']['output'];
  /** Consecutive deliveries ended in error or timeout (paused automatically at 5). */
  failureStreak: Scalars['Int']['output'];
  /** Empty: every field is sent under our names. */
  fieldMapping: Array<MgFieldMapping>;
  id: Scalars['Int']['output'];
  method: MgWsMethod;
  name: Scalars['String']['output'];
  /** manual, or auto:failures. */
  pauseReason?: Maybe<Scalars['String']['output']>;
  pausedAt?: Maybe<Scalars['String']['output']>;
  pending: Scalars['Int']['output'];
  priceCents: Scalars['Int']['output'];
  product: MgProduct;
  refused7d: Scalars['Int']['output'];
  state: MgWsState;
  updatedAt: Scalars['String']['output'];
};

export type MgWebServiceCreateInput = {
  clientId: Scalars['Int']['input'];
  clientToken: Scalars['String']['input'];
  consumerKey: Scalars['String']['input'];
  consumerSecret: Scalars['String']['input'];
  databaseName: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  fieldMapping?: InputMaybe<Array<MgFieldMappingInput>>;
  method?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  priceCents: Scalars['Int']['input'];
  product: Scalars['String']['input'];
};

export type MgWebServicePage = {
  __typename?: 'MgWebServicePage';
  items: Array<MgWebService>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Only the fields given change; a secret left out keeps its value. */
export type MgWebServiceUpdateInput = {
  clientToken?: InputMaybe<Scalars['String']['input']>;
  consumerKey?: InputMaybe<Scalars['String']['input']>;
  consumerSecret?: InputMaybe<Scalars['String']['input']>;
  databaseName?: InputMaybe<Scalars['String']['input']>;
  endpoint?: InputMaybe<Scalars['String']['input']>;
  fieldMapping?: InputMaybe<Array<MgFieldMappingInput>>;
  method?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priceCents?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
};

/** A web service's last 24 hours (test leads included: it is the WS's health, not the bill). */
export type MgWsHealth = {
  __typename?: 'MgWsHealth';
  acceptanceRate24h: Scalars['Float']['output'];
  deliveries24h: Scalars['Int']['output'];
  errorRate24h: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** 95th percentile of the response time in ms, null without any answer. */
  p95Ms?: Maybe<Scalars['Int']['output']>;
  pauseReason?: Maybe<Scalars['String']['output']>;
  pausedAt?: Maybe<Scalars['String']['output']>;
  priceCents: Scalars['Int']['output'];
  product: Scalars['String']['output'];
  settled24h: Scalars['Int']['output'];
  /** test | active | paused */
  state: Scalars['String']['output'];
};

export type MgWsMethod =
  | 'GET'
  | 'POST';

export type MgWsState =
  | 'active'
  | 'paused'
  | 'test';

/** What the web service answered to a test lead. */
export type MgWsTestResult = {
  __typename?: 'MgWsTestResult';
  deliveryId: Scalars['Int']['output'];
  excerpt?: Maybe<Scalars['String']['output']>;
  httpStatus?: Maybe<Scalars['Int']['output']>;
  leadId: Scalars['Int']['output'];
  responseMs?: Maybe<Scalars['Int']['output']>;
  state: MgDeliveryState;
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Makes a scenario (null: the platform's default) judge the client's verifications, optionally at a version. */
  activateCheckScenario: Scalars['Boolean']['output'];
  /** Puts addresses on the suppression list (one typed, or an imported file): what every send and sale honours. */
  addDataSuppressions: DataSuppressionImport;
  addToCart: Panier;
  adjustBalance: LedgerEntry;
  /** Marks available leads never sold and older than `days` (default 30) as unsold; returns how many. */
  ageOutMarketStock: Scalars['Int']['output'];
  cancelMarketOrder: MarketOrderStateResult;
  checkoutCart: MarketCheckout;
  /** Verifies one chunk (at most 500) of an uploaded list; the screen sends the rest in further chunks. */
  cleanEmailList: Array<DataCleanedRow>;
  /** The double opt-in landing (public): a signed link confirms its contact. confirmed, already, invalid_link, unknown or suppressed. */
  confirmDataContact: Scalars['String']['output'];
  /** A new scenario (a client's own; an administrator's for a client or the platform). Answers its id. */
  createCheckScenario: Scalars['Int']['output'];
  createMarketCategory: MarketCategory;
  createMarketFilter: MarketSavedFilter;
  createMarketOrder: MarketOrderCreated;
  createMarketPromoCode: MarketPromoCode;
  createMarketSource: MarketSourceCreated;
  createMarketWebhook: MarketWebhookSecret;
  /** Administrators: a new web service for an advertiser, in test. */
  createMgWebService: MgWebService;
  decideInvalidations: InvalidationDecision;
  deleteCheckPriceTier: Array<CheckPriceTier>;
  deleteMarketFilter: Scalars['Boolean']['output'];
  /** deleted, or deactivated when the code was already used */
  deleteMarketPromoCode: Scalars['String']['output'];
  deleteMarketWebhook: Scalars['Boolean']['output'];
  pauseMarketOrder: MarketOrderStateResult;
  pauseMarketWebhook: MarketWebhook;
  /** Pauses the web service; its queued live deliveries end in error. */
  pauseMgWebService: MgWebService;
  refusePrepayment: Prepayment;
  regenerateMarketWebhookSecret: MarketWebhookSecret;
  relaunchMarketOrder: MarketOrderStateResult;
  removeFromCart: Panier;
  requestInvalidation: Invalidation;
  requestPrepayment: Prepayment;
  resendMarketSale: MarketWebhookDelivery;
  resendMarketWebhookDelivery: MarketWebhookDelivery;
  /** paused → active, with a fresh failure count. */
  resumeMgWebService: MgWebService;
  reviewMgFraud: MgFraudReviewResult;
  /** A new API key for the caller's client (shown once); the old one stops working. */
  rotateCheckKey: Scalars['String']['output'];
  /** Saves an edit as the scenario's new current version. Answers the version number. */
  saveCheckScenarioVersion: Scalars['Int']['output'];
  setCheckPriceTier: Array<CheckPriceTier>;
  setInvalidationPolicy: InvalidationPolicy;
  setMarketCategoryActive: MarketCategory;
  setMarketSourceActive: Scalars['Boolean']['output'];
  /** Sets a source's minimum trust score (0-100), or switches the intake's verification off with null. */
  setMarketSourceMinTrustScore: MarketSource;
  setupMarketPartner: MarketWebhookSecret;
  /** Runs a draft scenario on a sample contact; nothing is recorded. */
  testCheckScenario: CheckDryRun;
  /** Sends a sample lead now and answers with the target's response. */
  testMarketWebhook: MarketWebhookTestResult;
  /** Sends one test lead to this web service now and answers what it said. */
  testMgWebService: MgWsTestResult;
  updateMarketCategory: MarketCategory;
  updateMarketFilter: MarketSavedFilter;
  updateMarketOrder: MarketOrder;
  updateMarketPromoCode: MarketPromoCode;
  updateMarketWebhook: MarketWebhook;
  /** The spec's 'change': endpoint, mapping, secrets, price… */
  updateMgWebService: MgWebService;
  /** test → active (also resumes a paused webhook). */
  validateMarketWebhook: MarketWebhook;
  /** test → active: the web service receives the live leads of its product. */
  validateMgWebService: MgWebService;
  validatePrepayment: Prepayment;
  /** Verifies one contact for the caller's client (an administrator names the client). */
  verifyCheckContact: CheckVerified;
};


export type MutationActivateCheckScenarioArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  scenarioId?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAddDataSuppressionsArgs = {
  emails: Array<Scalars['String']['input']>;
  imported?: InputMaybe<Scalars['Boolean']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddToCartArgs = {
  leadIds: Array<Scalars['Int']['input']>;
  saleType: Scalars['String']['input'];
};


export type MutationAdjustBalanceArgs = {
  input: AdjustmentInput;
};


export type MutationAgeOutMarketStockArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCancelMarketOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCleanEmailListArgs = {
  emails: Array<Scalars['String']['input']>;
};


export type MutationConfirmDataContactArgs = {
  email: Scalars['String']['input'];
  sig: Scalars['String']['input'];
  source: Scalars['String']['input'];
};


export type MutationCreateCheckScenarioArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  draft: CheckScenarioDraft;
  name: Scalars['String']['input'];
};


export type MutationCreateMarketCategoryArgs = {
  input: MarketCategoryInput;
};


export type MutationCreateMarketFilterArgs = {
  input: MarketSavedFilterInput;
};


export type MutationCreateMarketOrderArgs = {
  input: MarketOrderInput;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateMarketPromoCodeArgs = {
  input: MarketPromoCodeInput;
};


export type MutationCreateMarketSourceArgs = {
  costCents: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationCreateMarketWebhookArgs = {
  input: MarketWebhookInput;
};


export type MutationCreateMgWebServiceArgs = {
  input: MgWebServiceCreateInput;
};


export type MutationDecideInvalidationsArgs = {
  input: InvalidationDecisionInput;
};


export type MutationDeleteCheckPriceTierArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMarketFilterArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMarketPromoCodeArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMarketWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPauseMarketOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPauseMarketWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPauseMgWebServiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRefusePrepaymentArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRegenerateMarketWebhookSecretArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRelaunchMarketOrderArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRemoveFromCartArgs = {
  ids: Array<Scalars['Int']['input']>;
};


export type MutationRequestInvalidationArgs = {
  input: InvalidationRequestInput;
};


export type MutationRequestPrepaymentArgs = {
  input: PrepaymentRequestInput;
};


export type MutationResendMarketSaleArgs = {
  sale_id: Scalars['Int']['input'];
  webhook_id: Scalars['Int']['input'];
};


export type MutationResendMarketWebhookDeliveryArgs = {
  delivery_id: Scalars['Int']['input'];
};


export type MutationResumeMgWebServiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationReviewMgFraudArgs = {
  input: MgFraudReviewInput;
};


export type MutationSaveCheckScenarioVersionArgs = {
  draft: CheckScenarioDraft;
  scenarioId: Scalars['Int']['input'];
};


export type MutationSetCheckPriceTierArgs = {
  input: CheckPriceTierInput;
};


export type MutationSetInvalidationPolicyArgs = {
  input: InvalidationPolicyInput;
};


export type MutationSetMarketCategoryActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


export type MutationSetMarketSourceActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


export type MutationSetMarketSourceMinTrustScoreArgs = {
  id: Scalars['Int']['input'];
  minTrustScore?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetupMarketPartnerArgs = {
  input: MarketPartnerSetupInput;
};


export type MutationTestCheckScenarioArgs = {
  contact: CheckContactInput;
  draft: CheckScenarioDraft;
};


export type MutationTestMarketWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationTestMgWebServiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateMarketCategoryArgs = {
  id: Scalars['Int']['input'];
  input: MarketCategoryInput;
};


export type MutationUpdateMarketFilterArgs = {
  id: Scalars['Int']['input'];
  input: MarketSavedFilterInput;
};


export type MutationUpdateMarketOrderArgs = {
  id: Scalars['Int']['input'];
  input: MarketOrderInput;
};


export type MutationUpdateMarketPromoCodeArgs = {
  id: Scalars['Int']['input'];
  input: MarketPromoCodeInput;
};


export type MutationUpdateMarketWebhookArgs = {
  id: Scalars['Int']['input'];
  input: MarketWebhookInput;
};


export type MutationUpdateMgWebServiceArgs = {
  id: Scalars['Int']['input'];
  input: MgWebServiceUpdateInput;
};


export type MutationValidateMarketWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type MutationValidateMgWebServiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationValidatePrepaymentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationVerifyCheckContactArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  input: CheckContactInput;
};

/** A category a buyer may order, with its price per sale type (HT cents). */
export type OrderCategory = {
  __typename?: 'OrderCategory';
  description: Scalars['String']['output'];
  fields: Array<OrderCategoryField>;
  icon: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  priceDuoCents: Scalars['Int']['output'];
  priceExclusiveCents: Scalars['Int']['output'];
  priceTrioCents: Scalars['Int']['output'];
};

export type OrderCategoryField = {
  __typename?: 'OrderCategoryField';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  options?: Maybe<Array<Scalars['String']['output']>>;
  type: CategoryFieldType;
};

/** What a lead must match; empty lists mean any. */
export type OrderCriteria = {
  __typename?: 'OrderCriteria';
  ageMax?: Maybe<Scalars['Int']['output']>;
  ageMin?: Maybe<Scalars['Int']['output']>;
  departments: Array<Scalars['String']['output']>;
  fields: Array<OrderCriteriaField>;
  postcodes: Array<Scalars['String']['output']>;
};

export type OrderCriteriaField = {
  __typename?: 'OrderCriteriaField';
  key: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type OrderCriteriaFieldInput = {
  key: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type OrderCriteriaInput = {
  ageMax?: InputMaybe<Scalars['Int']['input']>;
  ageMin?: InputMaybe<Scalars['Int']['input']>;
  departments?: InputMaybe<Array<Scalars['String']['input']>>;
  fields?: InputMaybe<Array<OrderCriteriaFieldInput>>;
  postcodes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type OrderState =
  | 'cancelled'
  | 'completed'
  | 'in_progress'
  | 'paused';

/** Leads in the cart by sale type; the top bar shows trio + duo + exclusive. */
export type Panier = {
  __typename?: 'Panier';
  duo: Scalars['Int']['output'];
  exclusive: Scalars['Int']['output'];
  trio: Scalars['Int']['output'];
};

/** A top-up request; amounts HT in cents. status: waiting | validated | refused; method: transfer | card. */
export type Prepayment = {
  __typename?: 'Prepayment';
  amountCents: Scalars['Int']['output'];
  amountTtcCents: Scalars['Int']['output'];
  clientEmail: Scalars['String']['output'];
  clientName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  decidedByName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  method: PrepaymentMethod;
  reference?: Maybe<Scalars['String']['output']>;
  refusalReason?: Maybe<Scalars['String']['output']>;
  status: PrepaymentStatus;
  userId: Scalars['Int']['output'];
};

export type PrepaymentMethod =
  | 'card'
  | 'transfer';

export type PrepaymentRequestInput = {
  amountCents: Scalars['Int']['input'];
  method: Scalars['String']['input'];
};

export type PrepaymentStatus =
  | 'refused'
  | 'validated'
  | 'waiting';

export type Profitability = {
  __typename?: 'Profitability';
  categories: Array<CategoryMargin>;
  daily: Array<MarginDay>;
  totals: MarginTotals;
};

export type PromoKind =
  | 'amount'
  | 'percent';

export type Query = {
  __typename?: 'Query';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  balanceHistory: Array<BalancePoint>;
  /** The caller's Weedo check account (null without the product). */
  checkAccount?: Maybe<CheckAccount>;
  checkClients: Array<CheckClientOption>;
  checkEvents: CheckEventPage;
  checkList?: Maybe<CheckList>;
  checkLists: Array<CheckList>;
  checkPriceGrid: Array<CheckPriceTier>;
  checkQuote: CheckQuote;
  checkScenarios: Array<CheckScenario>;
  checkVerifications: CheckVerificationPage;
  /** The contact stock, newest consent first, 10 per page. */
  dataContacts: DataContactPage;
  /** The sources and themes of the base, for the filters. */
  dataFacets: DataFacets;
  /** The contact stock's figures: by state, source and theme, and its growth over 12 months. */
  dataStockOverview: DataStockOverview;
  /** The suppression list, newest first, 10 per page. */
  dataSuppressions: DataSuppressionPage;
  /** Unsubscribes by period (day, week or month), source, theme and channel; the last 90 days by default. */
  dataUnsubscribeStats: DataUnsubscribeStats;
  /** The caller's (a publisher's) data deals; dealId and year narrow the months, totals and chart. */
  datadealPublisher: DatadealPublisher;
  getPanier: Panier;
  getSoldeactuel: Solde;
  invalidationPolicy: InvalidationPolicy;
  /** Invalidation requests (administrators), open ones first. */
  invalidationRequests: Array<Invalidation>;
  /** Number of prepayment requests awaiting validation. */
  lastTotalPrepaiements: Scalars['Int']['output'];
  ledgerClients: Array<LedgerClient>;
  marketBankDetails: BankTransferDetails;
  marketCategories: Array<MarketCategory>;
  marketCategory?: Maybe<MarketCategory>;
  /** Between two Europe/Paris days, inclusive. */
  marketCategoryReport?: Maybe<MarketCategoryReport>;
  marketCheckPhones: Array<MarketPhoneCheck>;
  marketClientStats: ClientStats;
  /** Marketplace clients an administrator may order for. */
  marketClients: Array<MarketClient>;
  /** The advertiser's marketplace home (the caller's by default). */
  marketDashboard: MarketDashboard;
  /** Administrators: lead intake per source or category (by) and hour over the last 48 h. */
  marketLeadFlow: MarketLeadFlow;
  /** Administrators: every category with its lead count (the OggoData export picks one). */
  marketOggoDataCategories: Array<MarketOggoDataCategory>;
  marketOrder: MarketOrderDetail;
  marketOrderQuote: MarketOrderQuote;
  /** What the order wizard offers the buyer (userId: an administrator ordering for a client). */
  marketOrderWizard: MarketOrderWizard;
  /** Every order (admin Commandes). */
  marketOrders: Array<MarketOrder>;
  /** The caller's webhook to a partner, if set up. */
  marketPartnerWebhook?: Maybe<MarketWebhook>;
  marketProfitability: Profitability;
  marketPromoCodes: Array<MarketPromoCode>;
  marketRealtime: MarketRealtime;
  marketSavedFilter: MarketSavedFilter;
  marketSources: Array<MarketSource>;
  /** Stock the caller may buy as saleType, 20 a page. */
  marketStock: MarketStockPage;
  /** Stock leads of the category matching the criteria (for the caller and sale type when given). */
  marketStockPreview: Scalars['Int']['output'];
  /** Leads collected between two Europe/Paris days (inclusive), optionally for one category. */
  marketStockReport: MarketStockReport;
  marketWebhook: MarketWebhook;
  marketWebhookClients: Array<MarketWebhookClient>;
  marketWebhookDeliveries: MarketWebhookDeliveryPage;
  /** An advertiser's own webhooks (webhook option required); administrators see all, or one user's. */
  marketWebhooks: Array<MarketWebhook>;
  /** The caller's own orders (mesCommandes). */
  mesCommandes: Array<MarketOrder>;
  /** The caller's saved filters (mesfiltres). */
  mesFiltres: Array<MarketSavedFilter>;
  /** The price grid (mesTarifs): categories × sale types, with a promo code's effect when given. */
  mesTarifs: MarketPriceGrid;
  /** Every Mon Gustave client with its period's figures, by revenue. */
  mgAdminClientStats: Array<MgAdminClientStats>;
  mgAdminDashboard: MgAdminDashboard;
  /** Purchase cost against sale revenue per product and month. */
  mgAdminMarginStats: MgAdminMarginStats;
  /** Response-time percentiles and error rate per WS, and per day for one WS. */
  mgAdminResponseTimes: MgAdminResponseTimes;
  /** Volumes, revenue and acceptance by day and product. */
  mgAdminVolumeStats: MgAdminVolumeStats;
  /** The signed-in advertiser's Mon Gustave dashboard. */
  mgAdvertiserDashboard: MgAdvertiserDashboard;
  /** The signed-in advertiser's Mon Gustave figures by day, product and web service. */
  mgAdvertiserStats: MgAdvertiserStats;
  /** The leads the signed-in advertiser bought in a period, 10 per page, newest first (extract-mer). */
  mgExtractMer: MgExtractPage;
  /** The fraud review queue, 10 cases per page, newest first. */
  mgFraudQueue: MgFraudQueue;
  mgRealtime: MgRealtime;
  mgWebService: MgWebService;
  /** Administrators: every client's web services (filters); advertisers: their own. 10 per page. */
  mgWebServices: MgWebServicePage;
  /** The caller's cart. */
  monPanier: MarketCart;
  /** The leads an advertiser bought (the caller's by default), newest first. */
  myLeads: Array<BoughtLead>;
  /** An advertiser's ledger (the caller's by default), newest first. */
  myLedger: LedgerPage;
  /** One advertiser's requests (the caller's by default), waiting first. */
  myPrepayments: Array<Prepayment>;
  myReturnRate: ReturnRate;
  /** Active categories with their prices and own fields. */
  orderCategories: Array<OrderCategory>;
  /** Every request (administrators), waiting first; optionally one status or one client. */
  prepaymentRequests: Array<Prepayment>;
  /** In-progress orders against their target (suivi_commandes). */
  suiviCommandes: Array<MarketOrderTracking>;
  /** The whole ledger (administrators), filtered. */
  transactions: LedgerPage;
  trustConsumption: TrustConsumption;
  trustStatistics: TrustStatistics;
};


export type QueryBalanceHistoryArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckEventsArgs = {
  filter?: InputMaybe<CheckFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCheckListArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCheckQuoteArgs = {
  checks: Array<CheckName>;
  volume: Scalars['Int']['input'];
};


export type QueryCheckVerificationsArgs = {
  filter?: InputMaybe<CheckFilterInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDataContactsArgs = {
  filter?: InputMaybe<DataContactFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDataStockOverviewArgs = {
  filter?: InputMaybe<DataContactFilter>;
};


export type QueryDataSuppressionsArgs = {
  filter?: InputMaybe<DataSuppressionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDataUnsubscribeStatsArgs = {
  filter?: InputMaybe<DataSuppressionFilter>;
  grain?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDatadealPublisherArgs = {
  dealId?: InputMaybe<Scalars['Int']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetPanierArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryGetSoldeactuelArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryInvalidationRequestsArgs = {
  filter?: InputMaybe<InvalidationFilterInput>;
};


export type QueryMarketCategoriesArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryMarketCategoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMarketCategoryReportArgs = {
  from: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  to: Scalars['String']['input'];
};


export type QueryMarketCheckPhonesArgs = {
  country: Scalars['String']['input'];
  text: Scalars['String']['input'];
};


export type QueryMarketClientStatsArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMarketDashboardArgs = {
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketLeadFlowArgs = {
  by: Scalars['String']['input'];
};


export type QueryMarketOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMarketOrderQuoteArgs = {
  input: MarketOrderQuoteInput;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketOrderWizardArgs = {
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketOrdersArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketPartnerWebhookArgs = {
  partner: Scalars['String']['input'];
};


export type QueryMarketProfitabilityArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMarketSavedFilterArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMarketStockArgs = {
  categoryId: Scalars['Int']['input'];
  criteria?: InputMaybe<OrderCriteriaInput>;
  page?: InputMaybe<Scalars['Int']['input']>;
  saleType: Scalars['String']['input'];
};


export type QueryMarketStockPreviewArgs = {
  categoryId: Scalars['Int']['input'];
  criteria?: InputMaybe<OrderCriteriaInput>;
  saleType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMarketStockReportArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMarketWebhookArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMarketWebhookDeliveriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  webhook_id: Scalars['Int']['input'];
};


export type QueryMarketWebhooksArgs = {
  user_id?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMesCommandesArgs = {
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMesTarifsArgs = {
  promoCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMgAdminClientStatsArgs = {
  filter: MgAdminStatsInput;
};


export type QueryMgAdminMarginStatsArgs = {
  filter: MgAdminMonthsInput;
};


export type QueryMgAdminResponseTimesArgs = {
  filter: MgAdminStatsInput;
  webServiceId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMgAdminVolumeStatsArgs = {
  filter: MgAdminStatsInput;
};


export type QueryMgAdvertiserStatsArgs = {
  filter: MgAdvertiserFilter;
};


export type QueryMgExtractMerArgs = {
  filter: MgAdvertiserFilter;
};


export type QueryMgFraudQueueArgs = {
  filter?: InputMaybe<MgFraudQueueInput>;
};


export type QueryMgWebServiceArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMgWebServicesArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  product?: InputMaybe<MgProduct>;
  state?: InputMaybe<MgWsState>;
};


export type QueryMyLeadsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyLedgerArgs = {
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyPrepaymentsArgs = {
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyReturnRateArgs = {
  id_utilisateur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPrepaymentRequestsArgs = {
  status?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransactionsArgs = {
  filter?: InputMaybe<LedgerFilterInput>;
};


export type QueryTrustConsumptionArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryTrustStatisticsArgs = {
  clientId?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

/** Over the last 30 days: requests open or accepted against leads bought. */
export type ReturnRate = {
  __typename?: 'ReturnRate';
  ratePercent: Scalars['Float']['output'];
  returns: Scalars['Int']['output'];
  sales: Scalars['Int']['output'];
};

export type SaleType =
  | 'duo'
  | 'exclusive'
  | 'trio';

/** Amounts are integer cents. */
export type Solde = {
  __typename?: 'Solde';
  lastPrepaiement?: Maybe<Scalars['Int']['output']>;
  soldeHt: Scalars['Int']['output'];
  soldeTtc: Scalars['Int']['output'];
};

export type SpendDay = {
  __typename?: 'SpendDay';
  amountCents: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

export type TrustCheckFails = {
  __typename?: 'TrustCheckFails';
  n: Scalars['Int']['output'];
  name: CheckName;
};

export type TrustClientRow = {
  __typename?: 'TrustClientRow';
  clientId: Scalars['Int']['output'];
  invalid: Scalars['Int']['output'];
  latencyMs: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  risky: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type TrustConsumption = {
  __typename?: 'TrustConsumption';
  clients: Array<TrustUsageClient>;
  days: Array<TrustUsageDay>;
  totals: TrustUsageTotals;
};

export type TrustDay = {
  __typename?: 'TrustDay';
  day: Scalars['String']['output'];
  invalid: Scalars['Int']['output'];
  risky: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type TrustStatistics = {
  __typename?: 'TrustStatistics';
  clients: Array<TrustClientRow>;
  days: Array<TrustDay>;
  fails: Array<TrustCheckFails>;
  totals: TrustTotals;
};

export type TrustTotals = {
  __typename?: 'TrustTotals';
  invalid: Scalars['Int']['output'];
  risky: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type TrustUsageClient = {
  __typename?: 'TrustUsageClient';
  clientId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The plan over the period (monthly plan × months). */
  plan: Scalars['Int']['output'];
  planMonthly: Scalars['Int']['output'];
  revenueCents: Scalars['Int']['output'];
  /** used / plan (0–…). */
  usage: Scalars['Float']['output'];
  used: Scalars['Int']['output'];
};

export type TrustUsageDay = {
  __typename?: 'TrustUsageDay';
  day: Scalars['String']['output'];
  n: Scalars['Int']['output'];
};

export type TrustUsageTotals = {
  __typename?: 'TrustUsageTotals';
  revenueCents: Scalars['Int']['output'];
  used: Scalars['Int']['output'];
};

export type WebhookMethod =
  | 'POST'
  | 'PUT';

export type WebhookState =
  | 'active'
  | 'paused'
  | 'test';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdjustmentInput: AdjustmentInput;
  BalancePoint: ResolverTypeWrapper<BalancePoint>;
  BankTransferDetails: ResolverTypeWrapper<BankTransferDetails>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BoughtLead: ResolverTypeWrapper<BoughtLead>;
  CategoryFieldType: CategoryFieldType;
  CategoryMargin: ResolverTypeWrapper<CategoryMargin>;
  CheckAccount: ResolverTypeWrapper<CheckAccount>;
  CheckClientOption: ResolverTypeWrapper<CheckClientOption>;
  CheckContactInput: CheckContactInput;
  CheckDryRun: ResolverTypeWrapper<CheckDryRun>;
  CheckEvent: ResolverTypeWrapper<CheckEvent>;
  CheckEventPage: ResolverTypeWrapper<CheckEventPage>;
  CheckFilterInput: CheckFilterInput;
  CheckList: ResolverTypeWrapper<CheckList>;
  CheckListState: CheckListState;
  CheckName: CheckName;
  CheckOutcome: CheckOutcome;
  CheckPriceTier: ResolverTypeWrapper<CheckPriceTier>;
  CheckPriceTierInput: CheckPriceTierInput;
  CheckQuote: ResolverTypeWrapper<CheckQuote>;
  CheckQuoteLine: ResolverTypeWrapper<CheckQuoteLine>;
  CheckResult: ResolverTypeWrapper<CheckResult>;
  CheckScenario: ResolverTypeWrapper<CheckScenario>;
  CheckScenarioCheck: ResolverTypeWrapper<CheckScenarioCheck>;
  CheckScenarioCheckInput: CheckScenarioCheckInput;
  CheckScenarioDraft: CheckScenarioDraft;
  CheckScenarioVersion: ResolverTypeWrapper<CheckScenarioVersion>;
  CheckSource: CheckSource;
  CheckVerdict: CheckVerdict;
  CheckVerification: ResolverTypeWrapper<CheckVerification>;
  CheckVerificationPage: ResolverTypeWrapper<CheckVerificationPage>;
  CheckVerified: ResolverTypeWrapper<CheckVerified>;
  ClientStats: ResolverTypeWrapper<ClientStats>;
  ClientStatsDay: ResolverTypeWrapper<ClientStatsDay>;
  ClientStatsRow: ResolverTypeWrapper<ClientStatsRow>;
  DashboardOrder: ResolverTypeWrapper<DashboardOrder>;
  DataBreakdown: ResolverTypeWrapper<DataBreakdown>;
  DataCleanedRow: ResolverTypeWrapper<DataCleanedRow>;
  DataContact: ResolverTypeWrapper<DataContact>;
  DataContactFilter: DataContactFilter;
  DataContactPage: ResolverTypeWrapper<DataContactPage>;
  DataCount: ResolverTypeWrapper<DataCount>;
  DataFacets: ResolverTypeWrapper<DataFacets>;
  DataGrowthPoint: ResolverTypeWrapper<DataGrowthPoint>;
  DataStateCount: ResolverTypeWrapper<DataStateCount>;
  DataStockOverview: ResolverTypeWrapper<DataStockOverview>;
  DataSuppression: ResolverTypeWrapper<DataSuppression>;
  DataSuppressionFilter: DataSuppressionFilter;
  DataSuppressionImport: ResolverTypeWrapper<DataSuppressionImport>;
  DataSuppressionPage: ResolverTypeWrapper<DataSuppressionPage>;
  DataUnsubscribeStats: ResolverTypeWrapper<DataUnsubscribeStats>;
  DatadealDeal: ResolverTypeWrapper<DatadealDeal>;
  DatadealEarningsMonth: ResolverTypeWrapper<DatadealEarningsMonth>;
  DatadealFigures: ResolverTypeWrapper<DatadealFigures>;
  DatadealMonth: ResolverTypeWrapper<DatadealMonth>;
  DatadealPublisher: ResolverTypeWrapper<DatadealPublisher>;
  DeliveryMode: DeliveryMode;
  DeliveryState: DeliveryState;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invalidation: ResolverTypeWrapper<Invalidation>;
  InvalidationDecision: ResolverTypeWrapper<InvalidationDecision>;
  InvalidationDecisionInput: InvalidationDecisionInput;
  InvalidationFilterInput: InvalidationFilterInput;
  InvalidationOutcome: InvalidationOutcome;
  InvalidationPolicy: ResolverTypeWrapper<InvalidationPolicy>;
  InvalidationPolicyInput: InvalidationPolicyInput;
  InvalidationReason: InvalidationReason;
  InvalidationRequestInput: InvalidationRequestInput;
  InvalidationStats: ResolverTypeWrapper<InvalidationStats>;
  LedgerClient: ResolverTypeWrapper<LedgerClient>;
  LedgerEntry: ResolverTypeWrapper<LedgerEntry>;
  LedgerFilterInput: LedgerFilterInput;
  LedgerKind: LedgerKind;
  LedgerPage: ResolverTypeWrapper<LedgerPage>;
  LedgerTotals: ResolverTypeWrapper<LedgerTotals>;
  MarginDay: ResolverTypeWrapper<MarginDay>;
  MarginTotals: ResolverTypeWrapper<MarginTotals>;
  MarketBalance: ResolverTypeWrapper<MarketBalance>;
  MarketByType: ResolverTypeWrapper<MarketByType>;
  MarketCart: ResolverTypeWrapper<MarketCart>;
  MarketCartLine: ResolverTypeWrapper<MarketCartLine>;
  MarketCategory: ResolverTypeWrapper<MarketCategory>;
  MarketCategoryDay: ResolverTypeWrapper<MarketCategoryDay>;
  MarketCategoryField: ResolverTypeWrapper<MarketCategoryField>;
  MarketCategoryFieldInput: MarketCategoryFieldInput;
  MarketCategoryInput: MarketCategoryInput;
  MarketCategoryReport: ResolverTypeWrapper<MarketCategoryReport>;
  MarketCheckout: ResolverTypeWrapper<MarketCheckout>;
  MarketClient: ResolverTypeWrapper<MarketClient>;
  MarketDashboard: ResolverTypeWrapper<MarketDashboard>;
  MarketLeadCounts: ResolverTypeWrapper<MarketLeadCounts>;
  MarketLeadFlow: ResolverTypeWrapper<MarketLeadFlow>;
  MarketLeadFlowPoint: ResolverTypeWrapper<MarketLeadFlowPoint>;
  MarketLeadFlowSeries: ResolverTypeWrapper<MarketLeadFlowSeries>;
  MarketOggoDataCategory: ResolverTypeWrapper<MarketOggoDataCategory>;
  MarketOrder: ResolverTypeWrapper<MarketOrder>;
  MarketOrderCreated: ResolverTypeWrapper<MarketOrderCreated>;
  MarketOrderDelivery: ResolverTypeWrapper<MarketOrderDelivery>;
  MarketOrderDetail: ResolverTypeWrapper<MarketOrderDetail>;
  MarketOrderInput: MarketOrderInput;
  MarketOrderProgressDay: ResolverTypeWrapper<MarketOrderProgressDay>;
  MarketOrderQuote: ResolverTypeWrapper<MarketOrderQuote>;
  MarketOrderQuoteInput: MarketOrderQuoteInput;
  MarketOrderStateResult: ResolverTypeWrapper<MarketOrderStateResult>;
  MarketOrderTracking: ResolverTypeWrapper<MarketOrderTracking>;
  MarketOrderWizard: ResolverTypeWrapper<MarketOrderWizard>;
  MarketPartnerSetupInput: MarketPartnerSetupInput;
  MarketPhoneCheck: ResolverTypeWrapper<MarketPhoneCheck>;
  MarketPriceGrid: ResolverTypeWrapper<MarketPriceGrid>;
  MarketPriceRow: ResolverTypeWrapper<MarketPriceRow>;
  MarketPromoCode: ResolverTypeWrapper<MarketPromoCode>;
  MarketPromoCodeInput: MarketPromoCodeInput;
  MarketRealtime: ResolverTypeWrapper<MarketRealtime>;
  MarketRealtimeCategory: ResolverTypeWrapper<MarketRealtimeCategory>;
  MarketRealtimeFigures: ResolverTypeWrapper<MarketRealtimeFigures>;
  MarketRealtimeMinute: ResolverTypeWrapper<MarketRealtimeMinute>;
  MarketSavedFilter: ResolverTypeWrapper<MarketSavedFilter>;
  MarketSavedFilterInput: MarketSavedFilterInput;
  MarketSavedFilterOption: ResolverTypeWrapper<MarketSavedFilterOption>;
  MarketSource: ResolverTypeWrapper<MarketSource>;
  MarketSourceCreated: ResolverTypeWrapper<MarketSourceCreated>;
  MarketStockCategory: ResolverTypeWrapper<MarketStockCategory>;
  MarketStockFigures: ResolverTypeWrapper<MarketStockFigures>;
  MarketStockLead: ResolverTypeWrapper<MarketStockLead>;
  MarketStockPage: ResolverTypeWrapper<MarketStockPage>;
  MarketStockReport: ResolverTypeWrapper<MarketStockReport>;
  MarketStockRow: ResolverTypeWrapper<MarketStockRow>;
  MarketWebhook: ResolverTypeWrapper<MarketWebhook>;
  MarketWebhookAttempt: ResolverTypeWrapper<MarketWebhookAttempt>;
  MarketWebhookClient: ResolverTypeWrapper<MarketWebhookClient>;
  MarketWebhookDelivery: ResolverTypeWrapper<MarketWebhookDelivery>;
  MarketWebhookDeliveryPage: ResolverTypeWrapper<MarketWebhookDeliveryPage>;
  MarketWebhookHeader: ResolverTypeWrapper<MarketWebhookHeader>;
  MarketWebhookHeaderInput: MarketWebhookHeaderInput;
  MarketWebhookInput: MarketWebhookInput;
  MarketWebhookMapping: ResolverTypeWrapper<MarketWebhookMapping>;
  MarketWebhookMappingInput: MarketWebhookMappingInput;
  MarketWebhookSecret: ResolverTypeWrapper<MarketWebhookSecret>;
  MarketWebhookTestResult: ResolverTypeWrapper<MarketWebhookTestResult>;
  MgAdminClientStats: ResolverTypeWrapper<MgAdminClientStats>;
  MgAdminDashboard: ResolverTypeWrapper<MgAdminDashboard>;
  MgAdminMargin: ResolverTypeWrapper<MgAdminMargin>;
  MgAdminMarginMonth: ResolverTypeWrapper<MgAdminMarginMonth>;
  MgAdminMarginProduct: ResolverTypeWrapper<MgAdminMarginProduct>;
  MgAdminMarginRow: ResolverTypeWrapper<MgAdminMarginRow>;
  MgAdminMarginStats: ResolverTypeWrapper<MgAdminMarginStats>;
  MgAdminMonthsInput: MgAdminMonthsInput;
  MgAdminPeriod: ResolverTypeWrapper<MgAdminPeriod>;
  MgAdminResponseTimes: ResolverTypeWrapper<MgAdminResponseTimes>;
  MgAdminStatsInput: MgAdminStatsInput;
  MgAdminVolumeDay: ResolverTypeWrapper<MgAdminVolumeDay>;
  MgAdminVolumeProduct: ResolverTypeWrapper<MgAdminVolumeProduct>;
  MgAdminVolumeStats: ResolverTypeWrapper<MgAdminVolumeStats>;
  MgAdminVolumes: ResolverTypeWrapper<MgAdminVolumes>;
  MgAdminWsResponse: ResolverTypeWrapper<MgAdminWsResponse>;
  MgAdminWsResponseDay: ResolverTypeWrapper<MgAdminWsResponseDay>;
  MgAdvertiserDashboard: ResolverTypeWrapper<MgAdvertiserDashboard>;
  MgAdvertiserDay: ResolverTypeWrapper<MgAdvertiserDay>;
  MgAdvertiserFigures: ResolverTypeWrapper<MgAdvertiserFigures>;
  MgAdvertiserFilter: MgAdvertiserFilter;
  MgAdvertiserPeriod: ResolverTypeWrapper<MgAdvertiserPeriod>;
  MgAdvertiserProduct: ResolverTypeWrapper<MgAdvertiserProduct>;
  MgAdvertiserStats: ResolverTypeWrapper<MgAdvertiserStats>;
  MgAdvertiserWebService: ResolverTypeWrapper<MgAdvertiserWebService>;
  MgDeliveryState: MgDeliveryState;
  MgExtractLead: ResolverTypeWrapper<MgExtractLead>;
  MgExtractPage: ResolverTypeWrapper<MgExtractPage>;
  MgFieldMapping: ResolverTypeWrapper<MgFieldMapping>;
  MgFieldMappingInput: MgFieldMappingInput;
  MgFraudCase: ResolverTypeWrapper<MgFraudCase>;
  MgFraudCounts: ResolverTypeWrapper<MgFraudCounts>;
  MgFraudDelivery: ResolverTypeWrapper<MgFraudDelivery>;
  MgFraudQueue: ResolverTypeWrapper<MgFraudQueue>;
  MgFraudQueueInput: MgFraudQueueInput;
  MgFraudReason: MgFraudReason;
  MgFraudRelatedLead: ResolverTypeWrapper<MgFraudRelatedLead>;
  MgFraudReviewInput: MgFraudReviewInput;
  MgFraudReviewResult: ResolverTypeWrapper<MgFraudReviewResult>;
  MgFraudState: MgFraudState;
  MgProduct: MgProduct;
  MgRealtime: ResolverTypeWrapper<MgRealtime>;
  MgRealtimeProduct: ResolverTypeWrapper<MgRealtimeProduct>;
  MgWebService: ResolverTypeWrapper<MgWebService>;
  MgWebServiceCreateInput: MgWebServiceCreateInput;
  MgWebServicePage: ResolverTypeWrapper<MgWebServicePage>;
  MgWebServiceUpdateInput: MgWebServiceUpdateInput;
  MgWsHealth: ResolverTypeWrapper<MgWsHealth>;
  MgWsMethod: MgWsMethod;
  MgWsState: MgWsState;
  MgWsTestResult: ResolverTypeWrapper<MgWsTestResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OrderCategory: ResolverTypeWrapper<OrderCategory>;
  OrderCategoryField: ResolverTypeWrapper<OrderCategoryField>;
  OrderCriteria: ResolverTypeWrapper<OrderCriteria>;
  OrderCriteriaField: ResolverTypeWrapper<OrderCriteriaField>;
  OrderCriteriaFieldInput: OrderCriteriaFieldInput;
  OrderCriteriaInput: OrderCriteriaInput;
  OrderState: OrderState;
  Panier: ResolverTypeWrapper<Panier>;
  Prepayment: ResolverTypeWrapper<Prepayment>;
  PrepaymentMethod: PrepaymentMethod;
  PrepaymentRequestInput: PrepaymentRequestInput;
  PrepaymentStatus: PrepaymentStatus;
  Profitability: ResolverTypeWrapper<Profitability>;
  PromoKind: PromoKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReturnRate: ResolverTypeWrapper<ReturnRate>;
  SaleType: SaleType;
  Solde: ResolverTypeWrapper<Solde>;
  SpendDay: ResolverTypeWrapper<SpendDay>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TrustCheckFails: ResolverTypeWrapper<TrustCheckFails>;
  TrustClientRow: ResolverTypeWrapper<TrustClientRow>;
  TrustConsumption: ResolverTypeWrapper<TrustConsumption>;
  TrustDay: ResolverTypeWrapper<TrustDay>;
  TrustStatistics: ResolverTypeWrapper<TrustStatistics>;
  TrustTotals: ResolverTypeWrapper<TrustTotals>;
  TrustUsageClient: ResolverTypeWrapper<TrustUsageClient>;
  TrustUsageDay: ResolverTypeWrapper<TrustUsageDay>;
  TrustUsageTotals: ResolverTypeWrapper<TrustUsageTotals>;
  WebhookMethod: WebhookMethod;
  WebhookState: WebhookState;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdjustmentInput: AdjustmentInput;
  BalancePoint: BalancePoint;
  BankTransferDetails: BankTransferDetails;
  Boolean: Scalars['Boolean']['output'];
  BoughtLead: BoughtLead;
  CategoryMargin: CategoryMargin;
  CheckAccount: CheckAccount;
  CheckClientOption: CheckClientOption;
  CheckContactInput: CheckContactInput;
  CheckDryRun: CheckDryRun;
  CheckEvent: CheckEvent;
  CheckEventPage: CheckEventPage;
  CheckFilterInput: CheckFilterInput;
  CheckList: CheckList;
  CheckPriceTier: CheckPriceTier;
  CheckPriceTierInput: CheckPriceTierInput;
  CheckQuote: CheckQuote;
  CheckQuoteLine: CheckQuoteLine;
  CheckResult: CheckResult;
  CheckScenario: CheckScenario;
  CheckScenarioCheck: CheckScenarioCheck;
  CheckScenarioCheckInput: CheckScenarioCheckInput;
  CheckScenarioDraft: CheckScenarioDraft;
  CheckScenarioVersion: CheckScenarioVersion;
  CheckVerification: CheckVerification;
  CheckVerificationPage: CheckVerificationPage;
  CheckVerified: CheckVerified;
  ClientStats: ClientStats;
  ClientStatsDay: ClientStatsDay;
  ClientStatsRow: ClientStatsRow;
  DashboardOrder: DashboardOrder;
  DataBreakdown: DataBreakdown;
  DataCleanedRow: DataCleanedRow;
  DataContact: DataContact;
  DataContactFilter: DataContactFilter;
  DataContactPage: DataContactPage;
  DataCount: DataCount;
  DataFacets: DataFacets;
  DataGrowthPoint: DataGrowthPoint;
  DataStateCount: DataStateCount;
  DataStockOverview: DataStockOverview;
  DataSuppression: DataSuppression;
  DataSuppressionFilter: DataSuppressionFilter;
  DataSuppressionImport: DataSuppressionImport;
  DataSuppressionPage: DataSuppressionPage;
  DataUnsubscribeStats: DataUnsubscribeStats;
  DatadealDeal: DatadealDeal;
  DatadealEarningsMonth: DatadealEarningsMonth;
  DatadealFigures: DatadealFigures;
  DatadealMonth: DatadealMonth;
  DatadealPublisher: DatadealPublisher;
  Float: Scalars['Float']['output'];
  Int: Scalars['Int']['output'];
  Invalidation: Invalidation;
  InvalidationDecision: InvalidationDecision;
  InvalidationDecisionInput: InvalidationDecisionInput;
  InvalidationFilterInput: InvalidationFilterInput;
  InvalidationPolicy: InvalidationPolicy;
  InvalidationPolicyInput: InvalidationPolicyInput;
  InvalidationRequestInput: InvalidationRequestInput;
  InvalidationStats: InvalidationStats;
  LedgerClient: LedgerClient;
  LedgerEntry: LedgerEntry;
  LedgerFilterInput: LedgerFilterInput;
  LedgerPage: LedgerPage;
  LedgerTotals: LedgerTotals;
  MarginDay: MarginDay;
  MarginTotals: MarginTotals;
  MarketBalance: MarketBalance;
  MarketByType: MarketByType;
  MarketCart: MarketCart;
  MarketCartLine: MarketCartLine;
  MarketCategory: MarketCategory;
  MarketCategoryDay: MarketCategoryDay;
  MarketCategoryField: MarketCategoryField;
  MarketCategoryFieldInput: MarketCategoryFieldInput;
  MarketCategoryInput: MarketCategoryInput;
  MarketCategoryReport: MarketCategoryReport;
  MarketCheckout: MarketCheckout;
  MarketClient: MarketClient;
  MarketDashboard: MarketDashboard;
  MarketLeadCounts: MarketLeadCounts;
  MarketLeadFlow: MarketLeadFlow;
  MarketLeadFlowPoint: MarketLeadFlowPoint;
  MarketLeadFlowSeries: MarketLeadFlowSeries;
  MarketOggoDataCategory: MarketOggoDataCategory;
  MarketOrder: MarketOrder;
  MarketOrderCreated: MarketOrderCreated;
  MarketOrderDelivery: MarketOrderDelivery;
  MarketOrderDetail: MarketOrderDetail;
  MarketOrderInput: MarketOrderInput;
  MarketOrderProgressDay: MarketOrderProgressDay;
  MarketOrderQuote: MarketOrderQuote;
  MarketOrderQuoteInput: MarketOrderQuoteInput;
  MarketOrderStateResult: MarketOrderStateResult;
  MarketOrderTracking: MarketOrderTracking;
  MarketOrderWizard: MarketOrderWizard;
  MarketPartnerSetupInput: MarketPartnerSetupInput;
  MarketPhoneCheck: MarketPhoneCheck;
  MarketPriceGrid: MarketPriceGrid;
  MarketPriceRow: MarketPriceRow;
  MarketPromoCode: MarketPromoCode;
  MarketPromoCodeInput: MarketPromoCodeInput;
  MarketRealtime: MarketRealtime;
  MarketRealtimeCategory: MarketRealtimeCategory;
  MarketRealtimeFigures: MarketRealtimeFigures;
  MarketRealtimeMinute: MarketRealtimeMinute;
  MarketSavedFilter: MarketSavedFilter;
  MarketSavedFilterInput: MarketSavedFilterInput;
  MarketSavedFilterOption: MarketSavedFilterOption;
  MarketSource: MarketSource;
  MarketSourceCreated: MarketSourceCreated;
  MarketStockCategory: MarketStockCategory;
  MarketStockFigures: MarketStockFigures;
  MarketStockLead: MarketStockLead;
  MarketStockPage: MarketStockPage;
  MarketStockReport: MarketStockReport;
  MarketStockRow: MarketStockRow;
  MarketWebhook: MarketWebhook;
  MarketWebhookAttempt: MarketWebhookAttempt;
  MarketWebhookClient: MarketWebhookClient;
  MarketWebhookDelivery: MarketWebhookDelivery;
  MarketWebhookDeliveryPage: MarketWebhookDeliveryPage;
  MarketWebhookHeader: MarketWebhookHeader;
  MarketWebhookHeaderInput: MarketWebhookHeaderInput;
  MarketWebhookInput: MarketWebhookInput;
  MarketWebhookMapping: MarketWebhookMapping;
  MarketWebhookMappingInput: MarketWebhookMappingInput;
  MarketWebhookSecret: MarketWebhookSecret;
  MarketWebhookTestResult: MarketWebhookTestResult;
  MgAdminClientStats: MgAdminClientStats;
  MgAdminDashboard: MgAdminDashboard;
  MgAdminMargin: MgAdminMargin;
  MgAdminMarginMonth: MgAdminMarginMonth;
  MgAdminMarginProduct: MgAdminMarginProduct;
  MgAdminMarginRow: MgAdminMarginRow;
  MgAdminMarginStats: MgAdminMarginStats;
  MgAdminMonthsInput: MgAdminMonthsInput;
  MgAdminPeriod: MgAdminPeriod;
  MgAdminResponseTimes: MgAdminResponseTimes;
  MgAdminStatsInput: MgAdminStatsInput;
  MgAdminVolumeDay: MgAdminVolumeDay;
  MgAdminVolumeProduct: MgAdminVolumeProduct;
  MgAdminVolumeStats: MgAdminVolumeStats;
  MgAdminVolumes: MgAdminVolumes;
  MgAdminWsResponse: MgAdminWsResponse;
  MgAdminWsResponseDay: MgAdminWsResponseDay;
  MgAdvertiserDashboard: MgAdvertiserDashboard;
  MgAdvertiserDay: MgAdvertiserDay;
  MgAdvertiserFigures: MgAdvertiserFigures;
  MgAdvertiserFilter: MgAdvertiserFilter;
  MgAdvertiserPeriod: MgAdvertiserPeriod;
  MgAdvertiserProduct: MgAdvertiserProduct;
  MgAdvertiserStats: MgAdvertiserStats;
  MgAdvertiserWebService: MgAdvertiserWebService;
  MgExtractLead: MgExtractLead;
  MgExtractPage: MgExtractPage;
  MgFieldMapping: MgFieldMapping;
  MgFieldMappingInput: MgFieldMappingInput;
  MgFraudCase: MgFraudCase;
  MgFraudCounts: MgFraudCounts;
  MgFraudDelivery: MgFraudDelivery;
  MgFraudQueue: MgFraudQueue;
  MgFraudQueueInput: MgFraudQueueInput;
  MgFraudRelatedLead: MgFraudRelatedLead;
  MgFraudReviewInput: MgFraudReviewInput;
  MgFraudReviewResult: MgFraudReviewResult;
  MgRealtime: MgRealtime;
  MgRealtimeProduct: MgRealtimeProduct;
  MgWebService: MgWebService;
  MgWebServiceCreateInput: MgWebServiceCreateInput;
  MgWebServicePage: MgWebServicePage;
  MgWebServiceUpdateInput: MgWebServiceUpdateInput;
  MgWsHealth: MgWsHealth;
  MgWsTestResult: MgWsTestResult;
  Mutation: Record<PropertyKey, never>;
  OrderCategory: OrderCategory;
  OrderCategoryField: OrderCategoryField;
  OrderCriteria: OrderCriteria;
  OrderCriteriaField: OrderCriteriaField;
  OrderCriteriaFieldInput: OrderCriteriaFieldInput;
  OrderCriteriaInput: OrderCriteriaInput;
  Panier: Panier;
  Prepayment: Prepayment;
  PrepaymentRequestInput: PrepaymentRequestInput;
  Profitability: Profitability;
  Query: Record<PropertyKey, never>;
  ReturnRate: ReturnRate;
  Solde: Solde;
  SpendDay: SpendDay;
  String: Scalars['String']['output'];
  TrustCheckFails: TrustCheckFails;
  TrustClientRow: TrustClientRow;
  TrustConsumption: TrustConsumption;
  TrustDay: TrustDay;
  TrustStatistics: TrustStatistics;
  TrustTotals: TrustTotals;
  TrustUsageClient: TrustUsageClient;
  TrustUsageDay: TrustUsageDay;
  TrustUsageTotals: TrustUsageTotals;
};

export type BalancePointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BalancePoint'] = ResolversParentTypes['BalancePoint']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankTransferDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BankTransferDetails'] = ResolversParentTypes['BankTransferDetails']> = {
  bank?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BoughtLeadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BoughtLead'] = ResolversParentTypes['BoughtLead']> = {
  boughtAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invalidationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  invalidationOutcome?: Resolver<Maybe<ResolversTypes['InvalidationOutcome']>, ParentType, ContextType>;
  invalidationReason?: Resolver<Maybe<ResolversTypes['InvalidationReason']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleType?: Resolver<ResolversTypes['SaleType'], ParentType, ContextType>;
};

export type CategoryMarginResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CategoryMargin'] = ResolversParentTypes['CategoryMargin']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  intakeCostCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsCollected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesRevenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckAccountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckAccount'] = ResolversParentTypes['CheckAccount']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyPrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckClientOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckClientOption'] = ResolversParentTypes['CheckClientOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CheckDryRunResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckDryRun'] = ResolversParentTypes['CheckDryRun']> = {
  checks?: Resolver<Array<ResolversTypes['CheckResult']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['CheckVerdict'], ParentType, ContextType>;
};

export type CheckEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckEvent'] = ResolversParentTypes['CheckEvent']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scenarioVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CheckSource'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verdict?: Resolver<Maybe<ResolversTypes['CheckVerdict']>, ParentType, ContextType>;
  verificationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CheckEventPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckEventPage'] = ResolversParentTypes['CheckEventPage']> = {
  items?: Resolver<Array<ResolversTypes['CheckEvent']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckList'] = ResolversParentTypes['CheckList']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['CheckListState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckPriceTierResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckPriceTier'] = ResolversParentTypes['CheckPriceTier']> = {
  check?: Resolver<ResolversTypes['CheckName'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minVolume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perThousandCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckQuoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckQuote'] = ResolversParentTypes['CheckQuote']> = {
  lines?: Resolver<Array<ResolversTypes['CheckQuoteLine']>, ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perThousandCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckQuoteLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckQuoteLine'] = ResolversParentTypes['CheckQuoteLine']> = {
  check?: Resolver<ResolversTypes['CheckName'], ParentType, ContextType>;
  minVolume?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  monthlyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perThousandCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckResult'] = ResolversParentTypes['CheckResult']> = {
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['CheckName'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CheckOutcome'], ParentType, ContextType>;
};

export type CheckScenarioResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckScenario'] = ResolversParentTypes['CheckScenario']> = {
  clientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['CheckScenarioVersion']>, ParentType, ContextType>;
};

export type CheckScenarioCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckScenarioCheck'] = ResolversParentTypes['CheckScenarioCheck']> = {
  blocking?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['CheckName'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckScenarioVersionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckScenarioVersion'] = ResolversParentTypes['CheckScenarioVersion']> = {
  checks?: Resolver<Array<ResolversTypes['CheckScenarioCheck']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  riskyFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckVerificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckVerification'] = ResolversParentTypes['CheckVerification']> = {
  checks?: Resolver<Array<ResolversTypes['CheckResult']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scenarioId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scenarioVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CheckSource'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['CheckVerdict'], ParentType, ContextType>;
};

export type CheckVerificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckVerificationPage'] = ResolversParentTypes['CheckVerificationPage']> = {
  items?: Resolver<Array<ResolversTypes['CheckVerification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckVerifiedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckVerified'] = ResolversParentTypes['CheckVerified']> = {
  checks?: Resolver<Array<ResolversTypes['CheckResult']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scenarioVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['CheckVerdict'], ParentType, ContextType>;
};

export type ClientStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientStats'] = ResolversParentTypes['ClientStats']> = {
  daily?: Resolver<Array<ResolversTypes['ClientStatsDay']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ClientStatsRow']>, ParentType, ContextType>;
};

export type ClientStatsDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientStatsDay'] = ResolversParentTypes['ClientStatsDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientStatsRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientStatsRow'] = ResolversParentTypes['ClientStatsRow']> = {
  acceptedInvalidations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invalidationRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invalidations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastTopUpAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastTopUpCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  leadsBought?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardOrder'] = ResolversParentTypes['DashboardOrder']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleType?: Resolver<ResolversTypes['SaleType'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataBreakdownResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataBreakdown'] = ResolversParentTypes['DataBreakdown']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataCleanedRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataCleanedRow'] = ResolversParentTypes['DataCleanedRow']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataContactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataContact'] = ResolversParentTypes['DataContact']> = {
  confirmedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consentText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastActivityAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataContactPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataContactPage'] = ResolversParentTypes['DataContactPage']> = {
  items?: Resolver<Array<ResolversTypes['DataContact']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataCount'] = ResolversParentTypes['DataCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataFacets'] = ResolversParentTypes['DataFacets']> = {
  sources?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataGrowthPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataGrowthPoint'] = ResolversParentTypes['DataGrowthPoint']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataStateCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataStateCount'] = ResolversParentTypes['DataStateCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataStockOverviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataStockOverview'] = ResolversParentTypes['DataStockOverview']> = {
  bySource?: Resolver<Array<ResolversTypes['DataBreakdown']>, ParentType, ContextType>;
  byState?: Resolver<Array<ResolversTypes['DataStateCount']>, ParentType, ContextType>;
  byTheme?: Resolver<Array<ResolversTypes['DataBreakdown']>, ParentType, ContextType>;
  growth?: Resolver<Array<ResolversTypes['DataGrowthPoint']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataSuppressionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataSuppression'] = ResolversParentTypes['DataSuppression']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DataSuppressionImportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataSuppressionImport'] = ResolversParentTypes['DataSuppressionImport']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  already?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataSuppressionPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataSuppressionPage'] = ResolversParentTypes['DataSuppressionPage']> = {
  items?: Resolver<Array<ResolversTypes['DataSuppression']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DataUnsubscribeStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataUnsubscribeStats'] = ResolversParentTypes['DataUnsubscribeStats']> = {
  byChannel?: Resolver<Array<ResolversTypes['DataCount']>, ParentType, ContextType>;
  bySource?: Resolver<Array<ResolversTypes['DataCount']>, ParentType, ContextType>;
  byTheme?: Resolver<Array<ResolversTypes['DataCount']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['DataCount']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DatadealDealResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DatadealDeal'] = ResolversParentTypes['DatadealDeal']> = {
  endedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['DatadealFigures'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatadealEarningsMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DatadealEarningsMonth'] = ResolversParentTypes['DatadealEarningsMonth']> = {
  earningsCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatadealFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DatadealFigures'] = ResolversParentTypes['DatadealFigures']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bounced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earningsCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DatadealMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DatadealMonth'] = ResolversParentTypes['DatadealMonth']> = {
  dealId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  figures?: Resolver<ResolversTypes['DatadealFigures'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DatadealPublisherResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DatadealPublisher'] = ResolversParentTypes['DatadealPublisher']> = {
  deals?: Resolver<Array<ResolversTypes['DatadealDeal']>, ParentType, ContextType>;
  earningsByMonth?: Resolver<Array<ResolversTypes['DatadealEarningsMonth']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['DatadealMonth']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['DatadealFigures'], ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type InvalidationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Invalidation'] = ResolversParentTypes['Invalidation']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['InvalidationOutcome'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['InvalidationReason'], ParentType, ContextType>;
  refundCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  saleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvalidationDecisionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvalidationDecision'] = ResolversParentTypes['InvalidationDecision']> = {
  skipped?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Invalidation']>, ParentType, ContextType>;
};

export type InvalidationPolicyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvalidationPolicy'] = ResolversParentTypes['InvalidationPolicy']> = {
  maxLeadAgeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxReturnRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvalidationStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvalidationStats'] = ResolversParentTypes['InvalidationStats']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  being_processed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LedgerClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LedgerClient'] = ResolversParentTypes['LedgerClient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LedgerEntry'] = ResolversParentTypes['LedgerEntry']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalidationId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  prepaymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LedgerPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LedgerPage'] = ResolversParentTypes['LedgerPage']> = {
  rows?: Resolver<Array<ResolversTypes['LedgerEntry']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['LedgerTotals'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LedgerTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LedgerTotals'] = ResolversParentTypes['LedgerTotals']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  debits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarginDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarginDay'] = ResolversParentTypes['MarginDay']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarginTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarginTotals'] = ResolversParentTypes['MarginTotals']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketBalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketBalance'] = ResolversParentTypes['MarketBalance']> = {
  lastPrepaiement?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  soldeHt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldeTtc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketByTypeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketByType'] = ResolversParentTypes['MarketByType']> = {
  duo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketCartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCart'] = ResolversParentTypes['MarketCart']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MarketCartLine']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketCartLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCartLine'] = ResolversParentTypes['MarketCartLine']> = {
  addedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  department?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleType?: Resolver<ResolversTypes['SaleType'], ParentType, ContextType>;
};

export type MarketCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCategory'] = ResolversParentTypes['MarketCategory']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['MarketCategoryField']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<Maybe<ResolversTypes['MarketLeadCounts']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceDuoCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceExclusiveCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceTrioCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketCategoryDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCategoryDay'] = ResolversParentTypes['MarketCategoryDay']> = {
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketCategoryFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCategoryField'] = ResolversParentTypes['MarketCategoryField']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CategoryFieldType'], ParentType, ContextType>;
};

export type MarketCategoryReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCategoryReport'] = ResolversParentTypes['MarketCategoryReport']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['MarketCategory'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['MarketCategoryDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsByType?: Resolver<ResolversTypes['MarketByType'], ParentType, ContextType>;
  revenueByType?: Resolver<ResolversTypes['MarketByType'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesByType?: Resolver<ResolversTypes['MarketByType'], ParentType, ContextType>;
  soldLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unsold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketCheckoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketCheckout'] = ResolversParentTypes['MarketCheckout']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MarketClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketClient'] = ResolversParentTypes['MarketClient']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketDashboard'] = ResolversParentTypes['MarketDashboard']> = {
  balance?: Resolver<ResolversTypes['MarketBalance'], ParentType, ContextType>;
  invalidations?: Resolver<ResolversTypes['InvalidationStats'], ParentType, ContextType>;
  leadsBought30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['DashboardOrder']>, ParentType, ContextType>;
  recentLeads?: Resolver<Array<ResolversTypes['BoughtLead']>, ParentType, ContextType>;
  returnRate?: Resolver<ResolversTypes['ReturnRate'], ParentType, ContextType>;
  spend?: Resolver<Array<ResolversTypes['SpendDay']>, ParentType, ContextType>;
  spendTotalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketLeadCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketLeadCounts'] = ResolversParentTypes['MarketLeadCounts']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketLeadFlowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketLeadFlow'] = ResolversParentTypes['MarketLeadFlow']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['MarketLeadFlowPoint']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['MarketLeadFlowSeries']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketLeadFlowPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketLeadFlowPoint'] = ResolversParentTypes['MarketLeadFlowPoint']> = {
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seriesKey?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketLeadFlowSeriesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketLeadFlowSeries'] = ResolversParentTypes['MarketLeadFlowSeries']> = {
  drops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOggoDataCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOggoDataCategory'] = ResolversParentTypes['MarketOggoDataCategory']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrder'] = ResolversParentTypes['MarketOrder']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['OrderCriteria'], ParentType, ContextType>;
  dailyCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivery?: Resolver<ResolversTypes['DeliveryMode'], ParentType, ContextType>;
  filterId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  filterName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hourFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hourTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastDeliveryAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleType?: Resolver<ResolversTypes['SaleType'], ParentType, ContextType>;
  spentCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderCreatedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderCreated'] = ResolversParentTypes['MarketOrderCreated']> = {
  balanceShort?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  distributed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderDelivery'] = ResolversParentTypes['MarketOrderDelivery']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  department?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  saleId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderDetail'] = ResolversParentTypes['MarketOrderDetail']> = {
  deliveries?: Resolver<Array<ResolversTypes['MarketOrderDelivery']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['MarketOrder'], ParentType, ContextType>;
  progress?: Resolver<Array<ResolversTypes['MarketOrderProgressDay']>, ParentType, ContextType>;
};

export type MarketOrderProgressDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderProgressDay'] = ResolversParentTypes['MarketOrderProgressDay']> = {
  cumulative?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderQuoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderQuote'] = ResolversParentTypes['MarketOrderQuote']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceShort?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  basePriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoCreditCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promoKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderStateResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderStateResult'] = ResolversParentTypes['MarketOrderStateResult']> = {
  distributed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
};

export type MarketOrderTrackingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderTracking'] = ResolversParentTypes['MarketOrderTracking']> = {
  expected7?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last7?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  late?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['MarketOrder'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderWizardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketOrderWizard'] = ResolversParentTypes['MarketOrderWizard']> = {
  balanceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['OrderCategory']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['MarketSavedFilterOption']>, ParentType, ContextType>;
  haswebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarketPhoneCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketPhoneCheck'] = ResolversParentTypes['MarketPhoneCheck']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  e164?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarketPriceGridResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketPriceGrid'] = ResolversParentTypes['MarketPriceGrid']> = {
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoValue?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MarketPriceRow']>, ParentType, ContextType>;
};

export type MarketPriceRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketPriceRow'] = ResolversParentTypes['MarketPriceRow']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duoCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duoNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusiveCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusiveNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trioCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trioNetCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketPromoCodeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketPromoCode'] = ResolversParentTypes['MarketPromoCode']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromoKind'], ParentType, ContextType>;
  maxUses?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketRealtimeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketRealtime'] = ResolversParentTypes['MarketRealtime']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['MarketRealtimeCategory']>, ParentType, ContextType>;
  minutes?: Resolver<Array<ResolversTypes['MarketRealtimeMinute']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MarketRealtimeFigures'], ParentType, ContextType>;
};

export type MarketRealtimeCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketRealtimeCategory'] = ResolversParentTypes['MarketRealtimeCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketRealtimeFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketRealtimeFigures'] = ResolversParentTypes['MarketRealtimeFigures']> = {
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketRealtimeMinuteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketRealtimeMinute'] = ResolversParentTypes['MarketRealtimeMinute']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketSavedFilterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketSavedFilter'] = ResolversParentTypes['MarketSavedFilter']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['OrderCriteria'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketSavedFilterOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketSavedFilterOption'] = ResolversParentTypes['MarketSavedFilterOption']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['OrderCriteria'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketSourceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketSource'] = ResolversParentTypes['MarketSource']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastLeadAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minTrustScore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketSourceCreatedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketSourceCreated'] = ResolversParentTypes['MarketSourceCreated']> = {
  apiKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['MarketSource'], ParentType, ContextType>;
};

export type MarketStockCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockCategory'] = ResolversParentTypes['MarketStockCategory']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold3?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketStockFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockFigures'] = ResolversParentTypes['MarketStockFigures']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold3?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketStockLeadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockLead'] = ResolversParentTypes['MarketStockLead']> = {
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  buyerLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  department?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inCart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketStockPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockPage'] = ResolversParentTypes['MarketStockPage']> = {
  items?: Resolver<Array<ResolversTypes['MarketStockLead']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketStockReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockReport'] = ResolversParentTypes['MarketStockReport']> = {
  byCategory?: Resolver<Array<ResolversTypes['MarketStockCategory']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MarketStockRow']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MarketStockFigures'], ParentType, ContextType>;
};

export type MarketStockRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketStockRow'] = ResolversParentTypes['MarketStockRow']> = {
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  collected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold3?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketWebhookResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhook'] = ResolversParentTypes['MarketWebhook']> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['MarketWebhookHeader']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mapping?: Resolver<Array<ResolversTypes['MarketWebhookMapping']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['WebhookMethod'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerSociety?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['WebhookState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketWebhookAttemptResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookAttempt'] = ResolversParentTypes['MarketWebhookAttempt']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MarketWebhookClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookClient'] = ResolversParentTypes['MarketWebhookClient']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveries7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  successRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webhooks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketWebhookDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookDelivery'] = ResolversParentTypes['MarketWebhookDelivery']> = {
  attemptLog?: Resolver<Array<ResolversTypes['MarketWebhookAttempt']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saleId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['DeliveryState'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketWebhookDeliveryPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookDeliveryPage'] = ResolversParentTypes['MarketWebhookDeliveryPage']> = {
  items?: Resolver<Array<ResolversTypes['MarketWebhookDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketWebhookHeaderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookHeader'] = ResolversParentTypes['MarketWebhookHeader']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketWebhookMappingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookMapping'] = ResolversParentTypes['MarketWebhookMapping']> = {
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MarketWebhookSecretResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookSecret'] = ResolversParentTypes['MarketWebhookSecret']> = {
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['MarketWebhook'], ParentType, ContextType>;
};

export type MarketWebhookTestResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MarketWebhookTestResult'] = ResolversParentTypes['MarketWebhookTestResult']> = {
  deliveryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MgAdminClientStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminClientStats'] = ResolversParentTypes['MgAdminClientStats']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  activeWsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsBought?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminDashboard'] = ResolversParentTypes['MgAdminDashboard']> = {
  daily?: Resolver<Array<ResolversTypes['MgAdminVolumeDay']>, ParentType, ContextType>;
  fraudSuspected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['MgAdminPeriod'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['MgAdminPeriod'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['MgAdminPeriod'], ParentType, ContextType>;
  webServices?: Resolver<Array<ResolversTypes['MgAdminWsResponse']>, ParentType, ContextType>;
};

export type MgAdminMarginResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminMargin'] = ResolversParentTypes['MgAdminMargin']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminMarginMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminMarginMonth'] = ResolversParentTypes['MgAdminMarginMonth']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminMarginProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminMarginProduct'] = ResolversParentTypes['MgAdminMarginProduct']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MgProduct'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminMarginRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminMarginRow'] = ResolversParentTypes['MgAdminMarginRow']> = {
  costCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marginRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MgProduct'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminMarginStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminMarginStats'] = ResolversParentTypes['MgAdminMarginStats']> = {
  byMonth?: Resolver<Array<ResolversTypes['MgAdminMarginMonth']>, ParentType, ContextType>;
  byProduct?: Resolver<Array<ResolversTypes['MgAdminMarginProduct']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MgAdminMarginRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MgAdminMargin'], ParentType, ContextType>;
};

export type MgAdminPeriodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminPeriod'] = ResolversParentTypes['MgAdminPeriod']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['MgAdminMargin'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  volumes?: Resolver<ResolversTypes['MgAdminVolumes'], ParentType, ContextType>;
};

export type MgAdminResponseTimesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminResponseTimes'] = ResolversParentTypes['MgAdminResponseTimes']> = {
  daily?: Resolver<Array<ResolversTypes['MgAdminWsResponseDay']>, ParentType, ContextType>;
  failingErrorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failingMinSettled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  selectedId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  slowThresholdMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webServices?: Resolver<Array<ResolversTypes['MgAdminWsResponse']>, ParentType, ContextType>;
};

export type MgAdminVolumeDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminVolumeDay'] = ResolversParentTypes['MgAdminVolumeDay']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminVolumeProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminVolumeProduct'] = ResolversParentTypes['MgAdminVolumeProduct']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MgProduct'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminVolumeStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminVolumeStats'] = ResolversParentTypes['MgAdminVolumeStats']> = {
  byDay?: Resolver<Array<ResolversTypes['MgAdminVolumeDay']>, ParentType, ContextType>;
  byProduct?: Resolver<Array<ResolversTypes['MgAdminVolumeProduct']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MgAdminVolumes'], ParentType, ContextType>;
};

export type MgAdminVolumesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminVolumes'] = ResolversParentTypes['MgAdminVolumes']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminWsResponseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminWsResponse'] = ResolversParentTypes['MgAdminWsResponse']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MgProduct'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MgWsState'], ParentType, ContextType>;
  webServiceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdminWsResponseDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdminWsResponseDay'] = ResolversParentTypes['MgAdminWsResponseDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdvertiserDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserDashboard'] = ResolversParentTypes['MgAdvertiserDashboard']> = {
  daily?: Resolver<Array<ResolversTypes['MgAdvertiserDay']>, ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['MgAdvertiserPeriod'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['MgAdvertiserPeriod'], ParentType, ContextType>;
  webServices?: Resolver<Array<ResolversTypes['MgWsHealth']>, ParentType, ContextType>;
};

export type MgAdvertiserDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserDay'] = ResolversParentTypes['MgAdvertiserDay']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdvertiserFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserFigures'] = ResolversParentTypes['MgAdvertiserFigures']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdvertiserPeriodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserPeriod'] = ResolversParentTypes['MgAdvertiserPeriod']> = {
  figures?: Resolver<ResolversTypes['MgAdvertiserFigures'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgAdvertiserProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserProduct'] = ResolversParentTypes['MgAdvertiserProduct']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgAdvertiserStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserStats'] = ResolversParentTypes['MgAdvertiserStats']> = {
  byDay?: Resolver<Array<ResolversTypes['MgAdvertiserDay']>, ParentType, ContextType>;
  byProduct?: Resolver<Array<ResolversTypes['MgAdvertiserProduct']>, ParentType, ContextType>;
  byWebService?: Resolver<Array<ResolversTypes['MgAdvertiserWebService']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MgAdvertiserFigures'], ParentType, ContextType>;
};

export type MgAdvertiserWebServiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgAdvertiserWebService'] = ResolversParentTypes['MgAdvertiserWebService']> = {
  acceptanceRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spendCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webServiceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgExtractLeadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgExtractLead'] = ResolversParentTypes['MgExtractLead']> = {
  boughtAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webServiceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgExtractPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgExtractPage'] = ResolversParentTypes['MgExtractPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MgExtractLead']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgFieldMappingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFieldMapping'] = ResolversParentTypes['MgFieldMapping']> = {
  ours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  theirs?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgFraudCaseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudCase'] = ResolversParentTypes['MgFraudCase']> = {
  billedCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['MgFraudDelivery']>, ParentType, ContextType>;
  deviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fraudReasons?: Resolver<Array<ResolversTypes['MgFraudReason']>, ParentType, ContextType>;
  fraudState?: Resolver<ResolversTypes['MgFraudState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['MgFraudRelatedLead']>, ParentType, ContextType>;
  reviewNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgFraudCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudCounts'] = ResolversParentTypes['MgFraudCounts']> = {
  cleared?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  confirmed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suspected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgFraudDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudDelivery'] = ResolversParentTypes['MgFraudDelivery']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webServiceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgFraudQueueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudQueue'] = ResolversParentTypes['MgFraudQueue']> = {
  counts?: Resolver<ResolversTypes['MgFraudCounts'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['MgFraudCase']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgFraudRelatedLeadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudRelatedLead'] = ResolversParentTypes['MgFraudRelatedLead']> = {
  clients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fraudState?: Resolver<ResolversTypes['MgFraudState'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgFraudReviewResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgFraudReviewResult'] = ResolversParentTypes['MgFraudReviewResult']> = {
  inValidatedMonth?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MgRealtimeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgRealtime'] = ResolversParentTypes['MgRealtime']> = {
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutes?: Resolver<Array<ResolversTypes['MarketRealtimeMinute']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['MgRealtimeProduct']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MarketRealtimeFigures'], ParentType, ContextType>;
};

export type MgRealtimeProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgRealtimeProduct'] = ResolversParentTypes['MgRealtimeProduct']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgWebServiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgWebService'] = ResolversParentTypes['MgWebService']> = {
  accepted7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  avgResponseMs7d?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientSociety?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientTokenHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumerKeyHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumerSecretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  databaseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failed7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failureStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fieldMapping?: Resolver<Array<ResolversTypes['MgFieldMapping']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['MgWsMethod'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pauseReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MgProduct'], ParentType, ContextType>;
  refused7d?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MgWsState'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgWebServicePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgWebServicePage'] = ResolversParentTypes['MgWebServicePage']> = {
  items?: Resolver<Array<ResolversTypes['MgWebService']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MgWsHealthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgWsHealth'] = ResolversParentTypes['MgWsHealth']> = {
  acceptanceRate24h?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  deliveries24h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorRate24h?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pauseReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pausedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settled24h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MgWsTestResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MgWsTestResult'] = ResolversParentTypes['MgWsTestResult']> = {
  deliveryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  httpStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  responseMs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MgDeliveryState'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  activateCheckScenario?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationActivateCheckScenarioArgs>>;
  addDataSuppressions?: Resolver<ResolversTypes['DataSuppressionImport'], ParentType, ContextType, RequireFields<MutationAddDataSuppressionsArgs, 'emails'>>;
  addToCart?: Resolver<ResolversTypes['Panier'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'leadIds' | 'saleType'>>;
  adjustBalance?: Resolver<ResolversTypes['LedgerEntry'], ParentType, ContextType, RequireFields<MutationAdjustBalanceArgs, 'input'>>;
  ageOutMarketStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationAgeOutMarketStockArgs>>;
  cancelMarketOrder?: Resolver<ResolversTypes['MarketOrderStateResult'], ParentType, ContextType, RequireFields<MutationCancelMarketOrderArgs, 'id'>>;
  checkoutCart?: Resolver<ResolversTypes['MarketCheckout'], ParentType, ContextType>;
  cleanEmailList?: Resolver<Array<ResolversTypes['DataCleanedRow']>, ParentType, ContextType, RequireFields<MutationCleanEmailListArgs, 'emails'>>;
  confirmDataContact?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationConfirmDataContactArgs, 'email' | 'sig' | 'source'>>;
  createCheckScenario?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateCheckScenarioArgs, 'draft' | 'name'>>;
  createMarketCategory?: Resolver<ResolversTypes['MarketCategory'], ParentType, ContextType, RequireFields<MutationCreateMarketCategoryArgs, 'input'>>;
  createMarketFilter?: Resolver<ResolversTypes['MarketSavedFilter'], ParentType, ContextType, RequireFields<MutationCreateMarketFilterArgs, 'input'>>;
  createMarketOrder?: Resolver<ResolversTypes['MarketOrderCreated'], ParentType, ContextType, RequireFields<MutationCreateMarketOrderArgs, 'input'>>;
  createMarketPromoCode?: Resolver<ResolversTypes['MarketPromoCode'], ParentType, ContextType, RequireFields<MutationCreateMarketPromoCodeArgs, 'input'>>;
  createMarketSource?: Resolver<ResolversTypes['MarketSourceCreated'], ParentType, ContextType, RequireFields<MutationCreateMarketSourceArgs, 'costCents' | 'name'>>;
  createMarketWebhook?: Resolver<ResolversTypes['MarketWebhookSecret'], ParentType, ContextType, RequireFields<MutationCreateMarketWebhookArgs, 'input'>>;
  createMgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<MutationCreateMgWebServiceArgs, 'input'>>;
  decideInvalidations?: Resolver<ResolversTypes['InvalidationDecision'], ParentType, ContextType, RequireFields<MutationDecideInvalidationsArgs, 'input'>>;
  deleteCheckPriceTier?: Resolver<Array<ResolversTypes['CheckPriceTier']>, ParentType, ContextType, RequireFields<MutationDeleteCheckPriceTierArgs, 'id'>>;
  deleteMarketFilter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMarketFilterArgs, 'id'>>;
  deleteMarketPromoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDeleteMarketPromoCodeArgs, 'id'>>;
  deleteMarketWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMarketWebhookArgs, 'id'>>;
  pauseMarketOrder?: Resolver<ResolversTypes['MarketOrderStateResult'], ParentType, ContextType, RequireFields<MutationPauseMarketOrderArgs, 'id'>>;
  pauseMarketWebhook?: Resolver<ResolversTypes['MarketWebhook'], ParentType, ContextType, RequireFields<MutationPauseMarketWebhookArgs, 'id'>>;
  pauseMgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<MutationPauseMgWebServiceArgs, 'id'>>;
  refusePrepayment?: Resolver<ResolversTypes['Prepayment'], ParentType, ContextType, RequireFields<MutationRefusePrepaymentArgs, 'id' | 'reason'>>;
  regenerateMarketWebhookSecret?: Resolver<ResolversTypes['MarketWebhookSecret'], ParentType, ContextType, RequireFields<MutationRegenerateMarketWebhookSecretArgs, 'id'>>;
  relaunchMarketOrder?: Resolver<ResolversTypes['MarketOrderStateResult'], ParentType, ContextType, RequireFields<MutationRelaunchMarketOrderArgs, 'id'>>;
  removeFromCart?: Resolver<ResolversTypes['Panier'], ParentType, ContextType, RequireFields<MutationRemoveFromCartArgs, 'ids'>>;
  requestInvalidation?: Resolver<ResolversTypes['Invalidation'], ParentType, ContextType, RequireFields<MutationRequestInvalidationArgs, 'input'>>;
  requestPrepayment?: Resolver<ResolversTypes['Prepayment'], ParentType, ContextType, RequireFields<MutationRequestPrepaymentArgs, 'input'>>;
  resendMarketSale?: Resolver<ResolversTypes['MarketWebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendMarketSaleArgs, 'sale_id' | 'webhook_id'>>;
  resendMarketWebhookDelivery?: Resolver<ResolversTypes['MarketWebhookDelivery'], ParentType, ContextType, RequireFields<MutationResendMarketWebhookDeliveryArgs, 'delivery_id'>>;
  resumeMgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<MutationResumeMgWebServiceArgs, 'id'>>;
  reviewMgFraud?: Resolver<ResolversTypes['MgFraudReviewResult'], ParentType, ContextType, RequireFields<MutationReviewMgFraudArgs, 'input'>>;
  rotateCheckKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saveCheckScenarioVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSaveCheckScenarioVersionArgs, 'draft' | 'scenarioId'>>;
  setCheckPriceTier?: Resolver<Array<ResolversTypes['CheckPriceTier']>, ParentType, ContextType, RequireFields<MutationSetCheckPriceTierArgs, 'input'>>;
  setInvalidationPolicy?: Resolver<ResolversTypes['InvalidationPolicy'], ParentType, ContextType, RequireFields<MutationSetInvalidationPolicyArgs, 'input'>>;
  setMarketCategoryActive?: Resolver<ResolversTypes['MarketCategory'], ParentType, ContextType, RequireFields<MutationSetMarketCategoryActiveArgs, 'active' | 'id'>>;
  setMarketSourceActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetMarketSourceActiveArgs, 'active' | 'id'>>;
  setMarketSourceMinTrustScore?: Resolver<ResolversTypes['MarketSource'], ParentType, ContextType, RequireFields<MutationSetMarketSourceMinTrustScoreArgs, 'id'>>;
  setupMarketPartner?: Resolver<ResolversTypes['MarketWebhookSecret'], ParentType, ContextType, RequireFields<MutationSetupMarketPartnerArgs, 'input'>>;
  testCheckScenario?: Resolver<ResolversTypes['CheckDryRun'], ParentType, ContextType, RequireFields<MutationTestCheckScenarioArgs, 'contact' | 'draft'>>;
  testMarketWebhook?: Resolver<ResolversTypes['MarketWebhookTestResult'], ParentType, ContextType, RequireFields<MutationTestMarketWebhookArgs, 'id'>>;
  testMgWebService?: Resolver<ResolversTypes['MgWsTestResult'], ParentType, ContextType, RequireFields<MutationTestMgWebServiceArgs, 'id'>>;
  updateMarketCategory?: Resolver<ResolversTypes['MarketCategory'], ParentType, ContextType, RequireFields<MutationUpdateMarketCategoryArgs, 'id' | 'input'>>;
  updateMarketFilter?: Resolver<ResolversTypes['MarketSavedFilter'], ParentType, ContextType, RequireFields<MutationUpdateMarketFilterArgs, 'id' | 'input'>>;
  updateMarketOrder?: Resolver<ResolversTypes['MarketOrder'], ParentType, ContextType, RequireFields<MutationUpdateMarketOrderArgs, 'id' | 'input'>>;
  updateMarketPromoCode?: Resolver<ResolversTypes['MarketPromoCode'], ParentType, ContextType, RequireFields<MutationUpdateMarketPromoCodeArgs, 'id' | 'input'>>;
  updateMarketWebhook?: Resolver<ResolversTypes['MarketWebhook'], ParentType, ContextType, RequireFields<MutationUpdateMarketWebhookArgs, 'id' | 'input'>>;
  updateMgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<MutationUpdateMgWebServiceArgs, 'id' | 'input'>>;
  validateMarketWebhook?: Resolver<ResolversTypes['MarketWebhook'], ParentType, ContextType, RequireFields<MutationValidateMarketWebhookArgs, 'id'>>;
  validateMgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<MutationValidateMgWebServiceArgs, 'id'>>;
  validatePrepayment?: Resolver<ResolversTypes['Prepayment'], ParentType, ContextType, RequireFields<MutationValidatePrepaymentArgs, 'id'>>;
  verifyCheckContact?: Resolver<ResolversTypes['CheckVerified'], ParentType, ContextType, RequireFields<MutationVerifyCheckContactArgs, 'input'>>;
};

export type OrderCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderCategory'] = ResolversParentTypes['OrderCategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['OrderCategoryField']>, ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceDuoCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceExclusiveCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceTrioCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderCategoryFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderCategoryField'] = ResolversParentTypes['OrderCategoryField']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CategoryFieldType'], ParentType, ContextType>;
};

export type OrderCriteriaResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderCriteria'] = ResolversParentTypes['OrderCriteria']> = {
  ageMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ageMin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  departments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['OrderCriteriaField']>, ParentType, ContextType>;
  postcodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderCriteriaFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderCriteriaField'] = ResolversParentTypes['OrderCriteriaField']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PanierResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Panier'] = ResolversParentTypes['Panier']> = {
  duo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrepaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Prepayment'] = ResolversParentTypes['Prepayment']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountTtcCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decidedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PrepaymentMethod'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrepaymentStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfitabilityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Profitability'] = ResolversParentTypes['Profitability']> = {
  categories?: Resolver<Array<ResolversTypes['CategoryMargin']>, ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['MarginDay']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['MarginTotals'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  balanceHistory?: Resolver<Array<ResolversTypes['BalancePoint']>, ParentType, ContextType, Partial<QueryBalanceHistoryArgs>>;
  checkAccount?: Resolver<Maybe<ResolversTypes['CheckAccount']>, ParentType, ContextType>;
  checkClients?: Resolver<Array<ResolversTypes['CheckClientOption']>, ParentType, ContextType>;
  checkEvents?: Resolver<ResolversTypes['CheckEventPage'], ParentType, ContextType, Partial<QueryCheckEventsArgs>>;
  checkList?: Resolver<Maybe<ResolversTypes['CheckList']>, ParentType, ContextType, RequireFields<QueryCheckListArgs, 'id'>>;
  checkLists?: Resolver<Array<ResolversTypes['CheckList']>, ParentType, ContextType>;
  checkPriceGrid?: Resolver<Array<ResolversTypes['CheckPriceTier']>, ParentType, ContextType>;
  checkQuote?: Resolver<ResolversTypes['CheckQuote'], ParentType, ContextType, RequireFields<QueryCheckQuoteArgs, 'checks' | 'volume'>>;
  checkScenarios?: Resolver<Array<ResolversTypes['CheckScenario']>, ParentType, ContextType>;
  checkVerifications?: Resolver<ResolversTypes['CheckVerificationPage'], ParentType, ContextType, Partial<QueryCheckVerificationsArgs>>;
  dataContacts?: Resolver<ResolversTypes['DataContactPage'], ParentType, ContextType, Partial<QueryDataContactsArgs>>;
  dataFacets?: Resolver<ResolversTypes['DataFacets'], ParentType, ContextType>;
  dataStockOverview?: Resolver<ResolversTypes['DataStockOverview'], ParentType, ContextType, Partial<QueryDataStockOverviewArgs>>;
  dataSuppressions?: Resolver<ResolversTypes['DataSuppressionPage'], ParentType, ContextType, Partial<QueryDataSuppressionsArgs>>;
  dataUnsubscribeStats?: Resolver<ResolversTypes['DataUnsubscribeStats'], ParentType, ContextType, Partial<QueryDataUnsubscribeStatsArgs>>;
  datadealPublisher?: Resolver<ResolversTypes['DatadealPublisher'], ParentType, ContextType, Partial<QueryDatadealPublisherArgs>>;
  getPanier?: Resolver<ResolversTypes['Panier'], ParentType, ContextType, RequireFields<QueryGetPanierArgs, 'id_utilisateur'>>;
  getSoldeactuel?: Resolver<ResolversTypes['Solde'], ParentType, ContextType, RequireFields<QueryGetSoldeactuelArgs, 'id_utilisateur'>>;
  invalidationPolicy?: Resolver<ResolversTypes['InvalidationPolicy'], ParentType, ContextType>;
  invalidationRequests?: Resolver<Array<ResolversTypes['Invalidation']>, ParentType, ContextType, Partial<QueryInvalidationRequestsArgs>>;
  lastTotalPrepaiements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ledgerClients?: Resolver<Array<ResolversTypes['LedgerClient']>, ParentType, ContextType>;
  marketBankDetails?: Resolver<ResolversTypes['BankTransferDetails'], ParentType, ContextType>;
  marketCategories?: Resolver<Array<ResolversTypes['MarketCategory']>, ParentType, ContextType, Partial<QueryMarketCategoriesArgs>>;
  marketCategory?: Resolver<Maybe<ResolversTypes['MarketCategory']>, ParentType, ContextType, RequireFields<QueryMarketCategoryArgs, 'id'>>;
  marketCategoryReport?: Resolver<Maybe<ResolversTypes['MarketCategoryReport']>, ParentType, ContextType, RequireFields<QueryMarketCategoryReportArgs, 'from' | 'id' | 'to'>>;
  marketCheckPhones?: Resolver<Array<ResolversTypes['MarketPhoneCheck']>, ParentType, ContextType, RequireFields<QueryMarketCheckPhonesArgs, 'country' | 'text'>>;
  marketClientStats?: Resolver<ResolversTypes['ClientStats'], ParentType, ContextType, RequireFields<QueryMarketClientStatsArgs, 'from' | 'to'>>;
  marketClients?: Resolver<Array<ResolversTypes['MarketClient']>, ParentType, ContextType>;
  marketDashboard?: Resolver<ResolversTypes['MarketDashboard'], ParentType, ContextType, Partial<QueryMarketDashboardArgs>>;
  marketLeadFlow?: Resolver<ResolversTypes['MarketLeadFlow'], ParentType, ContextType, RequireFields<QueryMarketLeadFlowArgs, 'by'>>;
  marketOggoDataCategories?: Resolver<Array<ResolversTypes['MarketOggoDataCategory']>, ParentType, ContextType>;
  marketOrder?: Resolver<ResolversTypes['MarketOrderDetail'], ParentType, ContextType, RequireFields<QueryMarketOrderArgs, 'id'>>;
  marketOrderQuote?: Resolver<ResolversTypes['MarketOrderQuote'], ParentType, ContextType, RequireFields<QueryMarketOrderQuoteArgs, 'input'>>;
  marketOrderWizard?: Resolver<ResolversTypes['MarketOrderWizard'], ParentType, ContextType, Partial<QueryMarketOrderWizardArgs>>;
  marketOrders?: Resolver<Array<ResolversTypes['MarketOrder']>, ParentType, ContextType, Partial<QueryMarketOrdersArgs>>;
  marketPartnerWebhook?: Resolver<Maybe<ResolversTypes['MarketWebhook']>, ParentType, ContextType, RequireFields<QueryMarketPartnerWebhookArgs, 'partner'>>;
  marketProfitability?: Resolver<ResolversTypes['Profitability'], ParentType, ContextType, RequireFields<QueryMarketProfitabilityArgs, 'from' | 'to'>>;
  marketPromoCodes?: Resolver<Array<ResolversTypes['MarketPromoCode']>, ParentType, ContextType>;
  marketRealtime?: Resolver<ResolversTypes['MarketRealtime'], ParentType, ContextType>;
  marketSavedFilter?: Resolver<ResolversTypes['MarketSavedFilter'], ParentType, ContextType, RequireFields<QueryMarketSavedFilterArgs, 'id'>>;
  marketSources?: Resolver<Array<ResolversTypes['MarketSource']>, ParentType, ContextType>;
  marketStock?: Resolver<ResolversTypes['MarketStockPage'], ParentType, ContextType, RequireFields<QueryMarketStockArgs, 'categoryId' | 'saleType'>>;
  marketStockPreview?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryMarketStockPreviewArgs, 'categoryId'>>;
  marketStockReport?: Resolver<ResolversTypes['MarketStockReport'], ParentType, ContextType, RequireFields<QueryMarketStockReportArgs, 'from' | 'to'>>;
  marketWebhook?: Resolver<ResolversTypes['MarketWebhook'], ParentType, ContextType, RequireFields<QueryMarketWebhookArgs, 'id'>>;
  marketWebhookClients?: Resolver<Array<ResolversTypes['MarketWebhookClient']>, ParentType, ContextType>;
  marketWebhookDeliveries?: Resolver<ResolversTypes['MarketWebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryMarketWebhookDeliveriesArgs, 'webhook_id'>>;
  marketWebhooks?: Resolver<Array<ResolversTypes['MarketWebhook']>, ParentType, ContextType, Partial<QueryMarketWebhooksArgs>>;
  mesCommandes?: Resolver<Array<ResolversTypes['MarketOrder']>, ParentType, ContextType, Partial<QueryMesCommandesArgs>>;
  mesFiltres?: Resolver<Array<ResolversTypes['MarketSavedFilter']>, ParentType, ContextType>;
  mesTarifs?: Resolver<ResolversTypes['MarketPriceGrid'], ParentType, ContextType, Partial<QueryMesTarifsArgs>>;
  mgAdminClientStats?: Resolver<Array<ResolversTypes['MgAdminClientStats']>, ParentType, ContextType, RequireFields<QueryMgAdminClientStatsArgs, 'filter'>>;
  mgAdminDashboard?: Resolver<ResolversTypes['MgAdminDashboard'], ParentType, ContextType>;
  mgAdminMarginStats?: Resolver<ResolversTypes['MgAdminMarginStats'], ParentType, ContextType, RequireFields<QueryMgAdminMarginStatsArgs, 'filter'>>;
  mgAdminResponseTimes?: Resolver<ResolversTypes['MgAdminResponseTimes'], ParentType, ContextType, RequireFields<QueryMgAdminResponseTimesArgs, 'filter'>>;
  mgAdminVolumeStats?: Resolver<ResolversTypes['MgAdminVolumeStats'], ParentType, ContextType, RequireFields<QueryMgAdminVolumeStatsArgs, 'filter'>>;
  mgAdvertiserDashboard?: Resolver<ResolversTypes['MgAdvertiserDashboard'], ParentType, ContextType>;
  mgAdvertiserStats?: Resolver<ResolversTypes['MgAdvertiserStats'], ParentType, ContextType, RequireFields<QueryMgAdvertiserStatsArgs, 'filter'>>;
  mgExtractMer?: Resolver<ResolversTypes['MgExtractPage'], ParentType, ContextType, RequireFields<QueryMgExtractMerArgs, 'filter'>>;
  mgFraudQueue?: Resolver<ResolversTypes['MgFraudQueue'], ParentType, ContextType, Partial<QueryMgFraudQueueArgs>>;
  mgRealtime?: Resolver<ResolversTypes['MgRealtime'], ParentType, ContextType>;
  mgWebService?: Resolver<ResolversTypes['MgWebService'], ParentType, ContextType, RequireFields<QueryMgWebServiceArgs, 'id'>>;
  mgWebServices?: Resolver<ResolversTypes['MgWebServicePage'], ParentType, ContextType, Partial<QueryMgWebServicesArgs>>;
  monPanier?: Resolver<ResolversTypes['MarketCart'], ParentType, ContextType>;
  myLeads?: Resolver<Array<ResolversTypes['BoughtLead']>, ParentType, ContextType, Partial<QueryMyLeadsArgs>>;
  myLedger?: Resolver<ResolversTypes['LedgerPage'], ParentType, ContextType, Partial<QueryMyLedgerArgs>>;
  myPrepayments?: Resolver<Array<ResolversTypes['Prepayment']>, ParentType, ContextType, Partial<QueryMyPrepaymentsArgs>>;
  myReturnRate?: Resolver<ResolversTypes['ReturnRate'], ParentType, ContextType, Partial<QueryMyReturnRateArgs>>;
  orderCategories?: Resolver<Array<ResolversTypes['OrderCategory']>, ParentType, ContextType>;
  prepaymentRequests?: Resolver<Array<ResolversTypes['Prepayment']>, ParentType, ContextType, Partial<QueryPrepaymentRequestsArgs>>;
  suiviCommandes?: Resolver<Array<ResolversTypes['MarketOrderTracking']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['LedgerPage'], ParentType, ContextType, Partial<QueryTransactionsArgs>>;
  trustConsumption?: Resolver<ResolversTypes['TrustConsumption'], ParentType, ContextType, RequireFields<QueryTrustConsumptionArgs, 'from' | 'to'>>;
  trustStatistics?: Resolver<ResolversTypes['TrustStatistics'], ParentType, ContextType, RequireFields<QueryTrustStatisticsArgs, 'from' | 'to'>>;
};

export type ReturnRateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReturnRate'] = ResolversParentTypes['ReturnRate']> = {
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SoldeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Solde'] = ResolversParentTypes['Solde']> = {
  lastPrepaiement?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  soldeHt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldeTtc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpendDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SpendDay'] = ResolversParentTypes['SpendDay']> = {
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrustCheckFailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustCheckFails'] = ResolversParentTypes['TrustCheckFails']> = {
  n?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['CheckName'], ParentType, ContextType>;
};

export type TrustClientRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustClientRow'] = ResolversParentTypes['TrustClientRow']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrustConsumptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustConsumption'] = ResolversParentTypes['TrustConsumption']> = {
  clients?: Resolver<Array<ResolversTypes['TrustUsageClient']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['TrustUsageDay']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['TrustUsageTotals'], ParentType, ContextType>;
};

export type TrustDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustDay'] = ResolversParentTypes['TrustDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrustStatisticsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustStatistics'] = ResolversParentTypes['TrustStatistics']> = {
  clients?: Resolver<Array<ResolversTypes['TrustClientRow']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['TrustDay']>, ParentType, ContextType>;
  fails?: Resolver<Array<ResolversTypes['TrustCheckFails']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['TrustTotals'], ParentType, ContextType>;
};

export type TrustTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustTotals'] = ResolversParentTypes['TrustTotals']> = {
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  risky?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrustUsageClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustUsageClient'] = ResolversParentTypes['TrustUsageClient']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrustUsageDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustUsageDay'] = ResolversParentTypes['TrustUsageDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  n?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrustUsageTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrustUsageTotals'] = ResolversParentTypes['TrustUsageTotals']> = {
  revenueCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  BalancePoint?: BalancePointResolvers<ContextType>;
  BankTransferDetails?: BankTransferDetailsResolvers<ContextType>;
  BoughtLead?: BoughtLeadResolvers<ContextType>;
  CategoryMargin?: CategoryMarginResolvers<ContextType>;
  CheckAccount?: CheckAccountResolvers<ContextType>;
  CheckClientOption?: CheckClientOptionResolvers<ContextType>;
  CheckDryRun?: CheckDryRunResolvers<ContextType>;
  CheckEvent?: CheckEventResolvers<ContextType>;
  CheckEventPage?: CheckEventPageResolvers<ContextType>;
  CheckList?: CheckListResolvers<ContextType>;
  CheckPriceTier?: CheckPriceTierResolvers<ContextType>;
  CheckQuote?: CheckQuoteResolvers<ContextType>;
  CheckQuoteLine?: CheckQuoteLineResolvers<ContextType>;
  CheckResult?: CheckResultResolvers<ContextType>;
  CheckScenario?: CheckScenarioResolvers<ContextType>;
  CheckScenarioCheck?: CheckScenarioCheckResolvers<ContextType>;
  CheckScenarioVersion?: CheckScenarioVersionResolvers<ContextType>;
  CheckVerification?: CheckVerificationResolvers<ContextType>;
  CheckVerificationPage?: CheckVerificationPageResolvers<ContextType>;
  CheckVerified?: CheckVerifiedResolvers<ContextType>;
  ClientStats?: ClientStatsResolvers<ContextType>;
  ClientStatsDay?: ClientStatsDayResolvers<ContextType>;
  ClientStatsRow?: ClientStatsRowResolvers<ContextType>;
  DashboardOrder?: DashboardOrderResolvers<ContextType>;
  DataBreakdown?: DataBreakdownResolvers<ContextType>;
  DataCleanedRow?: DataCleanedRowResolvers<ContextType>;
  DataContact?: DataContactResolvers<ContextType>;
  DataContactPage?: DataContactPageResolvers<ContextType>;
  DataCount?: DataCountResolvers<ContextType>;
  DataFacets?: DataFacetsResolvers<ContextType>;
  DataGrowthPoint?: DataGrowthPointResolvers<ContextType>;
  DataStateCount?: DataStateCountResolvers<ContextType>;
  DataStockOverview?: DataStockOverviewResolvers<ContextType>;
  DataSuppression?: DataSuppressionResolvers<ContextType>;
  DataSuppressionImport?: DataSuppressionImportResolvers<ContextType>;
  DataSuppressionPage?: DataSuppressionPageResolvers<ContextType>;
  DataUnsubscribeStats?: DataUnsubscribeStatsResolvers<ContextType>;
  DatadealDeal?: DatadealDealResolvers<ContextType>;
  DatadealEarningsMonth?: DatadealEarningsMonthResolvers<ContextType>;
  DatadealFigures?: DatadealFiguresResolvers<ContextType>;
  DatadealMonth?: DatadealMonthResolvers<ContextType>;
  DatadealPublisher?: DatadealPublisherResolvers<ContextType>;
  Invalidation?: InvalidationResolvers<ContextType>;
  InvalidationDecision?: InvalidationDecisionResolvers<ContextType>;
  InvalidationPolicy?: InvalidationPolicyResolvers<ContextType>;
  InvalidationStats?: InvalidationStatsResolvers<ContextType>;
  LedgerClient?: LedgerClientResolvers<ContextType>;
  LedgerEntry?: LedgerEntryResolvers<ContextType>;
  LedgerPage?: LedgerPageResolvers<ContextType>;
  LedgerTotals?: LedgerTotalsResolvers<ContextType>;
  MarginDay?: MarginDayResolvers<ContextType>;
  MarginTotals?: MarginTotalsResolvers<ContextType>;
  MarketBalance?: MarketBalanceResolvers<ContextType>;
  MarketByType?: MarketByTypeResolvers<ContextType>;
  MarketCart?: MarketCartResolvers<ContextType>;
  MarketCartLine?: MarketCartLineResolvers<ContextType>;
  MarketCategory?: MarketCategoryResolvers<ContextType>;
  MarketCategoryDay?: MarketCategoryDayResolvers<ContextType>;
  MarketCategoryField?: MarketCategoryFieldResolvers<ContextType>;
  MarketCategoryReport?: MarketCategoryReportResolvers<ContextType>;
  MarketCheckout?: MarketCheckoutResolvers<ContextType>;
  MarketClient?: MarketClientResolvers<ContextType>;
  MarketDashboard?: MarketDashboardResolvers<ContextType>;
  MarketLeadCounts?: MarketLeadCountsResolvers<ContextType>;
  MarketLeadFlow?: MarketLeadFlowResolvers<ContextType>;
  MarketLeadFlowPoint?: MarketLeadFlowPointResolvers<ContextType>;
  MarketLeadFlowSeries?: MarketLeadFlowSeriesResolvers<ContextType>;
  MarketOggoDataCategory?: MarketOggoDataCategoryResolvers<ContextType>;
  MarketOrder?: MarketOrderResolvers<ContextType>;
  MarketOrderCreated?: MarketOrderCreatedResolvers<ContextType>;
  MarketOrderDelivery?: MarketOrderDeliveryResolvers<ContextType>;
  MarketOrderDetail?: MarketOrderDetailResolvers<ContextType>;
  MarketOrderProgressDay?: MarketOrderProgressDayResolvers<ContextType>;
  MarketOrderQuote?: MarketOrderQuoteResolvers<ContextType>;
  MarketOrderStateResult?: MarketOrderStateResultResolvers<ContextType>;
  MarketOrderTracking?: MarketOrderTrackingResolvers<ContextType>;
  MarketOrderWizard?: MarketOrderWizardResolvers<ContextType>;
  MarketPhoneCheck?: MarketPhoneCheckResolvers<ContextType>;
  MarketPriceGrid?: MarketPriceGridResolvers<ContextType>;
  MarketPriceRow?: MarketPriceRowResolvers<ContextType>;
  MarketPromoCode?: MarketPromoCodeResolvers<ContextType>;
  MarketRealtime?: MarketRealtimeResolvers<ContextType>;
  MarketRealtimeCategory?: MarketRealtimeCategoryResolvers<ContextType>;
  MarketRealtimeFigures?: MarketRealtimeFiguresResolvers<ContextType>;
  MarketRealtimeMinute?: MarketRealtimeMinuteResolvers<ContextType>;
  MarketSavedFilter?: MarketSavedFilterResolvers<ContextType>;
  MarketSavedFilterOption?: MarketSavedFilterOptionResolvers<ContextType>;
  MarketSource?: MarketSourceResolvers<ContextType>;
  MarketSourceCreated?: MarketSourceCreatedResolvers<ContextType>;
  MarketStockCategory?: MarketStockCategoryResolvers<ContextType>;
  MarketStockFigures?: MarketStockFiguresResolvers<ContextType>;
  MarketStockLead?: MarketStockLeadResolvers<ContextType>;
  MarketStockPage?: MarketStockPageResolvers<ContextType>;
  MarketStockReport?: MarketStockReportResolvers<ContextType>;
  MarketStockRow?: MarketStockRowResolvers<ContextType>;
  MarketWebhook?: MarketWebhookResolvers<ContextType>;
  MarketWebhookAttempt?: MarketWebhookAttemptResolvers<ContextType>;
  MarketWebhookClient?: MarketWebhookClientResolvers<ContextType>;
  MarketWebhookDelivery?: MarketWebhookDeliveryResolvers<ContextType>;
  MarketWebhookDeliveryPage?: MarketWebhookDeliveryPageResolvers<ContextType>;
  MarketWebhookHeader?: MarketWebhookHeaderResolvers<ContextType>;
  MarketWebhookMapping?: MarketWebhookMappingResolvers<ContextType>;
  MarketWebhookSecret?: MarketWebhookSecretResolvers<ContextType>;
  MarketWebhookTestResult?: MarketWebhookTestResultResolvers<ContextType>;
  MgAdminClientStats?: MgAdminClientStatsResolvers<ContextType>;
  MgAdminDashboard?: MgAdminDashboardResolvers<ContextType>;
  MgAdminMargin?: MgAdminMarginResolvers<ContextType>;
  MgAdminMarginMonth?: MgAdminMarginMonthResolvers<ContextType>;
  MgAdminMarginProduct?: MgAdminMarginProductResolvers<ContextType>;
  MgAdminMarginRow?: MgAdminMarginRowResolvers<ContextType>;
  MgAdminMarginStats?: MgAdminMarginStatsResolvers<ContextType>;
  MgAdminPeriod?: MgAdminPeriodResolvers<ContextType>;
  MgAdminResponseTimes?: MgAdminResponseTimesResolvers<ContextType>;
  MgAdminVolumeDay?: MgAdminVolumeDayResolvers<ContextType>;
  MgAdminVolumeProduct?: MgAdminVolumeProductResolvers<ContextType>;
  MgAdminVolumeStats?: MgAdminVolumeStatsResolvers<ContextType>;
  MgAdminVolumes?: MgAdminVolumesResolvers<ContextType>;
  MgAdminWsResponse?: MgAdminWsResponseResolvers<ContextType>;
  MgAdminWsResponseDay?: MgAdminWsResponseDayResolvers<ContextType>;
  MgAdvertiserDashboard?: MgAdvertiserDashboardResolvers<ContextType>;
  MgAdvertiserDay?: MgAdvertiserDayResolvers<ContextType>;
  MgAdvertiserFigures?: MgAdvertiserFiguresResolvers<ContextType>;
  MgAdvertiserPeriod?: MgAdvertiserPeriodResolvers<ContextType>;
  MgAdvertiserProduct?: MgAdvertiserProductResolvers<ContextType>;
  MgAdvertiserStats?: MgAdvertiserStatsResolvers<ContextType>;
  MgAdvertiserWebService?: MgAdvertiserWebServiceResolvers<ContextType>;
  MgExtractLead?: MgExtractLeadResolvers<ContextType>;
  MgExtractPage?: MgExtractPageResolvers<ContextType>;
  MgFieldMapping?: MgFieldMappingResolvers<ContextType>;
  MgFraudCase?: MgFraudCaseResolvers<ContextType>;
  MgFraudCounts?: MgFraudCountsResolvers<ContextType>;
  MgFraudDelivery?: MgFraudDeliveryResolvers<ContextType>;
  MgFraudQueue?: MgFraudQueueResolvers<ContextType>;
  MgFraudRelatedLead?: MgFraudRelatedLeadResolvers<ContextType>;
  MgFraudReviewResult?: MgFraudReviewResultResolvers<ContextType>;
  MgRealtime?: MgRealtimeResolvers<ContextType>;
  MgRealtimeProduct?: MgRealtimeProductResolvers<ContextType>;
  MgWebService?: MgWebServiceResolvers<ContextType>;
  MgWebServicePage?: MgWebServicePageResolvers<ContextType>;
  MgWsHealth?: MgWsHealthResolvers<ContextType>;
  MgWsTestResult?: MgWsTestResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OrderCategory?: OrderCategoryResolvers<ContextType>;
  OrderCategoryField?: OrderCategoryFieldResolvers<ContextType>;
  OrderCriteria?: OrderCriteriaResolvers<ContextType>;
  OrderCriteriaField?: OrderCriteriaFieldResolvers<ContextType>;
  Panier?: PanierResolvers<ContextType>;
  Prepayment?: PrepaymentResolvers<ContextType>;
  Profitability?: ProfitabilityResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReturnRate?: ReturnRateResolvers<ContextType>;
  Solde?: SoldeResolvers<ContextType>;
  SpendDay?: SpendDayResolvers<ContextType>;
  TrustCheckFails?: TrustCheckFailsResolvers<ContextType>;
  TrustClientRow?: TrustClientRowResolvers<ContextType>;
  TrustConsumption?: TrustConsumptionResolvers<ContextType>;
  TrustDay?: TrustDayResolvers<ContextType>;
  TrustStatistics?: TrustStatisticsResolvers<ContextType>;
  TrustTotals?: TrustTotalsResolvers<ContextType>;
  TrustUsageClient?: TrustUsageClientResolvers<ContextType>;
  TrustUsageDay?: TrustUsageDayResolvers<ContextType>;
  TrustUsageTotals?: TrustUsageTotalsResolvers<ContextType>;
};

