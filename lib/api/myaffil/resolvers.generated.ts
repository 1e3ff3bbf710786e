import type { GraphQLResolveInfo } from 'graphql';
import type { AdminDashboardRoot } from '@/features/shell/dashboards/admin-api';
import type { PartnerClients } from '@/features/shell/dashboards/server/partner';
import type { ProgramOut } from '@/features/myaffil/programs/api';
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

export type AcceptedCampaign = {
  __typename?: 'AcceptedCampaign';
  acceptedAt?: Maybe<Scalars['String']['output']>;
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  programState: RecordState;
  /** Campaigns of the program running now. */
  runningCampaigns: Scalars['Int']['output'];
};

export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  billing: Array<PlatformBilling>;
  /** The last 30 days, today included, oldest first. */
  daily: Array<AdminDay>;
  kpis: AdminKpis;
  /** Leads of today (days: 1) or of the last days, today included (at most 90). */
  leads: DashboardLeads;
  queues: AdminQueues;
};


export type AdminDashboardLeadsArgs = {
  days: Scalars['Int']['input'];
};

export type AdminDay = {
  __typename?: 'AdminDay';
  /** YYYY-MM-DD, Paris time. */
  day: Scalars['String']['output'];
  /** Marketplace sales, cents. */
  sales: Scalars['Float']['output'];
  signUps: Scalars['Int']['output'];
};

/** Today and month to date, in Paris time. */
export type AdminKpis = {
  __typename?: 'AdminKpis';
  monthToDate: AdminPeriodKpis;
  today: AdminPeriodKpis;
};

/** One period's figures across products. Amounts are integer cents (Float: totals may pass 2^31). */
export type AdminPeriodKpis = {
  __typename?: 'AdminPeriodKpis';
  /** Invoices issued to advertisers, every platform. */
  invoiced: Scalars['Float']['output'];
  /** Performance and co-registration invoiced minus publisher remuneration; null when the period has neither. */
  margin?: Maybe<Scalars['Float']['output']>;
  /** Marketplace revenue: the lead sale debits of the advertisers' balances. */
  marketplaceRevenue: Scalars['Float']['output'];
  marketplaceSales: Scalars['Int']['output'];
  /** Advertiser and publisher sign-ups. */
  newMembers: Scalars['Int']['output'];
  prepaymentsValidated: Scalars['Int']['output'];
  prepaymentsValidatedAmount: Scalars['Float']['output'];
  /** Remuneration requested by publishers (performance and co-registration). */
  publisherCosts: Scalars['Float']['output'];
};

/** What the administrators have to process. */
export type AdminQueues = {
  __typename?: 'AdminQueues';
  applications: Scalars['Int']['output'];
  members: Scalars['Int']['output'];
  ois: Scalars['Int']['output'];
  prepayments: Scalars['Int']['output'];
  programs: Scalars['Int']['output'];
};

export type AdvertiserDashboard = {
  __typename?: 'AdvertiserDashboard';
  /** Null when the advertiser is not a marketplace client. */
  balance?: Maybe<DashboardBalance>;
  documentsToSign: Array<DocumentToSign>;
  invoicesWaiting: InvoicesWaiting;
  /** Leads of the last 30 days: on its programs (MyAffil) and bought on the marketplace. */
  leads: DashboardLeads;
  /** Whether the advertiser buys leads on the marketplace. */
  marketplaceClient: Scalars['Boolean']['output'];
  /** The advertiser's marketplace orders; null when it is not a marketplace client. */
  orders?: Maybe<DashboardOrders>;
  programCounts: ProgramCounts;
  /** Credit notes of the last 30 days on the clients of its invoices (the bell counts the same). */
  recentCreditNotes: RecentCreditNotes;
  /** The six most recent programs that are not deleted. */
  recentPrograms: Array<ProgramSummary>;
  /** Marketplace spend of each of the last 30 days, today included. */
  spend: Array<DailyAmount>;
};

/** One advertiser client's month: targets beside the roll-up's actual figures. Money in HT cents. */
export type AdvertiserObjective = {
  __typename?: 'AdvertiserObjective';
  advertiserClientId: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  payout: Scalars['Float']['output'];
  revenue: Scalars['Float']['output'];
  society: Scalars['String']['output'];
  targetLeads: Scalars['Int']['output'];
  targetRevenue: Scalars['Float']['output'];
  validLeads: Scalars['Int']['output'];
};

export type ApplicationCounts = {
  __typename?: 'ApplicationCounts';
  /** Accepted on programs that are not deleted. */
  accepted: Scalars['Int']['output'];
  pending: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
};

export type ApplicationFilterOptions = {
  __typename?: 'ApplicationFilterOptions';
  programs: Array<MyaffilFilterOption>;
  publishers: Array<MyaffilFilterOption>;
};

export type ApplicationState =
  | 'accepted'
  | 'being_verified'
  | 'refused';

export type ApplyInput = {
  message: Scalars['String']['input'];
  programId: Scalars['Int']['input'];
  supportId: Scalars['Int']['input'];
};

export type BillingPlatform =
  | 'coreg'
  | 'market'
  | 'mongustave'
  | 'perf';

export type CallOutcome =
  | 'lead'
  | 'missed'
  | 'no_lead';

export type CoregClientFigures = {
  __typename?: 'CoregClientFigures';
  amount: Scalars['Float']['output'];
  clientId: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** advertiser or publisher. */
  side: Scalars['String']['output'];
  validLeads: Scalars['Int']['output'];
};

export type CoregMonth = {
  __typename?: 'CoregMonth';
  leads: Scalars['Int']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** HT cents, publishers' side. */
  publisherCost: Scalars['Float']['output'];
  /** HT cents, advertisers' side (reviewed lines with their adjustments when the review has them). */
  revenue: Scalars['Float']['output'];
  /** open or validated (the MyCoreg month review). */
  status: Scalars['String']['output'];
  validLeads: Scalars['Int']['output'];
};

export type CoregPayments = {
  __typename?: 'CoregPayments';
  lastPaidAt?: Maybe<Scalars['String']['output']>;
  paidTotal: Scalars['Float']['output'];
  waitingCount: Scalars['Int']['output'];
  waitingTotal: Scalars['Float']['output'];
};

export type CoregPublisherDashboard = {
  __typename?: 'CoregPublisherDashboard';
  months: Array<CoregPublisherMonth>;
  payments: CoregPayments;
};

export type CoregPublisherMonth = {
  __typename?: 'CoregPublisherMonth';
  /** Its invoice call of the month (waiting_invoice … paid), null before the month is validated. */
  callStatus?: Maybe<Scalars['String']['output']>;
  /** HT cents earned (reviewed lines when the review has them). */
  earnings: Scalars['Float']['output'];
  leads: Scalars['Int']['output'];
  month: Scalars['String']['output'];
  status: Scalars['String']['output'];
  validLeads: Scalars['Int']['output'];
};

export type DailyAmount = {
  __typename?: 'DailyAmount';
  amount: Scalars['Float']['output'];
  /** YYYY-MM-DD, Paris time. */
  day: Scalars['String']['output'];
};

/** Marketplace balance, cents; low follows the top bar's rule (20 % of the last prepayment above the balance). */
export type DashboardBalance = {
  __typename?: 'DashboardBalance';
  lastPrepaiement?: Maybe<Scalars['Float']['output']>;
  low: Scalars['Boolean']['output'];
  soldeHt: Scalars['Float']['output'];
  soldeTtc: Scalars['Float']['output'];
};

/** Leads over the Paris days from 'from' to today: MyAffil (received, valid, invalid) and marketplace sales. */
export type DashboardLeads = {
  __typename?: 'DashboardLeads';
  /** YYYY-MM-DD. */
  from: Scalars['String']['output'];
  invalid: Scalars['Int']['output'];
  /** Marketplace leads sold (administrators) or bought (an advertiser). */
  marketplace: Scalars['Int']['output'];
  received: Scalars['Int']['output'];
  valid: Scalars['Int']['output'];
};

export type DashboardOrder = {
  __typename?: 'DashboardOrder';
  categoryName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** in_progress, paused, completed or cancelled. */
  state: Scalars['String']['output'];
  totalVolume: Scalars['Int']['output'];
};

export type DashboardOrders = {
  __typename?: 'DashboardOrders';
  completed: Scalars['Int']['output'];
  inProgress: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  /** The five most recent. */
  recent: Array<DashboardOrder>;
};

export type DocumentToSign = {
  __typename?: 'DocumentToSign';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type GiftDashboard = {
  __typename?: 'GiftDashboard';
  balance: Scalars['Int']['output'];
  earned: Scalars['Int']['output'];
  /** The fifty most recent movements, newest first. */
  history: Array<GiftMovement>;
  movements: Scalars['Int']['output'];
  spent: Scalars['Int']['output'];
  /** The gift shop; null: no shop yet (0 Points accumulés). */
  url?: Maybe<Scalars['String']['output']>;
};

export type GiftMovement = {
  __typename?: 'GiftMovement';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Earned (positive) or spent (negative). */
  points: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

export type InvoicesWaiting = {
  __typename?: 'InvoicesWaiting';
  count: Scalars['Int']['output'];
  /** The ten most recent. */
  items: Array<WaitingInvoice>;
  total: Scalars['Float']['output'];
};

export type Law =
  | 'ad'
  | 'af'
  | 'an'
  | 'ma'
  | 'tem';

export type LeadDetailsInput = {
  advertiserClientId?: InputMaybe<Scalars['Int']['input']>;
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Default 10. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['Int']['input']>;
  publisherClientId?: InputMaybe<Scalars['Int']['input']>;
  /** Sub-id, click id, lead id; e-mail and phone too except for publishers. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** pending, valid, invalid or duplicate. */
  status?: InputMaybe<Scalars['String']['input']>;
  subId?: InputMaybe<Scalars['String']['input']>;
  supportId?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['String']['input'];
};

export type LeadStatus =
  | 'invalid'
  | 'pending'
  | 'valid';

export type LeadmarketCategoryStats = {
  __typename?: 'LeadmarketCategoryStats';
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  duo: Scalars['Int']['output'];
  exclusive: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
  trio: Scalars['Int']['output'];
};

export type LeadmarketDay = {
  __typename?: 'LeadmarketDay';
  day: Scalars['String']['output'];
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
};

export type LeadmarketStats = {
  __typename?: 'LeadmarketStats';
  categories: Array<LeadmarketCategoryStats>;
  rows: Array<LeadmarketStatsRow>;
  series: Array<LeadmarketDay>;
  totals: LeadmarketTotals;
};

export type LeadmarketStatsRow = {
  __typename?: 'LeadmarketStatsRow';
  categoryId: Scalars['Int']['output'];
  categoryName: Scalars['String']['output'];
  day: Scalars['String']['output'];
  duo: Scalars['Int']['output'];
  exclusive: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
  trio: Scalars['Int']['output'];
};

export type LeadmarketTotals = {
  __typename?: 'LeadmarketTotals';
  buyers: Scalars['Int']['output'];
  revenue: Scalars['Float']['output'];
  sales: Scalars['Int']['output'];
};

export type LibraryImage = {
  __typename?: 'LibraryImage';
  /** The absolute address, for e-mail HTML. */
  absoluteUrl: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  mime: Scalars['String']['output'];
  originalName: Scalars['String']['output'];
  sizeBytes: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  /** Live visuals using it (an image in use cannot be deleted). */
  usedBy: Scalars['Int']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type ManivoxCall = {
  __typename?: 'ManivoxCall';
  callerNumber: Scalars['String']['output'];
  campaignName?: Maybe<Scalars['String']['output']>;
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  leadId?: Maybe<Scalars['Float']['output']>;
  leadStatus?: Maybe<Scalars['String']['output']>;
  /** lead, no_lead or missed. */
  outcome: CallOutcome;
  startedAt: Scalars['String']['output'];
  tagId: Scalars['Int']['output'];
  tagName: Scalars['String']['output'];
  tagNumber: Scalars['String']['output'];
};

export type ManivoxCallFilter = {
  /** Paris days, inclusive. */
  from: Scalars['String']['input'];
  outcome?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  tagId?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['String']['input'];
};

export type ManivoxCallPage = {
  __typename?: 'ManivoxCallPage';
  daily: Array<ManivoxDay>;
  items: Array<ManivoxCall>;
  kpis: ManivoxKpis;
  total: Scalars['Int']['output'];
};

export type ManivoxCampaignOption = {
  __typename?: 'ManivoxCampaignOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  trackingId: Scalars['String']['output'];
};

export type ManivoxDay = {
  __typename?: 'ManivoxDay';
  calls: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  leads: Scalars['Int']['output'];
};

export type ManivoxKpis = {
  __typename?: 'ManivoxKpis';
  /** Seconds, answered calls. */
  averageDuration: Scalars['Int']['output'];
  calls: Scalars['Int']['output'];
  /** Leads / calls. */
  conversion: Scalars['Float']['output'];
  leads: Scalars['Int']['output'];
  missed: Scalars['Int']['output'];
  totalDuration: Scalars['Int']['output'];
};

export type ManivoxTag = {
  __typename?: 'ManivoxTag';
  active: Scalars['Boolean']['output'];
  calls: Scalars['Int']['output'];
  campaignId?: Maybe<Scalars['Int']['output']>;
  campaignName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  lastCall?: Maybe<Scalars['String']['output']>;
  leads: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** E.164. */
  phoneNumber: Scalars['String']['output'];
  trackingId?: Maybe<Scalars['String']['output']>;
};

export type ManivoxTagInput = {
  active: Scalars['Boolean']['input'];
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};

/** The signed-in user (spec section 3). */
export type Me = {
  __typename?: 'Me';
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  haswebhook: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** 0 means not a marketplace client. */
  id_clien_leadmarket: Scalars['Int']['output'];
  id_clien_myaffil?: Maybe<Scalars['Int']['output']>;
  id_clien_mycoreg?: Maybe<Scalars['Int']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  language: Scalars['String']['output'];
  last_name: Scalars['String']['output'];
  law: Law;
  multi_droit: Scalars['Boolean']['output'];
  society: Scalars['String']['output'];
};

export type MonthlyAmount = {
  __typename?: 'MonthlyAmount';
  amount: Scalars['Float']['output'];
  /** YYYY-MM, Paris time. */
  month: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** A publisher applies to a program with one of its supports. */
  applyToProgram: MyApplication;
  cancelShoot: Scalars['Boolean']['output'];
  createManivoxTag: Scalars['Int']['output'];
  createMyaffilCampaign: MyaffilCampaign;
  createMyaffilProgram: MyaffilProgram;
  createSupport: Support;
  createVisual: Visual;
  /** Administrators accept or refuse applications in bulk (a refusal needs its reason); returns how many changed. */
  decideApplications: Scalars['Int']['output'];
  /** Administrators: removes an image no visual uses. */
  deleteLibraryImage: Scalars['Boolean']['output'];
  deleteManivoxTag: Scalars['Boolean']['output'];
  /** Soft delete (state supprime). */
  deleteMyaffilCampaign: MyaffilCampaign;
  /** Soft delete (state supprime). */
  deleteMyaffilProgram: MyaffilProgram;
  deleteSupport: Scalars['Boolean']['output'];
  deleteVisual: Scalars['Boolean']['output'];
  /** Administrators: copies the program, its campaigns (new tracking ids) and their visuals. */
  duplicateMyaffilProgram: MyaffilProgram;
  /** A new date; the shoot becomes postponed. */
  postponeShoot: Scalars['Boolean']['output'];
  /** The publisher's figures after the send. */
  reportShoot: Scalars['Boolean']['output'];
  /** Administrators, or the advertiser owning the campaign: replaces the advertiser's postback secret (the old one stops working) and shows the new one once. */
  rotatePostbackSecret: NewPostbackSecret;
  scheduleShoot: Scalars['Int']['output'];
  /** Administrators, or the advertiser owning the campaign: a click on the tracking link (sub-id test) then its postback, as the real endpoints record them. */
  sendTestLead: TestLeadAnswer;
  /** Sets leads' status (pending, valid, invalid): administrators any lead, an advertiser its own. Returns how many changed. */
  setLeadStatus: Scalars['Int']['output'];
  /** valide, pause or supprime. */
  setMyaffilCampaignState: MyaffilCampaign;
  /** valide, pause or supprime; valide only once validated. */
  setMyaffilProgramState: MyaffilProgram;
  /** Administrators: sets an advertiser's targets for a month. */
  setObjective: Scalars['Boolean']['output'];
  /** Administrators, or the advertiser owning the campaign: the program's postback addresses (at most 20; empty: every postback is signed). */
  setPostbackAddresses: Array<Scalars['String']['output']>;
  /** Administrators: any state. */
  setShootState: Scalars['Boolean']['output'];
  setSupportActive: Support;
  updateManivoxTag: Scalars['Int']['output'];
  updateMyaffilCampaign: MyaffilCampaign;
  updateMyaffilProgram: MyaffilProgram;
  updateSupport: Support;
  updateVisual: Visual;
  /** Administrators. */
  validateMyaffilProgram: MyaffilProgram;
};


export type MutationApplyToProgramArgs = {
  input: ApplyInput;
};


export type MutationCancelShootArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCreateManivoxTagArgs = {
  input: ManivoxTagInput;
};


export type MutationCreateMyaffilCampaignArgs = {
  input: MyaffilCampaignInput;
};


export type MutationCreateMyaffilProgramArgs = {
  input: MyaffilProgramInput;
};


export type MutationCreateSupportArgs = {
  input: SupportInput;
};


export type MutationCreateVisualArgs = {
  input: VisualInput;
};


export type MutationDecideApplicationsArgs = {
  decision: Scalars['String']['input'];
  ids: Array<Scalars['Int']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteLibraryImageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteManivoxTagArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMyaffilCampaignArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMyaffilProgramArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteSupportArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteVisualArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDuplicateMyaffilProgramArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationPostponeShootArgs = {
  date: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  time: Scalars['String']['input'];
};


export type MutationReportShootArgs = {
  id: Scalars['Int']['input'];
  opens: Scalars['Int']['input'];
  sent: Scalars['Int']['input'];
};


export type MutationRotatePostbackSecretArgs = {
  identifiant: Scalars['String']['input'];
};


export type MutationScheduleShootArgs = {
  input: ScheduleShootInput;
};


export type MutationSendTestLeadArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  identifiant: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  publisherClientId: Scalars['Int']['input'];
};


export type MutationSetLeadStatusArgs = {
  ids: Array<Scalars['Int']['input']>;
  status: Scalars['String']['input'];
};


export type MutationSetMyaffilCampaignStateArgs = {
  id: Scalars['Int']['input'];
  state: Scalars['String']['input'];
};


export type MutationSetMyaffilProgramStateArgs = {
  id: Scalars['Int']['input'];
  state: Scalars['String']['input'];
};


export type MutationSetObjectiveArgs = {
  input: ObjectiveInput;
};


export type MutationSetPostbackAddressesArgs = {
  addresses: Array<Scalars['String']['input']>;
  identifiant: Scalars['String']['input'];
};


export type MutationSetShootStateArgs = {
  id: Scalars['Int']['input'];
  state: Scalars['String']['input'];
};


export type MutationSetSupportActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


export type MutationUpdateManivoxTagArgs = {
  id: Scalars['Int']['input'];
  input: ManivoxTagInput;
};


export type MutationUpdateMyaffilCampaignArgs = {
  id: Scalars['Int']['input'];
  input: MyaffilCampaignInput;
};


export type MutationUpdateMyaffilProgramArgs = {
  id: Scalars['Int']['input'];
  input: MyaffilProgramInput;
};


export type MutationUpdateSupportArgs = {
  id: Scalars['Int']['input'];
  input: SupportInput;
};


export type MutationUpdateVisualArgs = {
  id: Scalars['Int']['input'];
  input: VisualInput;
};


export type MutationValidateMyaffilProgramArgs = {
  id: Scalars['Int']['input'];
};

/** The caller's latest application to a program. */
export type MyApplication = {
  __typename?: 'MyApplication';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  programId: Scalars['Int']['output'];
  refusalReason?: Maybe<Scalars['String']['output']>;
  state: ApplicationState;
};

export type MyaffilAdvertiserClient = {
  __typename?: 'MyaffilAdvertiserClient';
  clientId: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  society: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type MyaffilApplication = {
  __typename?: 'MyaffilApplication';
  createdAt: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  programState: RecordState;
  publisherClientId: Scalars['Int']['output'];
  /** The publisher's society. */
  publisherName: Scalars['String']['output'];
  refusalReason?: Maybe<Scalars['String']['output']>;
  /** being_verified, accepted or refused. */
  state: ApplicationState;
  supportAudience?: Maybe<Scalars['Int']['output']>;
  supportBroadcastType?: Maybe<Scalars['String']['output']>;
  supportId?: Maybe<Scalars['Int']['output']>;
  supportName?: Maybe<Scalars['String']['output']>;
  supportUrl?: Maybe<Scalars['String']['output']>;
};

export type MyaffilCampaign = {
  __typename?: 'MyaffilCampaign';
  /** Null for publishers. */
  advertiserClientId?: Maybe<Scalars['Int']['output']>;
  advertiserName?: Maybe<Scalars['String']['output']>;
  /** HT cents; null: no budget cap (and for publishers). */
  budgetCents?: Maybe<Scalars['Int']['output']>;
  createdAt?: Maybe<Scalars['String']['output']>;
  dailyLeadCap?: Maybe<Scalars['Int']['output']>;
  endsOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  startsOn?: Maybe<Scalars['String']['output']>;
  /** valide, pause or supprime. */
  state: RecordState;
  totalLeadCap?: Maybe<Scalars['Int']['output']>;
  /** Null for a publisher that may not broadcast the program. */
  trackingId?: Maybe<Scalars['String']['output']>;
  /** The calling publisher's tracking link; null for others. */
  trackingLink?: Maybe<Scalars['String']['output']>;
  visualCount: Scalars['Int']['output'];
};

export type MyaffilCampaignFilter = {
  /** Administrators only. */
  advertiserClientId?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type MyaffilCampaignInput = {
  budgetCents?: InputMaybe<Scalars['Int']['input']>;
  dailyLeadCap?: InputMaybe<Scalars['Int']['input']>;
  endsOn?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  programId: Scalars['Int']['input'];
  startsOn?: InputMaybe<Scalars['String']['input']>;
  totalLeadCap?: InputMaybe<Scalars['Int']['input']>;
};

export type MyaffilFilterOption = {
  __typename?: 'MyaffilFilterOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type MyaffilProgram = {
  __typename?: 'MyaffilProgram';
  /** open or on_approval. */
  access: ProgramAccess;
  advertiserClientId: Scalars['Int']['output'];
  /** The advertiser's company. */
  advertiserName?: Maybe<Scalars['String']['output']>;
  /** HT cents the advertiser pays per action; null for publishers. */
  advertiserPriceCents?: Maybe<Scalars['Int']['output']>;
  /** The calling publisher's application; null for others. */
  application?: Maybe<MyaffilProgramApplication>;
  broadcastTypes: Array<Scalars['String']['output']>;
  campaignCount: Scalars['Int']['output'];
  /** Campaigns that are not deleted; a publisher sees tracking links only where it may broadcast. */
  campaigns: Array<MyaffilCampaign>;
  /** Whether the calling publisher may broadcast it (open, or its application accepted). */
  canBroadcast: Scalars['Boolean']['output'];
  conditions: Scalars['String']['output'];
  countries: Array<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  description: Scalars['String']['output'];
  endsOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  landingUrl: Scalars['String']['output'];
  /** Price minus payout, administrators only. */
  marginCents?: Maybe<Scalars['Int']['output']>;
  /** CPL, CPA, CPC or CPM. */
  model: RemunerationModel;
  name: Scalars['String']['output'];
  publisherCount: Scalars['Int']['output'];
  /** HT cents the publisher earns per action; null for advertisers. */
  publisherPayoutCents?: Maybe<Scalars['Int']['output']>;
  /** YYYY-MM-DD. */
  startsOn?: Maybe<Scalars['String']['output']>;
  /** valide, pause or supprime. */
  state: RecordState;
  /** A theme key of the sign-up lists. */
  theme?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  /** pending or validated. */
  validation: ProgramValidation;
};

/** A publisher's own (latest) application to a program. */
export type MyaffilProgramApplication = {
  __typename?: 'MyaffilProgramApplication';
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  refusalReason?: Maybe<Scalars['String']['output']>;
  /** being_verified, accepted or refused. */
  state: ApplicationState;
};

export type MyaffilProgramFilter = {
  advertiserClientId?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  validation?: InputMaybe<Scalars['String']['input']>;
};

export type MyaffilProgramInput = {
  access: Scalars['String']['input'];
  /** Administrators only: the advertiser client the program belongs to. */
  advertiserClientId?: InputMaybe<Scalars['Int']['input']>;
  advertiserPriceCents: Scalars['Int']['input'];
  broadcastTypes: Array<Scalars['String']['input']>;
  conditions: Scalars['String']['input'];
  countries: Array<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  endsOn?: InputMaybe<Scalars['String']['input']>;
  landingUrl: Scalars['String']['input'];
  model: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Ignored for advertisers (the network sets it). */
  publisherPayoutCents: Scalars['Int']['input'];
  startsOn?: InputMaybe<Scalars['String']['input']>;
  theme?: InputMaybe<Scalars['String']['input']>;
};

/** A campaign a publisher may broadcast, with its tracking link. */
export type MyaffilPublisherCampaign = {
  __typename?: 'MyaffilPublisherCampaign';
  dailyLeadCap?: Maybe<Scalars['Int']['output']>;
  endsOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  landingUrl: Scalars['String']['output'];
  model: RemunerationModel;
  name: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  publisherPayoutCents: Scalars['Int']['output'];
  startsOn?: Maybe<Scalars['String']['output']>;
  state: RecordState;
  totalLeadCap?: Maybe<Scalars['Int']['output']>;
  trackingId: Scalars['String']['output'];
  trackingLink: Scalars['String']['output'];
  visualCount: Scalars['Int']['output'];
};

export type MyaffilStats = {
  __typename?: 'MyaffilStats';
  from: Scalars['String']['output'];
  groupBy: StatsGroupBy;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** admin, advertiser or publisher: which money columns the caller sees. */
  role: StatsRole;
  rowCount: Scalars['Int']['output'];
  rows: Array<StatsRow>;
  /** Every day of the range, oldest first. */
  series: Array<StatsDay>;
  thenBy?: Maybe<StatsGroupBy>;
  to: Scalars['String']['output'];
  totals: StatsTotals;
};

export type MyaffilStatsInput = {
  advertiserClientId?: InputMaybe<Scalars['Int']['input']>;
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  /** YYYY-MM-DD (Paris), at most 366 days before to. */
  from: Scalars['String']['input'];
  /** day, week, month, program, campaign, publisher, support, subId or advertiser. */
  groupBy: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, at most 5000 (default 50). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['Int']['input']>;
  publisherClientId?: InputMaybe<Scalars['Int']['input']>;
  /** key (the dimension), clicks, leads, validLeads, conversion, revenue, payout, margin, epc… */
  sort?: InputMaybe<Scalars['String']['input']>;
  /** asc or desc. */
  sortDir?: InputMaybe<Scalars['String']['input']>;
  subId?: InputMaybe<Scalars['String']['input']>;
  supportId?: InputMaybe<Scalars['Int']['input']>;
  /** A second dimension (pivot tables). */
  thenBy?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};

/** A freshly generated postback secret: the only time it is shown. */
export type NewPostbackSecret = {
  __typename?: 'NewPostbackSecret';
  createdAt: Scalars['String']['output'];
  hint: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

export type ObjectiveInput = {
  advertiserClientId: Scalars['Int']['input'];
  /** YYYY-MM. */
  month: Scalars['String']['input'];
  targetLeads: Scalars['Int']['input'];
  targetRevenueCents: Scalars['Float']['input'];
};

/** Money still to collect from advertisers and to pay to publishers on one platform (perf, coreg, market). */
export type PlatformBilling = {
  __typename?: 'PlatformBilling';
  invoicesWaiting: Scalars['Int']['output'];
  invoicesWaitingAmount: Scalars['Float']['output'];
  paymentsWaiting: Scalars['Int']['output'];
  paymentsWaitingAmount: Scalars['Float']['output'];
  platform: BillingPlatform;
};

/** The publisher's payments on one platform (perf or coreg), cents. */
export type PlatformPayments = {
  __typename?: 'PlatformPayments';
  lastPaidAt?: Maybe<Scalars['String']['output']>;
  paidTotal: Scalars['Float']['output'];
  platform: BillingPlatform;
  waitingCount: Scalars['Int']['output'];
  waitingTotal: Scalars['Float']['output'];
};

export type PostbackSecretInfo = {
  __typename?: 'PostbackSecretInfo';
  createdAt: Scalars['String']['output'];
  /** The secret's last four characters. */
  hint: Scalars['String']['output'];
};

export type ProgramAccess =
  | 'on_approval'
  | 'open';

export type ProgramCounts = {
  __typename?: 'ProgramCounts';
  /** Not deleted and waiting for an administrator's validation. */
  awaitingValidation: Scalars['Int']['output'];
  deleted: Scalars['Int']['output'];
  paused: Scalars['Int']['output'];
  running: Scalars['Int']['output'];
};

export type ProgramSummary = {
  __typename?: 'ProgramSummary';
  campaigns: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Publishers accepted on the program. */
  publishers: Scalars['Int']['output'];
  /** valide, pause or supprime. */
  state: RecordState;
  /** pending or validated. */
  validation: ProgramValidation;
};

export type ProgramValidation =
  | 'pending'
  | 'validated';

export type PublisherDashboard = {
  __typename?: 'PublisherDashboard';
  /** The ten most recent acceptances. */
  acceptedCampaigns: Array<AcceptedCampaign>;
  applications: ApplicationCounts;
  /** Payments made in each of the last 12 months, this one included, oldest first. */
  earnings: Array<MonthlyAmount>;
  payments: Array<PlatformPayments>;
  /** The three most recent refusals. */
  refusals: Array<Refusal>;
};

export type PublisherExtract = {
  __typename?: 'PublisherExtract';
  clicks: Scalars['Int']['output'];
  clientId: Scalars['Int']['output'];
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  leads: Scalars['Int']['output'];
  payout: Scalars['Float']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  revenue: Scalars['Float']['output'];
  society: Scalars['String']['output'];
  status: Scalars['String']['output'];
  supports: Scalars['Int']['output'];
  userId: Scalars['Int']['output'];
  validLeads: Scalars['Int']['output'];
};

export type PublisherSupports = {
  __typename?: 'PublisherSupports';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  publisherClientId: Scalars['Int']['output'];
  society: Scalars['String']['output'];
  supports: Array<Support>;
  userId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Administrators only (ad, tem, ma). */
  adminDashboard: AdminDashboard;
  /** The advertiser itself, or an administrator. */
  advertiserDashboard: AdvertiserDashboard;
  applicationFilterOptions: ApplicationFilterOptions;
  /** Administrators: applications, newest first, filtered. */
  applications: Array<MyaffilApplication>;
  /** Each MyCoreg client's figures of one month (YYYY-MM), advertisers then publishers (administrators). */
  coregClients: Array<CoregClientFigures>;
  /** MyCoreg per month over the last twelve months, oldest first (administrators). */
  coregMonths: Array<CoregMonth>;
  /** A publisher's co-registration months and coreg payments: itself, or an administrator. */
  coregPublisherDashboard: CoregPublisherDashboard;
  /** The caller's own points: publishers, administrators (ad, ma) and the gift-points allow-list. */
  giftDashboard: GiftDashboard;
  /** The image library (administrators and advertisers choose banners in it). */
  libraryImages: Array<LibraryImage>;
  /** Administrators: the calls matching the filter, newest first. */
  manivoxCalls: ManivoxCallPage;
  /** Administrators: campaigns a tag may point at. */
  manivoxCampaigns: Array<ManivoxCampaignOption>;
  /** Administrators. */
  manivoxTags: Array<ManivoxTag>;
  me: Me;
  /** Publishers: their latest application to each program. */
  myApplications: Array<MyApplication>;
  /** The caller's own supports (publisher). */
  mySupports: Array<Support>;
  /** Administrators: advertisers with a MyAffil client id, for the program form. */
  myaffilAdvertiserClients: Array<MyaffilAdvertiserClient>;
  myaffilCampaign: MyaffilCampaign;
  /** Administrators: every campaign (filters); advertisers: their programs' campaigns. */
  myaffilCampaigns: Array<MyaffilCampaign>;
  /** Raw leads of a range in the caller's scope, one page. */
  myaffilLeadDetails: StatsLeadPage;
  /** Marketplace sales per category and day (administrators). */
  myaffilLeadmarketStats: LeadmarketStats;
  /** One program in the caller's scope (NOT_FOUND / FORBIDDEN otherwise). */
  myaffilProgram: MyaffilProgram;
  /** Administrators: every program (filters); advertisers: their own; publishers: running validated programs with their application. */
  myaffilPrograms: Array<MyaffilProgram>;
  /** Publishers: the campaigns they may broadcast, with their tracking links. */
  myaffilPublisherCampaigns: Array<MyaffilPublisherCampaign>;
  /** Every publisher with its supports and figures over a range (administrators). */
  myaffilPublisherExtract: Array<PublisherExtract>;
  /** Shoots with their results: one campaign's (administrators), or a range of the caller's. */
  myaffilShootStats: Array<ShootStats>;
  /** Statistics of a range in the caller's scope (every MyAffil statistics screen). */
  myaffilStats: MyaffilStats;
  /** The choices of the statistics filters in the caller's scope. */
  myaffilStatsOptions: StatsOptions;
  /** Administrators: every advertiser's targets and actual figures for a month (YYYY-MM). */
  objectives: Array<AdvertiserObjective>;
  /** The publisher itself, or an administrator. */
  publisherDashboard: PublisherDashboard;
  /** A publisher user's supports (administrators); null when the user is not a publisher. */
  publisherSupports?: Maybe<PublisherSupports>;
  /** Publishers: the campaigns they may schedule a shoot on, with their visuals. */
  shootCampaigns: Array<ShootCampaign>;
  /** Shoots in the caller's scope: its own (publisher), on its programs (advertiser), all (admin). */
  shoots: Array<Shoot>;
  /** Administrators: top publishers and programs between two Paris days (inclusive). */
  topTm: Tops;
  /** Administrators, or the advertiser owning the campaign. Null for an unknown tracking id. */
  trackingPixels?: Maybe<TrackingPixels>;
  visual: Visual;
  /** A campaign by its tracking identifier, in the caller's scope; null when unknown. */
  visualCampaign?: Maybe<VisualCampaign>;
  /** Campaigns the caller may add visuals to (admin, advertiser). */
  visualCampaigns: Array<VisualCampaign>;
  /** Visuals the caller may read: all (admin), its programs' (advertiser), its accepted campaigns' (publisher). */
  visuals: Array<Visual>;
};


export type QueryAdvertiserDashboardArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryApplicationsArgs = {
  programId?: InputMaybe<Scalars['Int']['input']>;
  publisherClientId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCoregClientsArgs = {
  month: Scalars['String']['input'];
};


export type QueryCoregPublisherDashboardArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryGiftDashboardArgs = {
  user_id: Scalars['Int']['input'];
};


export type QueryManivoxCallsArgs = {
  filter: ManivoxCallFilter;
};


export type QueryMyaffilCampaignArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMyaffilCampaignsArgs = {
  filter?: InputMaybe<MyaffilCampaignFilter>;
};


export type QueryMyaffilLeadDetailsArgs = {
  input: LeadDetailsInput;
};


export type QueryMyaffilLeadmarketStatsArgs = {
  categoryId?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMyaffilProgramArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMyaffilProgramsArgs = {
  filter?: InputMaybe<MyaffilProgramFilter>;
};


export type QueryMyaffilPublisherExtractArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMyaffilShootStatsArgs = {
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyaffilStatsArgs = {
  input: MyaffilStatsInput;
};


export type QueryObjectivesArgs = {
  month: Scalars['String']['input'];
};


export type QueryPublisherDashboardArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryPublisherSupportsArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryShootsArgs = {
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  programId?: InputMaybe<Scalars['Int']['input']>;
  publisherClientId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTopTmArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryTrackingPixelsArgs = {
  identifiant: Scalars['String']['input'];
};


export type QueryVisualArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVisualCampaignArgs = {
  trackingId: Scalars['String']['input'];
};


export type QueryVisualCampaignsArgs = {
  programId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVisualsArgs = {
  campaignId?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['Int']['input']>;
  trackingId?: InputMaybe<Scalars['String']['input']>;
};

export type RecentCreditNote = {
  __typename?: 'RecentCreditNote';
  /** TTC cents. */
  amount: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  /** The invoice it corrects. */
  invoiceNumber: Scalars['String']['output'];
  issuedAt: Scalars['String']['output'];
  number: Scalars['String']['output'];
  platform: BillingPlatform;
};

export type RecentCreditNotes = {
  __typename?: 'RecentCreditNotes';
  /** Every credit note of the last 30 days, however many are listed. */
  count: Scalars['Int']['output'];
  /** The five most recent. */
  items: Array<RecentCreditNote>;
  total: Scalars['Float']['output'];
};

export type RecordState =
  | 'pause'
  | 'supprime'
  | 'valide';

export type Refusal = {
  __typename?: 'Refusal';
  decidedAt?: Maybe<Scalars['String']['output']>;
  programName: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

export type RemunerationModel =
  | 'CPA'
  | 'CPC'
  | 'CPL'
  | 'CPM';

export type ScheduleShootInput = {
  campaignId: Scalars['Int']['input'];
  /** YYYY-MM-DD and HH:MM, Paris time. */
  date: Scalars['String']['input'];
  supportId: Scalars['Int']['input'];
  time: Scalars['String']['input'];
  visualId?: InputMaybe<Scalars['Int']['input']>;
  volume: Scalars['Int']['input'];
};

export type Shoot = {
  __typename?: 'Shoot';
  advertiserClientId: Scalars['Int']['output'];
  campaignId: Scalars['Int']['output'];
  campaignName: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  /** Paris day and time of the send. */
  date: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  opens: Scalars['Int']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  publisherClientId: Scalars['Int']['output'];
  publisherName: Scalars['String']['output'];
  scheduledAt: Scalars['String']['output'];
  sent: Scalars['Int']['output'];
  /** valid, cancelled or postponed. */
  state: ShootState;
  supportId: Scalars['Int']['output'];
  supportName: Scalars['String']['output'];
  time: Scalars['String']['output'];
  trackingId: Scalars['String']['output'];
  visualId?: Maybe<Scalars['Int']['output']>;
  visualName?: Maybe<Scalars['String']['output']>;
  volume: Scalars['Int']['output'];
};

export type ShootCampaign = {
  __typename?: 'ShootCampaign';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  trackingId: Scalars['String']['output'];
  visuals: Array<ShootVisualOption>;
};

export type ShootState =
  | 'cancelled'
  | 'postponed'
  | 'valid';

export type ShootStats = {
  __typename?: 'ShootStats';
  campaignId: Scalars['Int']['output'];
  campaignName: Scalars['String']['output'];
  /** Clicks and leads of the shoot's campaign on its support, send day and the 6 days after. */
  clicks: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  opens: Scalars['Int']['output'];
  payout?: Maybe<Scalars['Float']['output']>;
  programName: Scalars['String']['output'];
  publisherClientId: Scalars['Int']['output'];
  revenue?: Maybe<Scalars['Float']['output']>;
  scheduledAt: Scalars['String']['output'];
  sent: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  supportId: Scalars['Int']['output'];
  supportName?: Maybe<Scalars['String']['output']>;
  validLeads: Scalars['Int']['output'];
  volume: Scalars['Int']['output'];
};

export type ShootVisualOption = {
  __typename?: 'ShootVisualOption';
  id: Scalars['Int']['output'];
  kind: VisualKind;
  name: Scalars['String']['output'];
};

/** An advertiser, by its MyAffil client id. */
export type StatsAdvertiserOption = {
  __typename?: 'StatsAdvertiserOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type StatsCampaignOption = {
  __typename?: 'StatsCampaignOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
};

export type StatsDay = {
  __typename?: 'StatsDay';
  clicks: Scalars['Int']['output'];
  /** leads / clicks; null without clicks. */
  conversion?: Maybe<Scalars['Float']['output']>;
  day: Scalars['String']['output'];
  duplicateLeads: Scalars['Int']['output'];
  /** Cents per click: payout for a publisher, revenue for the others. */
  epc?: Maybe<Scalars['Float']['output']>;
  invalidLeads: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  /** revenue - payout, cents (administrators only). */
  margin?: Maybe<Scalars['Float']['output']>;
  /** What publishers earn, cents (null for advertisers). */
  payout?: Maybe<Scalars['Float']['output']>;
  /** What advertisers pay, cents (null for publishers). */
  revenue?: Maybe<Scalars['Float']['output']>;
  validLeads: Scalars['Int']['output'];
};

export type StatsGroupBy =
  | 'advertiser'
  | 'campaign'
  | 'day'
  | 'month'
  | 'program'
  | 'publisher'
  | 'subId'
  | 'support'
  | 'week';

export type StatsLead = {
  __typename?: 'StatsLead';
  campaignId: Scalars['Int']['output'];
  campaignName?: Maybe<Scalars['String']['output']>;
  clickId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  day: Scalars['String']['output'];
  duplicate: Scalars['Boolean']['output'];
  /** Masked for publishers. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  payout?: Maybe<Scalars['Float']['output']>;
  /** Masked for publishers. */
  phone?: Maybe<Scalars['String']['output']>;
  programId: Scalars['Int']['output'];
  programName?: Maybe<Scalars['String']['output']>;
  publisherClientId: Scalars['Int']['output'];
  /** Administrators only. */
  publisherName?: Maybe<Scalars['String']['output']>;
  revenue?: Maybe<Scalars['Float']['output']>;
  status: LeadStatus;
  subId: Scalars['String']['output'];
  supportId: Scalars['Int']['output'];
  supportName?: Maybe<Scalars['String']['output']>;
};

export type StatsLeadPage = {
  __typename?: 'StatsLeadPage';
  canSetStatus: Scalars['Boolean']['output'];
  items: Array<StatsLead>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  role: StatsRole;
  total: Scalars['Int']['output'];
};

export type StatsOptions = {
  __typename?: 'StatsOptions';
  advertisers: Array<StatsAdvertiserOption>;
  campaigns: Array<StatsCampaignOption>;
  programs: Array<StatsProgramOption>;
  publishers: Array<StatsPublisherOption>;
  supports: Array<StatsSupportOption>;
};

export type StatsProgramOption = {
  __typename?: 'StatsProgramOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** A publisher, by its MyAffil client id. */
export type StatsPublisherOption = {
  __typename?: 'StatsPublisherOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type StatsRole =
  | 'admin'
  | 'advertiser'
  | 'publisher';

export type StatsRow = {
  __typename?: 'StatsRow';
  clicks: Scalars['Int']['output'];
  /** leads / clicks; null without clicks. */
  conversion?: Maybe<Scalars['Float']['output']>;
  duplicateLeads: Scalars['Int']['output'];
  /** Cents per click: payout for a publisher, revenue for the others. */
  epc?: Maybe<Scalars['Float']['output']>;
  invalidLeads: Scalars['Int']['output'];
  /** The dimension's value: a day, week (its Monday), month, or an id / sub-id. */
  key: Scalars['String']['output'];
  key2?: Maybe<Scalars['String']['output']>;
  /** Name of the program, campaign, support or client (null for time dimensions and unknown ids). */
  label?: Maybe<Scalars['String']['output']>;
  label2?: Maybe<Scalars['String']['output']>;
  leads: Scalars['Int']['output'];
  /** revenue - payout, cents (administrators only). */
  margin?: Maybe<Scalars['Float']['output']>;
  /** What publishers earn, cents (null for advertisers). */
  payout?: Maybe<Scalars['Float']['output']>;
  /** What advertisers pay, cents (null for publishers). */
  revenue?: Maybe<Scalars['Float']['output']>;
  validLeads: Scalars['Int']['output'];
};

export type StatsSupportOption = {
  __typename?: 'StatsSupportOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type StatsTotals = {
  __typename?: 'StatsTotals';
  clicks: Scalars['Int']['output'];
  /** leads / clicks; null without clicks. */
  conversion?: Maybe<Scalars['Float']['output']>;
  duplicateLeads: Scalars['Int']['output'];
  /** Cents per click: payout for a publisher, revenue for the others. */
  epc?: Maybe<Scalars['Float']['output']>;
  invalidLeads: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  /** revenue - payout, cents (administrators only). */
  margin?: Maybe<Scalars['Float']['output']>;
  /** What publishers earn, cents (null for advertisers). */
  payout?: Maybe<Scalars['Float']['output']>;
  /** What advertisers pay, cents (null for publishers). */
  revenue?: Maybe<Scalars['Float']['output']>;
  validLeads: Scalars['Int']['output'];
};

/** A publisher's medium (site, newsletter base, social account…). */
export type Support = {
  __typename?: 'Support';
  audience: Scalars['Int']['output'];
  /** A key of the sign-up broadcast-type list. */
  broadcastType: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  publisherClientId: Scalars['Int']['output'];
  /** valide or pause (deleted ones are not listed). */
  state: Scalars['String']['output'];
  themes: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type SupportInput = {
  audience: Scalars['Int']['input'];
  broadcastType: Scalars['String']['input'];
  name: Scalars['String']['input'];
  themes: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

/** What /api/postback answered to a test lead. */
export type TestLeadAnswer = {
  __typename?: 'TestLeadAnswer';
  /** The JSON body, as text. */
  body: Scalars['String']['output'];
  httpStatus: Scalars['Int']['output'];
};

export type TopDay = {
  __typename?: 'TopDay';
  day: Scalars['String']['output'];
  leads: Scalars['Int']['output'];
  margin: Scalars['Float']['output'];
  revenue: Scalars['Float']['output'];
};

/** A publisher or a program over a period. Money in HT cents. */
export type TopRow = {
  __typename?: 'TopRow';
  clicks: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  margin: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  payout: Scalars['Float']['output'];
  revenue: Scalars['Float']['output'];
  validLeads: Scalars['Int']['output'];
};

export type Tops = {
  __typename?: 'Tops';
  daily: Array<TopDay>;
  programs: Array<TopRow>;
  publishers: Array<TopRow>;
};

/** A campaign's tracking set-up: the pixel and postback its advertiser installs. */
export type TrackingPixels = {
  __typename?: 'TrackingPixels';
  /** open or on_approval. */
  access: ProgramAccess;
  advertiserClientId: Scalars['Int']['output'];
  campaignId: Scalars['Int']['output'];
  campaignName: Scalars['String']['output'];
  campaignState: Scalars['String']['output'];
  landingUrl: Scalars['String']['output'];
  payoutCents: Scalars['Float']['output'];
  /** The program's servers (IP addresses or CIDR ranges) whose postbacks with a click id need no signature. */
  postbackAddresses: Array<Scalars['String']['output']>;
  /** The advertiser's postback secret (never the secret itself); null until one is generated. */
  postbackSecret?: Maybe<PostbackSecretInfo>;
  /** HT cents per lead. */
  priceCents: Scalars['Float']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  programState: RecordState;
  /** Publishers whose application to the program is accepted. */
  publishers: Array<TrackingPublisher>;
  /** Campaign and program both valide: clicks and leads are recorded. */
  running: Scalars['Boolean']['output'];
  trackingId: Scalars['String']['output'];
};

export type TrackingPublisher = {
  __typename?: 'TrackingPublisher';
  clientId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Visual = {
  __typename?: 'Visual';
  advertiserClientId: Scalars['Int']['output'];
  campaignId: Scalars['Int']['output'];
  campaignName: Scalars['String']['output'];
  campaignState: Scalars['String']['output'];
  /** The code to paste: the visual with the caller's tracking link in place. */
  code: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  /** Sanitised on save; may hold {{tracking_link}} placeholders. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** email, banner or text. */
  kind: VisualKind;
  linkText?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The public preview of the visual with the caller's link. */
  previewPath: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  senderName?: Maybe<Scalars['String']['output']>;
  subject?: Maybe<Scalars['String']['output']>;
  trackingId: Scalars['String']['output'];
  /** The caller's tracking link for the campaign (publishers; p=0 for others). */
  trackingLink: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type VisualCampaign = {
  __typename?: 'VisualCampaign';
  advertiserClientId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  programId: Scalars['Int']['output'];
  programName: Scalars['String']['output'];
  state: RecordState;
  trackingId: Scalars['String']['output'];
};

export type VisualInput = {
  campaignId: Scalars['Int']['input'];
  height?: InputMaybe<Scalars['Int']['input']>;
  html?: InputMaybe<Scalars['String']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  /** email, banner or text. */
  kind: Scalars['String']['input'];
  linkText?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  senderName?: InputMaybe<Scalars['String']['input']>;
  subject?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type VisualKind =
  | 'banner'
  | 'email'
  | 'text';

export type WaitingInvoice = {
  __typename?: 'WaitingInvoice';
  amount: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  issuedAt: Scalars['String']['output'];
  number: Scalars['String']['output'];
  /** perf, coreg or market. */
  platform: BillingPlatform;
};



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
  AcceptedCampaign: ResolverTypeWrapper<AcceptedCampaign>;
  AdminDashboard: ResolverTypeWrapper<AdminDashboardRoot>;
  AdminDay: ResolverTypeWrapper<AdminDay>;
  AdminKpis: ResolverTypeWrapper<AdminKpis>;
  AdminPeriodKpis: ResolverTypeWrapper<AdminPeriodKpis>;
  AdminQueues: ResolverTypeWrapper<AdminQueues>;
  AdvertiserDashboard: ResolverTypeWrapper<PartnerClients>;
  AdvertiserObjective: ResolverTypeWrapper<AdvertiserObjective>;
  ApplicationCounts: ResolverTypeWrapper<ApplicationCounts>;
  ApplicationFilterOptions: ResolverTypeWrapper<ApplicationFilterOptions>;
  ApplicationState: ApplicationState;
  ApplyInput: ApplyInput;
  BillingPlatform: BillingPlatform;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CallOutcome: CallOutcome;
  CoregClientFigures: ResolverTypeWrapper<CoregClientFigures>;
  CoregMonth: ResolverTypeWrapper<CoregMonth>;
  CoregPayments: ResolverTypeWrapper<CoregPayments>;
  CoregPublisherDashboard: ResolverTypeWrapper<CoregPublisherDashboard>;
  CoregPublisherMonth: ResolverTypeWrapper<CoregPublisherMonth>;
  DailyAmount: ResolverTypeWrapper<DailyAmount>;
  DashboardBalance: ResolverTypeWrapper<DashboardBalance>;
  DashboardLeads: ResolverTypeWrapper<DashboardLeads>;
  DashboardOrder: ResolverTypeWrapper<DashboardOrder>;
  DashboardOrders: ResolverTypeWrapper<DashboardOrders>;
  DocumentToSign: ResolverTypeWrapper<DocumentToSign>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GiftDashboard: ResolverTypeWrapper<GiftDashboard>;
  GiftMovement: ResolverTypeWrapper<GiftMovement>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoicesWaiting: ResolverTypeWrapper<InvoicesWaiting>;
  Law: Law;
  LeadDetailsInput: LeadDetailsInput;
  LeadStatus: LeadStatus;
  LeadmarketCategoryStats: ResolverTypeWrapper<LeadmarketCategoryStats>;
  LeadmarketDay: ResolverTypeWrapper<LeadmarketDay>;
  LeadmarketStats: ResolverTypeWrapper<LeadmarketStats>;
  LeadmarketStatsRow: ResolverTypeWrapper<LeadmarketStatsRow>;
  LeadmarketTotals: ResolverTypeWrapper<LeadmarketTotals>;
  LibraryImage: ResolverTypeWrapper<LibraryImage>;
  ManivoxCall: ResolverTypeWrapper<ManivoxCall>;
  ManivoxCallFilter: ManivoxCallFilter;
  ManivoxCallPage: ResolverTypeWrapper<ManivoxCallPage>;
  ManivoxCampaignOption: ResolverTypeWrapper<ManivoxCampaignOption>;
  ManivoxDay: ResolverTypeWrapper<ManivoxDay>;
  ManivoxKpis: ResolverTypeWrapper<ManivoxKpis>;
  ManivoxTag: ResolverTypeWrapper<ManivoxTag>;
  ManivoxTagInput: ManivoxTagInput;
  Me: ResolverTypeWrapper<Me>;
  MonthlyAmount: ResolverTypeWrapper<MonthlyAmount>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyApplication: ResolverTypeWrapper<MyApplication>;
  MyaffilAdvertiserClient: ResolverTypeWrapper<MyaffilAdvertiserClient>;
  MyaffilApplication: ResolverTypeWrapper<MyaffilApplication>;
  MyaffilCampaign: ResolverTypeWrapper<MyaffilCampaign>;
  MyaffilCampaignFilter: MyaffilCampaignFilter;
  MyaffilCampaignInput: MyaffilCampaignInput;
  MyaffilFilterOption: ResolverTypeWrapper<MyaffilFilterOption>;
  MyaffilProgram: ResolverTypeWrapper<ProgramOut>;
  MyaffilProgramApplication: ResolverTypeWrapper<MyaffilProgramApplication>;
  MyaffilProgramFilter: MyaffilProgramFilter;
  MyaffilProgramInput: MyaffilProgramInput;
  MyaffilPublisherCampaign: ResolverTypeWrapper<MyaffilPublisherCampaign>;
  MyaffilStats: ResolverTypeWrapper<MyaffilStats>;
  MyaffilStatsInput: MyaffilStatsInput;
  NewPostbackSecret: ResolverTypeWrapper<NewPostbackSecret>;
  ObjectiveInput: ObjectiveInput;
  PlatformBilling: ResolverTypeWrapper<PlatformBilling>;
  PlatformPayments: ResolverTypeWrapper<PlatformPayments>;
  PostbackSecretInfo: ResolverTypeWrapper<PostbackSecretInfo>;
  ProgramAccess: ProgramAccess;
  ProgramCounts: ResolverTypeWrapper<ProgramCounts>;
  ProgramSummary: ResolverTypeWrapper<ProgramSummary>;
  ProgramValidation: ProgramValidation;
  PublisherDashboard: ResolverTypeWrapper<PartnerClients>;
  PublisherExtract: ResolverTypeWrapper<PublisherExtract>;
  PublisherSupports: ResolverTypeWrapper<PublisherSupports>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecentCreditNote: ResolverTypeWrapper<RecentCreditNote>;
  RecentCreditNotes: ResolverTypeWrapper<RecentCreditNotes>;
  RecordState: RecordState;
  Refusal: ResolverTypeWrapper<Refusal>;
  RemunerationModel: RemunerationModel;
  ScheduleShootInput: ScheduleShootInput;
  Shoot: ResolverTypeWrapper<Shoot>;
  ShootCampaign: ResolverTypeWrapper<ShootCampaign>;
  ShootState: ShootState;
  ShootStats: ResolverTypeWrapper<ShootStats>;
  ShootVisualOption: ResolverTypeWrapper<ShootVisualOption>;
  StatsAdvertiserOption: ResolverTypeWrapper<StatsAdvertiserOption>;
  StatsCampaignOption: ResolverTypeWrapper<StatsCampaignOption>;
  StatsDay: ResolverTypeWrapper<StatsDay>;
  StatsGroupBy: StatsGroupBy;
  StatsLead: ResolverTypeWrapper<StatsLead>;
  StatsLeadPage: ResolverTypeWrapper<StatsLeadPage>;
  StatsOptions: ResolverTypeWrapper<StatsOptions>;
  StatsProgramOption: ResolverTypeWrapper<StatsProgramOption>;
  StatsPublisherOption: ResolverTypeWrapper<StatsPublisherOption>;
  StatsRole: StatsRole;
  StatsRow: ResolverTypeWrapper<StatsRow>;
  StatsSupportOption: ResolverTypeWrapper<StatsSupportOption>;
  StatsTotals: ResolverTypeWrapper<StatsTotals>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Support: ResolverTypeWrapper<Support>;
  SupportInput: SupportInput;
  TestLeadAnswer: ResolverTypeWrapper<TestLeadAnswer>;
  TopDay: ResolverTypeWrapper<TopDay>;
  TopRow: ResolverTypeWrapper<TopRow>;
  Tops: ResolverTypeWrapper<Tops>;
  TrackingPixels: ResolverTypeWrapper<TrackingPixels>;
  TrackingPublisher: ResolverTypeWrapper<TrackingPublisher>;
  Visual: ResolverTypeWrapper<Visual>;
  VisualCampaign: ResolverTypeWrapper<VisualCampaign>;
  VisualInput: VisualInput;
  VisualKind: VisualKind;
  WaitingInvoice: ResolverTypeWrapper<WaitingInvoice>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptedCampaign: AcceptedCampaign;
  AdminDashboard: AdminDashboardRoot;
  AdminDay: AdminDay;
  AdminKpis: AdminKpis;
  AdminPeriodKpis: AdminPeriodKpis;
  AdminQueues: AdminQueues;
  AdvertiserDashboard: PartnerClients;
  AdvertiserObjective: AdvertiserObjective;
  ApplicationCounts: ApplicationCounts;
  ApplicationFilterOptions: ApplicationFilterOptions;
  ApplyInput: ApplyInput;
  Boolean: Scalars['Boolean']['output'];
  CoregClientFigures: CoregClientFigures;
  CoregMonth: CoregMonth;
  CoregPayments: CoregPayments;
  CoregPublisherDashboard: CoregPublisherDashboard;
  CoregPublisherMonth: CoregPublisherMonth;
  DailyAmount: DailyAmount;
  DashboardBalance: DashboardBalance;
  DashboardLeads: DashboardLeads;
  DashboardOrder: DashboardOrder;
  DashboardOrders: DashboardOrders;
  DocumentToSign: DocumentToSign;
  Float: Scalars['Float']['output'];
  GiftDashboard: GiftDashboard;
  GiftMovement: GiftMovement;
  Int: Scalars['Int']['output'];
  InvoicesWaiting: InvoicesWaiting;
  LeadDetailsInput: LeadDetailsInput;
  LeadmarketCategoryStats: LeadmarketCategoryStats;
  LeadmarketDay: LeadmarketDay;
  LeadmarketStats: LeadmarketStats;
  LeadmarketStatsRow: LeadmarketStatsRow;
  LeadmarketTotals: LeadmarketTotals;
  LibraryImage: LibraryImage;
  ManivoxCall: ManivoxCall;
  ManivoxCallFilter: ManivoxCallFilter;
  ManivoxCallPage: ManivoxCallPage;
  ManivoxCampaignOption: ManivoxCampaignOption;
  ManivoxDay: ManivoxDay;
  ManivoxKpis: ManivoxKpis;
  ManivoxTag: ManivoxTag;
  ManivoxTagInput: ManivoxTagInput;
  Me: Me;
  MonthlyAmount: MonthlyAmount;
  Mutation: Record<PropertyKey, never>;
  MyApplication: MyApplication;
  MyaffilAdvertiserClient: MyaffilAdvertiserClient;
  MyaffilApplication: MyaffilApplication;
  MyaffilCampaign: MyaffilCampaign;
  MyaffilCampaignFilter: MyaffilCampaignFilter;
  MyaffilCampaignInput: MyaffilCampaignInput;
  MyaffilFilterOption: MyaffilFilterOption;
  MyaffilProgram: ProgramOut;
  MyaffilProgramApplication: MyaffilProgramApplication;
  MyaffilProgramFilter: MyaffilProgramFilter;
  MyaffilProgramInput: MyaffilProgramInput;
  MyaffilPublisherCampaign: MyaffilPublisherCampaign;
  MyaffilStats: MyaffilStats;
  MyaffilStatsInput: MyaffilStatsInput;
  NewPostbackSecret: NewPostbackSecret;
  ObjectiveInput: ObjectiveInput;
  PlatformBilling: PlatformBilling;
  PlatformPayments: PlatformPayments;
  PostbackSecretInfo: PostbackSecretInfo;
  ProgramCounts: ProgramCounts;
  ProgramSummary: ProgramSummary;
  PublisherDashboard: PartnerClients;
  PublisherExtract: PublisherExtract;
  PublisherSupports: PublisherSupports;
  Query: Record<PropertyKey, never>;
  RecentCreditNote: RecentCreditNote;
  RecentCreditNotes: RecentCreditNotes;
  Refusal: Refusal;
  ScheduleShootInput: ScheduleShootInput;
  Shoot: Shoot;
  ShootCampaign: ShootCampaign;
  ShootStats: ShootStats;
  ShootVisualOption: ShootVisualOption;
  StatsAdvertiserOption: StatsAdvertiserOption;
  StatsCampaignOption: StatsCampaignOption;
  StatsDay: StatsDay;
  StatsLead: StatsLead;
  StatsLeadPage: StatsLeadPage;
  StatsOptions: StatsOptions;
  StatsProgramOption: StatsProgramOption;
  StatsPublisherOption: StatsPublisherOption;
  StatsRow: StatsRow;
  StatsSupportOption: StatsSupportOption;
  StatsTotals: StatsTotals;
  String: Scalars['String']['output'];
  Support: Support;
  SupportInput: SupportInput;
  TestLeadAnswer: TestLeadAnswer;
  TopDay: TopDay;
  TopRow: TopRow;
  Tops: Tops;
  TrackingPixels: TrackingPixels;
  TrackingPublisher: TrackingPublisher;
  Visual: Visual;
  VisualCampaign: VisualCampaign;
  VisualInput: VisualInput;
  WaitingInvoice: WaitingInvoice;
};

export type AcceptedCampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AcceptedCampaign'] = ResolversParentTypes['AcceptedCampaign']> = {
  acceptedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programState?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  runningCampaigns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = {
  billing?: Resolver<Array<ResolversTypes['PlatformBilling']>, ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['AdminDay']>, ParentType, ContextType>;
  kpis?: Resolver<ResolversTypes['AdminKpis'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['DashboardLeads'], ParentType, ContextType, RequireFields<AdminDashboardLeadsArgs, 'days'>>;
  queues?: Resolver<ResolversTypes['AdminQueues'], ParentType, ContextType>;
};

export type AdminDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdminDay'] = ResolversParentTypes['AdminDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  signUps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminKpisResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdminKpis'] = ResolversParentTypes['AdminKpis']> = {
  monthToDate?: Resolver<ResolversTypes['AdminPeriodKpis'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['AdminPeriodKpis'], ParentType, ContextType>;
};

export type AdminPeriodKpisResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdminPeriodKpis'] = ResolversParentTypes['AdminPeriodKpis']> = {
  invoiced?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  marketplaceRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marketplaceSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prepaymentsValidated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prepaymentsValidatedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  publisherCosts?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdminQueuesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdminQueues'] = ResolversParentTypes['AdminQueues']> = {
  applications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ois?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prepayments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdvertiserDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvertiserDashboard'] = ResolversParentTypes['AdvertiserDashboard']> = {
  balance?: Resolver<Maybe<ResolversTypes['DashboardBalance']>, ParentType, ContextType>;
  documentsToSign?: Resolver<Array<ResolversTypes['DocumentToSign']>, ParentType, ContextType>;
  invoicesWaiting?: Resolver<ResolversTypes['InvoicesWaiting'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['DashboardLeads'], ParentType, ContextType>;
  marketplaceClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['DashboardOrders']>, ParentType, ContextType>;
  programCounts?: Resolver<ResolversTypes['ProgramCounts'], ParentType, ContextType>;
  recentCreditNotes?: Resolver<ResolversTypes['RecentCreditNotes'], ParentType, ContextType>;
  recentPrograms?: Resolver<Array<ResolversTypes['ProgramSummary']>, ParentType, ContextType>;
  spend?: Resolver<Array<ResolversTypes['DailyAmount']>, ParentType, ContextType>;
};

export type AdvertiserObjectiveResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvertiserObjective'] = ResolversParentTypes['AdvertiserObjective']> = {
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApplicationCounts'] = ResolversParentTypes['ApplicationCounts']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationFilterOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ApplicationFilterOptions'] = ResolversParentTypes['ApplicationFilterOptions']> = {
  programs?: Resolver<Array<ResolversTypes['MyaffilFilterOption']>, ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['MyaffilFilterOption']>, ParentType, ContextType>;
};

export type CoregClientFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoregClientFigures'] = ResolversParentTypes['CoregClientFigures']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoregMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoregMonth'] = ResolversParentTypes['CoregMonth']> = {
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CoregPaymentsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoregPayments'] = ResolversParentTypes['CoregPayments']> = {
  lastPaidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  waitingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CoregPublisherDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoregPublisherDashboard'] = ResolversParentTypes['CoregPublisherDashboard']> = {
  months?: Resolver<Array<ResolversTypes['CoregPublisherMonth']>, ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['CoregPayments'], ParentType, ContextType>;
};

export type CoregPublisherMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoregPublisherMonth'] = ResolversParentTypes['CoregPublisherMonth']> = {
  callStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  earnings?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DailyAmountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DailyAmount'] = ResolversParentTypes['DailyAmount']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DashboardBalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardBalance'] = ResolversParentTypes['DashboardBalance']> = {
  lastPrepaiement?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  soldeHt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  soldeTtc?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DashboardLeadsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardLeads'] = ResolversParentTypes['DashboardLeads']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invalid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  marketplace?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardOrder'] = ResolversParentTypes['DashboardOrder']> = {
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalVolume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardOrdersResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DashboardOrders'] = ResolversParentTypes['DashboardOrders']> = {
  completed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recent?: Resolver<Array<ResolversTypes['DashboardOrder']>, ParentType, ContextType>;
};

export type DocumentToSignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DocumentToSign'] = ResolversParentTypes['DocumentToSign']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GiftDashboard'] = ResolversParentTypes['GiftDashboard']> = {
  balance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['GiftMovement']>, ParentType, ContextType>;
  movements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GiftMovementResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GiftMovement'] = ResolversParentTypes['GiftMovement']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoicesWaitingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoicesWaiting'] = ResolversParentTypes['InvoicesWaiting']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WaitingInvoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LeadmarketCategoryStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LeadmarketCategoryStats'] = ResolversParentTypes['LeadmarketCategoryStats']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeadmarketDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LeadmarketDay'] = ResolversParentTypes['LeadmarketDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeadmarketStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LeadmarketStats'] = ResolversParentTypes['LeadmarketStats']> = {
  categories?: Resolver<Array<ResolversTypes['LeadmarketCategoryStats']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['LeadmarketStatsRow']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['LeadmarketDay']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['LeadmarketTotals'], ParentType, ContextType>;
};

export type LeadmarketStatsRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LeadmarketStatsRow'] = ResolversParentTypes['LeadmarketStatsRow']> = {
  categoryId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exclusive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trio?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeadmarketTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LeadmarketTotals'] = ResolversParentTypes['LeadmarketTotals']> = {
  buyers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LibraryImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LibraryImage'] = ResolversParentTypes['LibraryImage']> = {
  absoluteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedBy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ManivoxCallResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxCall'] = ResolversParentTypes['ManivoxCall']> = {
  callerNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadId?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  leadStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['CallOutcome'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManivoxCallPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxCallPage'] = ResolversParentTypes['ManivoxCallPage']> = {
  daily?: Resolver<Array<ResolversTypes['ManivoxDay']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ManivoxCall']>, ParentType, ContextType>;
  kpis?: Resolver<ResolversTypes['ManivoxKpis'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManivoxCampaignOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxCampaignOption'] = ResolversParentTypes['ManivoxCampaignOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManivoxDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxDay'] = ResolversParentTypes['ManivoxDay']> = {
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManivoxKpisResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxKpis'] = ResolversParentTypes['ManivoxKpis']> = {
  averageDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversion?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  missed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDuration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManivoxTagResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ManivoxTag'] = ResolversParentTypes['ManivoxTag']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  campaignName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastCall?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  haswebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_clien_leadmarket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_clien_myaffil?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id_clien_mycoreg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  multi_droit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyAmountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MonthlyAmount'] = ResolversParentTypes['MonthlyAmount']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  applyToProgram?: Resolver<ResolversTypes['MyApplication'], ParentType, ContextType, RequireFields<MutationApplyToProgramArgs, 'input'>>;
  cancelShoot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelShootArgs, 'id'>>;
  createManivoxTag?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationCreateManivoxTagArgs, 'input'>>;
  createMyaffilCampaign?: Resolver<ResolversTypes['MyaffilCampaign'], ParentType, ContextType, RequireFields<MutationCreateMyaffilCampaignArgs, 'input'>>;
  createMyaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationCreateMyaffilProgramArgs, 'input'>>;
  createSupport?: Resolver<ResolversTypes['Support'], ParentType, ContextType, RequireFields<MutationCreateSupportArgs, 'input'>>;
  createVisual?: Resolver<ResolversTypes['Visual'], ParentType, ContextType, RequireFields<MutationCreateVisualArgs, 'input'>>;
  decideApplications?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDecideApplicationsArgs, 'decision' | 'ids'>>;
  deleteLibraryImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteLibraryImageArgs, 'id'>>;
  deleteManivoxTag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteManivoxTagArgs, 'id'>>;
  deleteMyaffilCampaign?: Resolver<ResolversTypes['MyaffilCampaign'], ParentType, ContextType, RequireFields<MutationDeleteMyaffilCampaignArgs, 'id'>>;
  deleteMyaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationDeleteMyaffilProgramArgs, 'id'>>;
  deleteSupport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSupportArgs, 'id'>>;
  deleteVisual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVisualArgs, 'id'>>;
  duplicateMyaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationDuplicateMyaffilProgramArgs, 'id' | 'name'>>;
  postponeShoot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPostponeShootArgs, 'date' | 'id' | 'time'>>;
  reportShoot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportShootArgs, 'id' | 'opens' | 'sent'>>;
  rotatePostbackSecret?: Resolver<ResolversTypes['NewPostbackSecret'], ParentType, ContextType, RequireFields<MutationRotatePostbackSecretArgs, 'identifiant'>>;
  scheduleShoot?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationScheduleShootArgs, 'input'>>;
  sendTestLead?: Resolver<ResolversTypes['TestLeadAnswer'], ParentType, ContextType, RequireFields<MutationSendTestLeadArgs, 'identifiant' | 'publisherClientId'>>;
  setLeadStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSetLeadStatusArgs, 'ids' | 'status'>>;
  setMyaffilCampaignState?: Resolver<ResolversTypes['MyaffilCampaign'], ParentType, ContextType, RequireFields<MutationSetMyaffilCampaignStateArgs, 'id' | 'state'>>;
  setMyaffilProgramState?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationSetMyaffilProgramStateArgs, 'id' | 'state'>>;
  setObjective?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetObjectiveArgs, 'input'>>;
  setPostbackAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSetPostbackAddressesArgs, 'addresses' | 'identifiant'>>;
  setShootState?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetShootStateArgs, 'id' | 'state'>>;
  setSupportActive?: Resolver<ResolversTypes['Support'], ParentType, ContextType, RequireFields<MutationSetSupportActiveArgs, 'active' | 'id'>>;
  updateManivoxTag?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationUpdateManivoxTagArgs, 'id' | 'input'>>;
  updateMyaffilCampaign?: Resolver<ResolversTypes['MyaffilCampaign'], ParentType, ContextType, RequireFields<MutationUpdateMyaffilCampaignArgs, 'id' | 'input'>>;
  updateMyaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationUpdateMyaffilProgramArgs, 'id' | 'input'>>;
  updateSupport?: Resolver<ResolversTypes['Support'], ParentType, ContextType, RequireFields<MutationUpdateSupportArgs, 'id' | 'input'>>;
  updateVisual?: Resolver<ResolversTypes['Visual'], ParentType, ContextType, RequireFields<MutationUpdateVisualArgs, 'id' | 'input'>>;
  validateMyaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<MutationValidateMyaffilProgramArgs, 'id'>>;
};

export type MyApplicationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyApplication'] = ResolversParentTypes['MyApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ApplicationState'], ParentType, ContextType>;
};

export type MyaffilAdvertiserClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilAdvertiserClient'] = ResolversParentTypes['MyaffilAdvertiserClient']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyaffilApplicationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilApplication'] = ResolversParentTypes['MyaffilApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programState?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ApplicationState'], ParentType, ContextType>;
  supportAudience?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  supportBroadcastType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  supportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MyaffilCampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilCampaign'] = ResolversParentTypes['MyaffilCampaign']> = {
  advertiserClientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  advertiserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  budgetCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dailyLeadCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  totalLeadCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trackingId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visualCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyaffilFilterOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilFilterOption'] = ResolversParentTypes['MyaffilFilterOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyaffilProgramResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilProgram'] = ResolversParentTypes['MyaffilProgram']> = {
  access?: Resolver<ResolversTypes['ProgramAccess'], ParentType, ContextType>;
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  advertiserName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  advertiserPriceCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  application?: Resolver<Maybe<ResolversTypes['MyaffilProgramApplication']>, ParentType, ContextType>;
  broadcastTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  campaignCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaigns?: Resolver<Array<ResolversTypes['MyaffilCampaign']>, ParentType, ContextType>;
  canBroadcast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  conditions?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  landingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marginCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RemunerationModel'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisherPayoutCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validation?: Resolver<ResolversTypes['ProgramValidation'], ParentType, ContextType>;
};

export type MyaffilProgramApplicationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilProgramApplication'] = ResolversParentTypes['MyaffilProgramApplication']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ApplicationState'], ParentType, ContextType>;
};

export type MyaffilPublisherCampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilPublisherCampaign'] = ResolversParentTypes['MyaffilPublisherCampaign']> = {
  dailyLeadCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  landingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RemunerationModel'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherPayoutCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  totalLeadCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visualCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyaffilStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MyaffilStats'] = ResolversParentTypes['MyaffilStats']> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupBy?: Resolver<ResolversTypes['StatsGroupBy'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StatsRole'], ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['StatsRow']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['StatsDay']>, ParentType, ContextType>;
  thenBy?: Resolver<Maybe<ResolversTypes['StatsGroupBy']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatsTotals'], ParentType, ContextType>;
};

export type NewPostbackSecretResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewPostbackSecret'] = ResolversParentTypes['NewPostbackSecret']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlatformBillingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlatformBilling'] = ResolversParentTypes['PlatformBilling']> = {
  invoicesWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicesWaitingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentsWaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentsWaitingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
};

export type PlatformPaymentsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlatformPayments'] = ResolversParentTypes['PlatformPayments']> = {
  lastPaidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  waitingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PostbackSecretInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostbackSecretInfo'] = ResolversParentTypes['PostbackSecretInfo']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramCountsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProgramCounts'] = ResolversParentTypes['ProgramCounts']> = {
  awaitingValidation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProgramSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProgramSummary'] = ResolversParentTypes['ProgramSummary']> = {
  campaigns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  validation?: Resolver<ResolversTypes['ProgramValidation'], ParentType, ContextType>;
};

export type PublisherDashboardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherDashboard'] = ResolversParentTypes['PublisherDashboard']> = {
  acceptedCampaigns?: Resolver<Array<ResolversTypes['AcceptedCampaign']>, ParentType, ContextType>;
  applications?: Resolver<ResolversTypes['ApplicationCounts'], ParentType, ContextType>;
  earnings?: Resolver<Array<ResolversTypes['MonthlyAmount']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['PlatformPayments']>, ParentType, ContextType>;
  refusals?: Resolver<Array<ResolversTypes['Refusal']>, ParentType, ContextType>;
};

export type PublisherExtractResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherExtract'] = ResolversParentTypes['PublisherExtract']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supports?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublisherSupportsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherSupports'] = ResolversParentTypes['PublisherSupports']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supports?: Resolver<Array<ResolversTypes['Support']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  adminDashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType>;
  advertiserDashboard?: Resolver<ResolversTypes['AdvertiserDashboard'], ParentType, ContextType, RequireFields<QueryAdvertiserDashboardArgs, 'id_utilisateur'>>;
  applicationFilterOptions?: Resolver<ResolversTypes['ApplicationFilterOptions'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['MyaffilApplication']>, ParentType, ContextType, Partial<QueryApplicationsArgs>>;
  coregClients?: Resolver<Array<ResolversTypes['CoregClientFigures']>, ParentType, ContextType, RequireFields<QueryCoregClientsArgs, 'month'>>;
  coregMonths?: Resolver<Array<ResolversTypes['CoregMonth']>, ParentType, ContextType>;
  coregPublisherDashboard?: Resolver<ResolversTypes['CoregPublisherDashboard'], ParentType, ContextType, RequireFields<QueryCoregPublisherDashboardArgs, 'id_utilisateur'>>;
  giftDashboard?: Resolver<ResolversTypes['GiftDashboard'], ParentType, ContextType, RequireFields<QueryGiftDashboardArgs, 'user_id'>>;
  libraryImages?: Resolver<Array<ResolversTypes['LibraryImage']>, ParentType, ContextType>;
  manivoxCalls?: Resolver<ResolversTypes['ManivoxCallPage'], ParentType, ContextType, RequireFields<QueryManivoxCallsArgs, 'filter'>>;
  manivoxCampaigns?: Resolver<Array<ResolversTypes['ManivoxCampaignOption']>, ParentType, ContextType>;
  manivoxTags?: Resolver<Array<ResolversTypes['ManivoxTag']>, ParentType, ContextType>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  myApplications?: Resolver<Array<ResolversTypes['MyApplication']>, ParentType, ContextType>;
  mySupports?: Resolver<Array<ResolversTypes['Support']>, ParentType, ContextType>;
  myaffilAdvertiserClients?: Resolver<Array<ResolversTypes['MyaffilAdvertiserClient']>, ParentType, ContextType>;
  myaffilCampaign?: Resolver<ResolversTypes['MyaffilCampaign'], ParentType, ContextType, RequireFields<QueryMyaffilCampaignArgs, 'id'>>;
  myaffilCampaigns?: Resolver<Array<ResolversTypes['MyaffilCampaign']>, ParentType, ContextType, Partial<QueryMyaffilCampaignsArgs>>;
  myaffilLeadDetails?: Resolver<ResolversTypes['StatsLeadPage'], ParentType, ContextType, RequireFields<QueryMyaffilLeadDetailsArgs, 'input'>>;
  myaffilLeadmarketStats?: Resolver<ResolversTypes['LeadmarketStats'], ParentType, ContextType, RequireFields<QueryMyaffilLeadmarketStatsArgs, 'from' | 'to'>>;
  myaffilProgram?: Resolver<ResolversTypes['MyaffilProgram'], ParentType, ContextType, RequireFields<QueryMyaffilProgramArgs, 'id'>>;
  myaffilPrograms?: Resolver<Array<ResolversTypes['MyaffilProgram']>, ParentType, ContextType, Partial<QueryMyaffilProgramsArgs>>;
  myaffilPublisherCampaigns?: Resolver<Array<ResolversTypes['MyaffilPublisherCampaign']>, ParentType, ContextType>;
  myaffilPublisherExtract?: Resolver<Array<ResolversTypes['PublisherExtract']>, ParentType, ContextType, RequireFields<QueryMyaffilPublisherExtractArgs, 'from' | 'to'>>;
  myaffilShootStats?: Resolver<Array<ResolversTypes['ShootStats']>, ParentType, ContextType, Partial<QueryMyaffilShootStatsArgs>>;
  myaffilStats?: Resolver<ResolversTypes['MyaffilStats'], ParentType, ContextType, RequireFields<QueryMyaffilStatsArgs, 'input'>>;
  myaffilStatsOptions?: Resolver<ResolversTypes['StatsOptions'], ParentType, ContextType>;
  objectives?: Resolver<Array<ResolversTypes['AdvertiserObjective']>, ParentType, ContextType, RequireFields<QueryObjectivesArgs, 'month'>>;
  publisherDashboard?: Resolver<ResolversTypes['PublisherDashboard'], ParentType, ContextType, RequireFields<QueryPublisherDashboardArgs, 'id_utilisateur'>>;
  publisherSupports?: Resolver<Maybe<ResolversTypes['PublisherSupports']>, ParentType, ContextType, RequireFields<QueryPublisherSupportsArgs, 'id_utilisateur'>>;
  shootCampaigns?: Resolver<Array<ResolversTypes['ShootCampaign']>, ParentType, ContextType>;
  shoots?: Resolver<Array<ResolversTypes['Shoot']>, ParentType, ContextType, Partial<QueryShootsArgs>>;
  topTm?: Resolver<ResolversTypes['Tops'], ParentType, ContextType, RequireFields<QueryTopTmArgs, 'from' | 'to'>>;
  trackingPixels?: Resolver<Maybe<ResolversTypes['TrackingPixels']>, ParentType, ContextType, RequireFields<QueryTrackingPixelsArgs, 'identifiant'>>;
  visual?: Resolver<ResolversTypes['Visual'], ParentType, ContextType, RequireFields<QueryVisualArgs, 'id'>>;
  visualCampaign?: Resolver<Maybe<ResolversTypes['VisualCampaign']>, ParentType, ContextType, RequireFields<QueryVisualCampaignArgs, 'trackingId'>>;
  visualCampaigns?: Resolver<Array<ResolversTypes['VisualCampaign']>, ParentType, ContextType, Partial<QueryVisualCampaignsArgs>>;
  visuals?: Resolver<Array<ResolversTypes['Visual']>, ParentType, ContextType, Partial<QueryVisualsArgs>>;
};

export type RecentCreditNoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RecentCreditNote'] = ResolversParentTypes['RecentCreditNote']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
};

export type RecentCreditNotesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RecentCreditNotes'] = ResolversParentTypes['RecentCreditNotes']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RecentCreditNote']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type RefusalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Refusal'] = ResolversParentTypes['Refusal']> = {
  decidedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShootResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Shoot'] = ResolversParentTypes['Shoot']> = {
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisherName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scheduledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ShootState'], ParentType, ContextType>;
  supportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visualId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visualName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShootCampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShootCampaign'] = ResolversParentTypes['ShootCampaign']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visuals?: Resolver<Array<ResolversTypes['ShootVisualOption']>, ParentType, ContextType>;
};

export type ShootStatsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShootStats'] = ResolversParentTypes['ShootStats']> = {
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scheduledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShootVisualOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShootVisualOption'] = ResolversParentTypes['ShootVisualOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VisualKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsAdvertiserOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsAdvertiserOption'] = ResolversParentTypes['StatsAdvertiserOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsCampaignOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsCampaignOption'] = ResolversParentTypes['StatsCampaignOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatsDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsDay'] = ResolversParentTypes['StatsDay']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicateLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  epc?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invalidLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatsLeadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsLead'] = ResolversParentTypes['StatsLead']> = {
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clickId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisherName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['LeadStatus'], ParentType, ContextType>;
  subId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StatsLeadPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsLeadPage'] = ResolversParentTypes['StatsLeadPage']> = {
  canSetStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatsLead']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StatsRole'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatsOptionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsOptions'] = ResolversParentTypes['StatsOptions']> = {
  advertisers?: Resolver<Array<ResolversTypes['StatsAdvertiserOption']>, ParentType, ContextType>;
  campaigns?: Resolver<Array<ResolversTypes['StatsCampaignOption']>, ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['StatsProgramOption']>, ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['StatsPublisherOption']>, ParentType, ContextType>;
  supports?: Resolver<Array<ResolversTypes['StatsSupportOption']>, ParentType, ContextType>;
};

export type StatsProgramOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsProgramOption'] = ResolversParentTypes['StatsProgramOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsPublisherOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsPublisherOption'] = ResolversParentTypes['StatsPublisherOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsRow'] = ResolversParentTypes['StatsRow']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  duplicateLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  epc?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invalidLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatsSupportOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsSupportOption'] = ResolversParentTypes['StatsSupportOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatsTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['StatsTotals'] = ResolversParentTypes['StatsTotals']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conversion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  duplicateLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  epc?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  invalidLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  payout?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Support'] = ResolversParentTypes['Support']> = {
  audience?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  broadcastType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisherClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TestLeadAnswerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TestLeadAnswer'] = ResolversParentTypes['TestLeadAnswer']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  httpStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopDay'] = ResolversParentTypes['TopDay']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TopRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopRow'] = ResolversParentTypes['TopRow']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  margin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  validLeads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Tops'] = ResolversParentTypes['Tops']> = {
  daily?: Resolver<Array<ResolversTypes['TopDay']>, ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['TopRow']>, ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['TopRow']>, ParentType, ContextType>;
};

export type TrackingPixelsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrackingPixels'] = ResolversParentTypes['TrackingPixels']> = {
  access?: Resolver<ResolversTypes['ProgramAccess'], ParentType, ContextType>;
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  landingUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoutCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postbackAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postbackSecret?: Resolver<Maybe<ResolversTypes['PostbackSecretInfo']>, ParentType, ContextType>;
  priceCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programState?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['TrackingPublisher']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrackingPublisherResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TrackingPublisher'] = ResolversParentTypes['TrackingPublisher']> = {
  clientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VisualResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Visual'] = ResolversParentTypes['Visual']> = {
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VisualKind'], ParentType, ContextType>;
  linkText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type VisualCampaignResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VisualCampaign'] = ResolversParentTypes['VisualCampaign']> = {
  advertiserClientId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  programId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  programName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RecordState'], ParentType, ContextType>;
  trackingId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WaitingInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WaitingInvoice'] = ResolversParentTypes['WaitingInvoice']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AcceptedCampaign?: AcceptedCampaignResolvers<ContextType>;
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AdminDay?: AdminDayResolvers<ContextType>;
  AdminKpis?: AdminKpisResolvers<ContextType>;
  AdminPeriodKpis?: AdminPeriodKpisResolvers<ContextType>;
  AdminQueues?: AdminQueuesResolvers<ContextType>;
  AdvertiserDashboard?: AdvertiserDashboardResolvers<ContextType>;
  AdvertiserObjective?: AdvertiserObjectiveResolvers<ContextType>;
  ApplicationCounts?: ApplicationCountsResolvers<ContextType>;
  ApplicationFilterOptions?: ApplicationFilterOptionsResolvers<ContextType>;
  CoregClientFigures?: CoregClientFiguresResolvers<ContextType>;
  CoregMonth?: CoregMonthResolvers<ContextType>;
  CoregPayments?: CoregPaymentsResolvers<ContextType>;
  CoregPublisherDashboard?: CoregPublisherDashboardResolvers<ContextType>;
  CoregPublisherMonth?: CoregPublisherMonthResolvers<ContextType>;
  DailyAmount?: DailyAmountResolvers<ContextType>;
  DashboardBalance?: DashboardBalanceResolvers<ContextType>;
  DashboardLeads?: DashboardLeadsResolvers<ContextType>;
  DashboardOrder?: DashboardOrderResolvers<ContextType>;
  DashboardOrders?: DashboardOrdersResolvers<ContextType>;
  DocumentToSign?: DocumentToSignResolvers<ContextType>;
  GiftDashboard?: GiftDashboardResolvers<ContextType>;
  GiftMovement?: GiftMovementResolvers<ContextType>;
  InvoicesWaiting?: InvoicesWaitingResolvers<ContextType>;
  LeadmarketCategoryStats?: LeadmarketCategoryStatsResolvers<ContextType>;
  LeadmarketDay?: LeadmarketDayResolvers<ContextType>;
  LeadmarketStats?: LeadmarketStatsResolvers<ContextType>;
  LeadmarketStatsRow?: LeadmarketStatsRowResolvers<ContextType>;
  LeadmarketTotals?: LeadmarketTotalsResolvers<ContextType>;
  LibraryImage?: LibraryImageResolvers<ContextType>;
  ManivoxCall?: ManivoxCallResolvers<ContextType>;
  ManivoxCallPage?: ManivoxCallPageResolvers<ContextType>;
  ManivoxCampaignOption?: ManivoxCampaignOptionResolvers<ContextType>;
  ManivoxDay?: ManivoxDayResolvers<ContextType>;
  ManivoxKpis?: ManivoxKpisResolvers<ContextType>;
  ManivoxTag?: ManivoxTagResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MonthlyAmount?: MonthlyAmountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyApplication?: MyApplicationResolvers<ContextType>;
  MyaffilAdvertiserClient?: MyaffilAdvertiserClientResolvers<ContextType>;
  MyaffilApplication?: MyaffilApplicationResolvers<ContextType>;
  MyaffilCampaign?: MyaffilCampaignResolvers<ContextType>;
  MyaffilFilterOption?: MyaffilFilterOptionResolvers<ContextType>;
  MyaffilProgram?: MyaffilProgramResolvers<ContextType>;
  MyaffilProgramApplication?: MyaffilProgramApplicationResolvers<ContextType>;
  MyaffilPublisherCampaign?: MyaffilPublisherCampaignResolvers<ContextType>;
  MyaffilStats?: MyaffilStatsResolvers<ContextType>;
  NewPostbackSecret?: NewPostbackSecretResolvers<ContextType>;
  PlatformBilling?: PlatformBillingResolvers<ContextType>;
  PlatformPayments?: PlatformPaymentsResolvers<ContextType>;
  PostbackSecretInfo?: PostbackSecretInfoResolvers<ContextType>;
  ProgramCounts?: ProgramCountsResolvers<ContextType>;
  ProgramSummary?: ProgramSummaryResolvers<ContextType>;
  PublisherDashboard?: PublisherDashboardResolvers<ContextType>;
  PublisherExtract?: PublisherExtractResolvers<ContextType>;
  PublisherSupports?: PublisherSupportsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RecentCreditNote?: RecentCreditNoteResolvers<ContextType>;
  RecentCreditNotes?: RecentCreditNotesResolvers<ContextType>;
  Refusal?: RefusalResolvers<ContextType>;
  Shoot?: ShootResolvers<ContextType>;
  ShootCampaign?: ShootCampaignResolvers<ContextType>;
  ShootStats?: ShootStatsResolvers<ContextType>;
  ShootVisualOption?: ShootVisualOptionResolvers<ContextType>;
  StatsAdvertiserOption?: StatsAdvertiserOptionResolvers<ContextType>;
  StatsCampaignOption?: StatsCampaignOptionResolvers<ContextType>;
  StatsDay?: StatsDayResolvers<ContextType>;
  StatsLead?: StatsLeadResolvers<ContextType>;
  StatsLeadPage?: StatsLeadPageResolvers<ContextType>;
  StatsOptions?: StatsOptionsResolvers<ContextType>;
  StatsProgramOption?: StatsProgramOptionResolvers<ContextType>;
  StatsPublisherOption?: StatsPublisherOptionResolvers<ContextType>;
  StatsRow?: StatsRowResolvers<ContextType>;
  StatsSupportOption?: StatsSupportOptionResolvers<ContextType>;
  StatsTotals?: StatsTotalsResolvers<ContextType>;
  Support?: SupportResolvers<ContextType>;
  TestLeadAnswer?: TestLeadAnswerResolvers<ContextType>;
  TopDay?: TopDayResolvers<ContextType>;
  TopRow?: TopRowResolvers<ContextType>;
  Tops?: TopsResolvers<ContextType>;
  TrackingPixels?: TrackingPixelsResolvers<ContextType>;
  TrackingPublisher?: TrackingPublisherResolvers<ContextType>;
  Visual?: VisualResolvers<ContextType>;
  VisualCampaign?: VisualCampaignResolvers<ContextType>;
  WaitingInvoice?: WaitingInvoiceResolvers<ContextType>;
};

