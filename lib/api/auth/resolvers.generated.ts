import type { GraphQLResolveInfo } from 'graphql';
import type { ProfileRoot } from '@/features/identity/profile/server/read';
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

export type AdvanceBalance = {
  __typename?: 'AdvanceBalance';
  adjustment_cents: Scalars['Float']['output'];
  balance_cents: Scalars['Float']['output'];
  prepaid_cents: Scalars['Float']['output'];
  promo_cents: Scalars['Float']['output'];
  refunded_cents: Scalars['Float']['output'];
  spent_cents: Scalars['Float']['output'];
};

export type AdvanceClient = {
  __typename?: 'AdvanceClient';
  id_coreg: Scalars['Int']['output'];
  id_market: Scalars['Int']['output'];
  id_perf: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  user_id: Scalars['Int']['output'];
};

export type AdvanceInvoice = {
  __typename?: 'AdvanceInvoice';
  credited_cents: Scalars['Float']['output'];
  from_prepayment: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  issue_date: Scalars['String']['output'];
  number: Scalars['String']['output'];
  platform: BillingPlatform;
  remaining_cents: Scalars['Float']['output'];
  settled_cents: Scalars['Float']['output'];
  state: InvoiceState;
  ttc_cents: Scalars['Float']['output'];
};

export type AdvancePrepayment = {
  __typename?: 'AdvancePrepayment';
  amount_cents: Scalars['Float']['output'];
  decided_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  invoice_number?: Maybe<Scalars['String']['output']>;
  method: Scalars['String']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type AdvanceTotals = {
  __typename?: 'AdvanceTotals';
  credited_cents: Scalars['Float']['output'];
  remaining_cents: Scalars['Float']['output'];
  settled_cents: Scalars['Float']['output'];
  ttc_cents: Scalars['Float']['output'];
};

export type AuditActor = {
  __typename?: 'AuditActor';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  law: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A changed field: its value before and after (secrets masked). */
export type AuditChange = {
  __typename?: 'AuditChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

export type AuditDetail = {
  __typename?: 'AuditDetail';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** Null when the entry was written without a signed-in person (a failed sign-in, the seed). */
  actor?: Maybe<AuditActor>;
  at: Scalars['String']['output'];
  changes: Array<AuditChange>;
  details: Array<AuditDetail>;
  id: Scalars['Int']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  targetId?: Maybe<Scalars['String']['output']>;
  targetType?: Maybe<Scalars['String']['output']>;
};

export type AuditEntryPage = {
  __typename?: 'AuditEntryPage';
  items: Array<AuditEntry>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type AuditFacets = {
  __typename?: 'AuditFacets';
  actions: Array<Scalars['String']['output']>;
  targetTypes: Array<Scalars['String']['output']>;
};

/** Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included. */
export type AuditFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  actor?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  targetId?: InputMaybe<Scalars['String']['input']>;
  targetType?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A backup file of the backups directory (BACKUP_DIR, or DATA_DIR/backups). */
export type Backup = {
  __typename?: 'Backup';
  createdAt: Scalars['String']['output'];
  /** pglite: the embedded database's data directory; postgres: a pg_dump archive. */
  format: Scalars['String']['output'];
  /** manual, or daily (the scheduled job, which keeps the last BACKUP_KEEP). */
  kind: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sizeBytes: Scalars['Float']['output'];
};

export type BackupList = {
  __typename?: 'BackupList';
  /** The format a new backup of this database takes (a backup of another format cannot be restored here). */
  format: Scalars['String']['output'];
  items: Array<Backup>;
  /** Whether a backup or a restore is running in this instance. */
  running: Scalars['Boolean']['output'];
};

/** Rows of one table created after the backup: a restore drops them. */
export type BackupRestoreLoss = {
  __typename?: 'BackupRestoreLoss';
  rows: Scalars['Int']['output'];
  table: Scalars['String']['output'];
};

/** What restoring a backup would drop, told before it runs. */
export type BackupRestorePreview = {
  __typename?: 'BackupRestorePreview';
  /** Per table, the rows created since the backup, the largest first (changes to older rows are not counted). */
  losses: Array<BackupRestoreLoss>;
  name: Scalars['String']['output'];
  /** When the backup was made: everything recorded since is lost. */
  since: Scalars['String']['output'];
};

/** kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber. */
export type BankDetailsInput = {
  accountOwner: Scalars['String']['input'];
  bankName: Scalars['String']['input'];
  iban?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  rib?: InputMaybe<Scalars['String']['input']>;
  swift?: InputMaybe<Scalars['String']['input']>;
  vatNumber?: InputMaybe<Scalars['String']['input']>;
  vatSubject?: InputMaybe<Scalars['Boolean']['input']>;
};

export type BankDetailsKind =
  | 'fr'
  | 'intl';

export type BillingMonth = {
  __typename?: 'BillingMonth';
  lines: Array<BillingMonthLine>;
  /** First day of the month, YYYY-MM-01. */
  month: Scalars['String']['output'];
  platform: MonthPlatform;
  status: MonthStatus;
  validated_at?: Maybe<Scalars['String']['output']>;
  validated_by_name?: Maybe<Scalars['String']['output']>;
};

export type BillingMonthLine = {
  __typename?: 'BillingMonthLine';
  adjustment_cents: Scalars['Float']['output'];
  adjustment_reason?: Maybe<Scalars['String']['output']>;
  /** HT cents from the roll-up. */
  amount_cents: Scalars['Float']['output'];
  /** The platform client id (id_clien_myaffil / id_clien_mycoreg). */
  client_id: Scalars['Int']['output'];
  client_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  program_id?: Maybe<Scalars['Int']['output']>;
  program_name?: Maybe<Scalars['String']['output']>;
  side: MonthSide;
  /** amount_cents + adjustment_cents: what is invoiced or paid. */
  total_cents: Scalars['Float']['output'];
  /** The account behind the client id, when there is one. */
  user_id?: Maybe<Scalars['Int']['output']>;
  valid_leads: Scalars['Int']['output'];
};

export type BillingMonthOption = {
  __typename?: 'BillingMonthOption';
  month: Scalars['String']['output'];
  status: MonthStatus;
};

export type BillingPlatform =
  | 'coreg'
  | 'market'
  | 'mongustave'
  | 'perf';

/** OK, WRONG_PASSWORD, NO_PASSWORD, LIMIT_EXCEEDED or MANAGED_BY_IDP. */
export type ChangePasswordResult = {
  __typename?: 'ChangePasswordResult';
  code: Scalars['String']['output'];
};

export type ClientAdvances = {
  __typename?: 'ClientAdvances';
  advance: AdvanceBalance;
  client: AdvanceClient;
  invoices: Array<AdvanceInvoice>;
  page: Scalars['Int']['output'];
  prepayments: Array<AdvancePrepayment>;
  total: Scalars['Int']['output'];
  totals: AdvanceTotals;
};

export type ClientRevenueFilter = {
  /** asc or desc. */
  dir?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  platform?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  /** name, platform, invoices, net, paid or due. */
  sort?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['String']['input'];
};

export type ClientRevenuePage = {
  __typename?: 'ClientRevenuePage';
  due_cents: Scalars['Float']['output'];
  net_cents: Scalars['Float']['output'];
  page: Scalars['Int']['output'];
  paid_cents: Scalars['Float']['output'];
  rows: Array<ClientRevenueRow>;
  total: Scalars['Int']['output'];
};

export type ClientRevenueRow = {
  __typename?: 'ClientRevenueRow';
  advances_path?: Maybe<Scalars['String']['output']>;
  client_id: Scalars['Int']['output'];
  credited_cents: Scalars['Float']['output'];
  due_cents: Scalars['Float']['output'];
  ht_cents: Scalars['Float']['output'];
  invoices: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  net_cents: Scalars['Float']['output'];
  paid_cents: Scalars['Float']['output'];
  platform: BillingPlatform;
  ttc_cents: Scalars['Float']['output'];
};

export type CompteCadeaux = {
  __typename?: 'CompteCadeaux';
  message?: Maybe<Scalars['String']['output']>;
  solde: Scalars['Int']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

export type CorrectedInvoice = {
  __typename?: 'CorrectedInvoice';
  /** The credit note that cancels what remained of the corrected invoice (none when nothing remained). */
  credit_note_number?: Maybe<Scalars['String']['output']>;
  /** The new invoice that replaces it. */
  invoice: Invoice;
};

export type Count = {
  __typename?: 'Count';
  nb: Scalars['Int']['output'];
};

export type CreditNote = {
  __typename?: 'CreditNote';
  amount_cents: Scalars['Float']['output'];
  buyer_name: Scalars['String']['output'];
  client_id: Scalars['Int']['output'];
  comment: Scalars['String']['output'];
  ht_cents: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  invoice_id: Scalars['Int']['output'];
  invoice_number: Scalars['String']['output'];
  issued_at: Scalars['String']['output'];
  number: Scalars['String']['output'];
  platform: BillingPlatform;
  reason: CreditNoteReason;
  vat_cents: Scalars['Float']['output'];
};

export type CreditNotePage = {
  __typename?: 'CreditNotePage';
  amount_cents: Scalars['Float']['output'];
  page: Scalars['Int']['output'];
  rows: Array<CreditNote>;
  total: Scalars['Int']['output'];
};

export type CreditNoteReason =
  | 'correction'
  | 'gesture'
  | 'invalidation';

export type DueFollowUps = {
  __typename?: 'DueFollowUps';
  items: Array<Interaction>;
  total: Scalars['Int']['output'];
};

/** An issued document's life on the approved e-invoicing platform (plateforme agréée). */
export type Einvoice = {
  __typename?: 'Einvoice';
  /** What the platform reported, oldest first. */
  events: Array<EinvoiceEvent>;
  /** Why the deposit has not gone through yet (administrators only). */
  last_error?: Maybe<Scalars['String']['output']>;
  /** Not on the platform and the queue has given up trying: an administrator may retry (administrators only). */
  stalled: Scalars['Boolean']['output'];
  status: EinvoiceStatus;
};

export type EinvoiceEvent = {
  __typename?: 'EinvoiceEvent';
  at: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  status: EinvoiceStatus;
};

export type EinvoiceFilter =
  | 'collected'
  | 'deposited'
  | 'none'
  | 'out_of_scope'
  | 'pending'
  | 'refused'
  | 'rejected';

export type EinvoiceStatus =
  | 'collected'
  | 'deposited'
  | 'out_of_scope'
  | 'pending'
  | 'refused'
  | 'rejected';

/** AVAILABLE, or EMAIL_ALREADY_USED. */
export type EmailCheck = {
  __typename?: 'EmailCheck';
  code: Scalars['String']['output'];
};

export type GeneratedInvoices = {
  __typename?: 'GeneratedInvoices';
  issued: Array<Invoice>;
  /** Clients already invoiced for that month. */
  skipped: Scalars['Int']['output'];
};

export type GiftBalance = {
  __typename?: 'GiftBalance';
  points: Scalars['Int']['output'];
  userId: Scalars['Int']['output'];
};

export type InboxStatus =
  | 'matched'
  | 'unmatched'
  | 'unreadable';

/** An invoice a supplier addressed to us through the approved e-invoicing platform. */
export type IncomingEinvoice = {
  __typename?: 'IncomingEinvoice';
  call_client_id?: Maybe<Scalars['Int']['output']>;
  /** The publisher account and client id of the invoice call it was filed against. */
  call_user_id?: Maybe<Scalars['Int']['output']>;
  filename: Scalars['String']['output'];
  /** Null when it could not be read. */
  format?: Maybe<InvoiceFormat>;
  ht_cents?: Maybe<Scalars['Float']['output']>;
  id: Scalars['Int']['output'];
  number?: Maybe<Scalars['String']['output']>;
  /** Why it was not filed. */
  reason?: Maybe<Scalars['String']['output']>;
  received_at: Scalars['String']['output'];
  /** The seller's SIREN (BT-30), which finds the publisher. */
  seller_siren?: Maybe<Scalars['String']['output']>;
  status: InboxStatus;
};

export type IncomingEinvoicePage = {
  __typename?: 'IncomingEinvoicePage';
  page: Scalars['Int']['output'];
  rows: Array<IncomingEinvoice>;
  total: Scalars['Int']['output'];
};

export type Interaction = {
  __typename?: 'Interaction';
  /** The follow-up day has come (today in Paris or before) and it is not done. */
  due: Scalars['Boolean']['output'];
  followUpDone: Scalars['Boolean']['output'];
  /** A Paris day (YYYY-MM-DD), or null: nothing to follow up. */
  followUpOn?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** call, email, meeting or note. */
  kind: Scalars['String']['output'];
  member: InteractionPerson;
  notes: Scalars['String']['output'];
  occurredAt: Scalars['String']['output'];
  /** pending, positive, negative or no_answer. */
  outcome: Scalars['String']['output'];
  staff: InteractionPerson;
  subject: Scalars['String']['output'];
};

/** Empty strings mean any; from and to are Paris days, both included; client matches e-mail, name or company. */
export type InteractionFilter = {
  client?: InputMaybe<Scalars['String']['input']>;
  due?: InputMaybe<Scalars['Boolean']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  kind?: InputMaybe<Scalars['String']['input']>;
  memberId?: InputMaybe<Scalars['String']['input']>;
  staffId?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** occurredAt is a Paris wall-clock time (YYYY-MM-DDTHH:mm); the staff member is the caller. */
export type InteractionInput = {
  followUpDone?: InputMaybe<Scalars['Boolean']['input']>;
  followUpOn?: InputMaybe<Scalars['String']['input']>;
  kind: Scalars['String']['input'];
  memberId: Scalars['Int']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  occurredAt: Scalars['String']['input'];
  outcome?: InputMaybe<Scalars['String']['input']>;
  subject: Scalars['String']['input'];
};

export type InteractionPage = {
  __typename?: 'InteractionPage';
  items: Array<Interaction>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type InteractionPerson = {
  __typename?: 'InteractionPerson';
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  society: Scalars['String']['output'];
};

export type Invoice = {
  __typename?: 'Invoice';
  /** TTC. */
  amount_cents: Scalars['Float']['output'];
  buyer_name: Scalars['String']['output'];
  client_id: Scalars['Int']['output'];
  /** The credit notes that correct it, oldest first (each with its PDF at /api/credit-notes/<id>/pdf). */
  credit_notes: Array<InvoiceCreditNote>;
  /** TTC of its credit notes. */
  credited_cents: Scalars['Float']['output'];
  /** What it still asks for: TTC less its credit notes, the acomptes it deducts and the payments received. */
  due_cents: Scalars['Float']['output'];
  due_date: Scalars['String']['output'];
  /** Its life on the e-invoicing platform; null when it was not deposited (issued before the reform). */
  einvoice?: Maybe<Einvoice>;
  ht_cents: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  issue_date: Scalars['String']['output'];
  number: Scalars['String']['output'];
  paid_at?: Maybe<Scalars['String']['output']>;
  payment_reference?: Maybe<Scalars['String']['output']>;
  platform: BillingPlatform;
  /** TTC of the factures d'acompte a month's final invoice deducts (BT-113). */
  prepaid_cents: Scalars['Float']['output'];
  /** The invoice that replaces it, after the platform rejected it or its buyer refused it. */
  replaced_by?: Maybe<Scalars['String']['output']>;
  /** The invoice it replaces. */
  replaces_number?: Maybe<Scalars['String']['output']>;
  state: InvoiceState;
  vat_cents: Scalars['Float']['output'];
};

export type InvoiceCall = {
  __typename?: 'InvoiceCall';
  /** HT cents owed for the validated month. */
  amount_cents: Scalars['Float']['output'];
  created_at: Scalars['String']['output'];
  decided_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  invoice_file_name?: Maybe<Scalars['String']['output']>;
  /** How the invoice arrived: Factur-X, CII XML or a plain PDF (non-structured, accepted until 1 September 2027). */
  invoice_format?: Maybe<InvoiceFormat>;
  /** A structured invoice compared with the call, field by field. */
  invoice_match?: Maybe<InvoiceMatch>;
  /** The supplier's invoice number (BT-1), read from a structured invoice. */
  invoice_number?: Maybe<Scalars['String']['output']>;
  invoice_uploaded_at?: Maybe<Scalars['String']['output']>;
  /** Where the uploaded PDF is served (owner and administrators only). */
  invoice_url?: Maybe<Scalars['String']['output']>;
  month: Scalars['String']['output'];
  paid_at?: Maybe<Scalars['String']['output']>;
  platform: MonthPlatform;
  publisher_client_id: Scalars['Int']['output'];
  publisher_name: Scalars['String']['output'];
  publisher_user_id: Scalars['Int']['output'];
  refusal_reason?: Maybe<Scalars['String']['output']>;
  status: InvoiceCallStatus;
};

export type InvoiceCallStatus =
  | 'paid'
  | 'receiving'
  | 'refused'
  | 'submitted'
  | 'waiting_invoice';

export type InvoiceCreditNote = {
  __typename?: 'InvoiceCreditNote';
  /** TTC. */
  amount_cents: Scalars['Float']['output'];
  comment: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  issued_at: Scalars['String']['output'];
  number: Scalars['String']['output'];
  reason: CreditNoteReason;
};

export type InvoiceDetail = {
  __typename?: 'InvoiceDetail';
  credit_notes: Array<CreditNote>;
  invoice: Invoice;
  lines: Array<InvoiceLine>;
};

export type InvoiceFilter = {
  client_id?: InputMaybe<Scalars['Int']['input']>;
  /** Its status on the e-invoicing platform; none: not deposited (issued before 1 September 2026). */
  einvoice?: InputMaybe<EinvoiceFilter>;
  /** Issue dates, YYYY-MM-DD, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  platforms?: InputMaybe<Array<BillingPlatform>>;
  /** Number or client name. */
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<InvoiceSource>;
  state?: InputMaybe<InvoiceState>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type InvoiceFormat =
  | 'cii'
  | 'facturx'
  | 'pdf';

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  ht_cents: Scalars['Float']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  unit_price_cents: Scalars['Float']['output'];
  vat_cents: Scalars['Float']['output'];
};

export type InvoiceMatch = {
  __typename?: 'InvoiceMatch';
  fields: Array<InvoiceMatchLine>;
  number: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type InvoiceMatchField =
  | 'buyerSiren'
  | 'buyerVat'
  | 'currency'
  | 'htCents'
  | 'period'
  | 'sellerSiren'
  | 'sellerVat'
  | 'totals'
  | 'typeCode';

export type InvoiceMatchLine = {
  __typename?: 'InvoiceMatchLine';
  /** What the portal expects (empty when it has nothing to compare with). */
  expected: Scalars['String']['output'];
  field: InvoiceMatchField;
  found: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

export type InvoicePage = {
  __typename?: 'InvoicePage';
  page: Scalars['Int']['output'];
  rows: Array<Invoice>;
  total: Scalars['Int']['output'];
  totals: InvoiceTotals;
};

export type InvoiceSource =
  | 'legacy'
  | 'month'
  | 'prepayment';

export type InvoiceState =
  | 'overdue'
  | 'paid'
  | 'receiving';

export type InvoiceTotals = {
  __typename?: 'InvoiceTotals';
  amount_cents: Scalars['Float']['output'];
  count: Scalars['Int']['output'];
  credited_cents: Scalars['Float']['output'];
  /** What the invoices still ask for: TTC less credit notes and payments. */
  due_cents: Scalars['Float']['output'];
  ht_cents: Scalars['Float']['output'];
  vat_cents: Scalars['Float']['output'];
};

export type InvoiceableMonth = {
  __typename?: 'InvoiceableMonth';
  /** Advertiser clients with a positive total that month. */
  clients: Scalars['Int']['output'];
  /** Of which already invoiced. */
  invoiced: Scalars['Int']['output'];
  month: Scalars['String']['output'];
  platform: MonthPlatform;
};

export type Law =
  | 'ad'
  | 'af'
  | 'an'
  | 'ma'
  | 'tem';

export type Locale =
  | 'en'
  | 'fr';

/**
 * OK, or why the sign-in was refused (the screen words each code). With TWO_FACTOR_REQUIRED or
 * TWO_FACTOR_SETUP_REQUIRED, challenge is what the next step sends back (valid five minutes).
 */
export type LoginResult = {
  __typename?: 'LoginResult';
  challenge?: Maybe<Scalars['String']['output']>;
  code: Scalars['String']['output'];
  home?: Maybe<Scalars['String']['output']>;
  law?: Maybe<Law>;
};

export type LtvClient = {
  __typename?: 'LtvClient';
  cohort: Scalars['String']['output'];
  marginCents: Scalars['Float']['output'];
  monthsActive: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  revenueCents: Scalars['Float']['output'];
  society: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type LtvClientPage = {
  __typename?: 'LtvClientPage';
  items: Array<LtvClient>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LtvCohort = {
  __typename?: 'LtvCohort';
  clients: Scalars['Int']['output'];
  /** Sign-up month, YYYY-MM. */
  cohort: Scalars['String']['output'];
  marginCents: Scalars['Float']['output'];
  marginPerClientCents: Scalars['Float']['output'];
  monthsActive: Scalars['Float']['output'];
  revenueCents: Scalars['Float']['output'];
  revenuePerClientCents: Scalars['Float']['output'];
};

export type Member = {
  __typename?: 'Member';
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  haswebhook: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** 0 when not a marketplace client. */
  id_clien_leadmarket: Scalars['Int']['output'];
  id_clien_myaffil?: Maybe<Scalars['Int']['output']>;
  id_clien_myaffil_annonceur?: Maybe<Scalars['Int']['output']>;
  id_clien_myaffil_editeur?: Maybe<Scalars['Int']['output']>;
  id_clien_mycoreg?: Maybe<Scalars['Int']['output']>;
  last_login_at?: Maybe<Scalars['String']['output']>;
  last_name: Scalars['String']['output'];
  law: Law;
  multi_droit: Scalars['Boolean']['output'];
  refusal_reason?: Maybe<Scalars['String']['output']>;
  society: Scalars['String']['output'];
  /** unconfirmed, pending, active, refused or disabled. */
  status: Scalars['String']['output'];
};

/** A publisher's bank details, masked (the last four characters of the numbers). */
export type MemberBank = {
  __typename?: 'MemberBank';
  account_owner: Scalars['String']['output'];
  bank_name: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  rib?: Maybe<Scalars['String']['output']>;
  swift?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  vat_number?: Maybe<Scalars['String']['output']>;
  vat_subject: Scalars['Boolean']['output'];
};

export type MemberCreated = {
  __typename?: 'MemberCreated';
  /** OK or EMAIL_ALREADY_USED. */
  code: Scalars['String']['output'];
  id?: Maybe<Scalars['Int']['output']>;
};

export type MemberDetail = {
  __typename?: 'MemberDetail';
  /** The latest audit entries the person wrote or that concern the account. */
  activity: Array<AuditEntry>;
  address?: Maybe<Scalars['String']['output']>;
  /** The named allow-lists of the configuration the person is on (read-only). */
  allow_lists: Array<Scalars['String']['output']>;
  approved_at?: Maybe<Scalars['String']['output']>;
  bank?: Maybe<MemberBank>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  language: Scalars['String']['output'];
  member: Member;
  phone?: Maybe<Scalars['String']['output']>;
  refused_at?: Maybe<Scalars['String']['output']>;
  /** The company's SIREN and intra-EU VAT number, as the member gave them (invoices carry them). */
  siren?: Maybe<Scalars['String']['output']>;
  /** enabled, enrolling (set up, not confirmed) or off. */
  two_factor: Scalars['String']['output'];
  vat_intra?: Maybe<Scalars['String']['output']>;
  zip_code?: Maybe<Scalars['String']['output']>;
};

/** Empty strings mean any. sort: created, lastLogin, name, society, email, law, status; dir: asc or desc. */
export type MemberFilter = {
  dir?: InputMaybe<Scalars['String']['input']>;
  haswebhook?: InputMaybe<Scalars['String']['input']>;
  law?: InputMaybe<Scalars['String']['input']>;
  multiDroit?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  q?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type MemberInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  haswebhook: Scalars['Boolean']['input'];
  id_clien_leadmarket: Scalars['Int']['input'];
  id_clien_myaffil?: InputMaybe<Scalars['Int']['input']>;
  id_clien_myaffil_annonceur?: InputMaybe<Scalars['Int']['input']>;
  id_clien_myaffil_editeur?: InputMaybe<Scalars['Int']['input']>;
  id_clien_mycoreg?: InputMaybe<Scalars['Int']['input']>;
  language: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  multi_droit: Scalars['Boolean']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  society: Scalars['String']['input'];
  zip_code?: InputMaybe<Scalars['String']['input']>;
};

export type MemberPage = {
  __typename?: 'MemberPage';
  items: Array<Member>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One platform's month, HT cents (collected: TTC of invoice payments; validated prepayments for market). */
export type MonthFigure = {
  __typename?: 'MonthFigure';
  collected_cents: Scalars['Float']['output'];
  cost_cents: Scalars['Float']['output'];
  credited_cents: Scalars['Float']['output'];
  /** False where the platform records no cost yet (Mon Gustave). */
  has_cost_data: Scalars['Boolean']['output'];
  invoiced_cents: Scalars['Float']['output'];
  margin_cents: Scalars['Float']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  paid_out_cents: Scalars['Float']['output'];
  platform: BillingPlatform;
  revenue_cents: Scalars['Float']['output'];
  /** MyAffil and MyCoreg: the month is validated (an open month counts no revenue or cost yet). */
  validated: Scalars['Boolean']['output'];
};

export type MonthPlatform =
  | 'coreg'
  | 'mongustave'
  | 'perf';

export type MonthSide =
  | 'advertiser'
  | 'publisher';

export type MonthStatus =
  | 'open'
  | 'validated';

/** A generated monthly report: its figures as they were when generated. */
export type MonthlyReport = {
  __typename?: 'MonthlyReport';
  cost_cents: Scalars['Float']['output'];
  generated_at: Scalars['String']['output'];
  generated_by?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  lines: Array<MonthFigure>;
  margin_cents: Scalars['Float']['output'];
  month: Scalars['String']['output'];
  revenue_cents: Scalars['Float']['output'];
};

export type MonthlyReportPage = {
  __typename?: 'MonthlyReportPage';
  items: Array<MonthlyReport>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  acceptInvoiceCall: Scalars['Boolean']['output'];
  /** Sets a line's adjustment (HT cents, may be negative) with its reason; open months only. */
  adjustBillingMonthLine: Scalars['Boolean']['output'];
  /** Approves an account awaiting validation: OK or NOT_PENDING. The person is e-mailed. */
  approveMember: Scalars['String']['output'];
  /** to_sign or signed → cancelled (final): OK, NOT_FOUND or INVALID_STATE. */
  cancelOi: Scalars['String']['output'];
  /** On OK every other session ends and this one gets a new cookie. */
  changePassword: ChangePasswordResult;
  /** Turns two-factor sign-in on with a first 6-digit code of the app. */
  confirmTwoFactorSetup: TwoFactorConfirmResult;
  /** Cancels an invoice the platform rejected or its buyer refused with a credit note, and issues its replacement. */
  correctInvoice: CorrectedInvoice;
  /** Backs the database up now; CONFLICT while another backup or restore runs. */
  createBackup: Backup;
  createInteraction: Interaction;
  /** Creates an active account without a password; the person is e-mailed a code to choose one. */
  createMember: MemberCreated;
  /** Drafts and sends an OI to an advertiser (e-mail); it is then to_sign. */
  createOi: OiCreateResult;
  deleteInteraction: Scalars['Boolean']['output'];
  /** Turns it off; the password is asked again. */
  disableTwoFactor: TwoFactorDisableResult;
  /** Issues the Weedo market final invoices of an ended month, deducting the acomptes they settle; invoiced buyers are skipped. */
  generateMarketMonthInvoices: GeneratedInvoices;
  /** Issues the invoices of a validated month (advertiser side); already invoiced clients are skipped. */
  generateMonthInvoices: GeneratedInvoices;
  /** Generates (stores) the report of a month, YYYY-MM: its figures are frozen as generated. */
  generateMonthlyReport: MonthlyReport;
  /** Issues the Weedo market invoice of a validated prepayment. */
  generatePrepaymentInvoice: Invoice;
  /** Issues a credit note on an invoice: ht_cents of it, or all that remains when null. */
  issueCreditNote: CreditNote;
  login: LoginResult;
  /** The step after the password: a 6-digit code of the authenticator, or a recovery code. */
  loginTwoFactor: LoginResult;
  /** Ends this session; with everywhere: true, every session of the account (its token version is bumped). */
  logout: Scalars['Boolean']['output'];
  /** Records the payment of an accepted call to the publisher's current bank details. */
  payInvoiceCall: Scalars['Boolean']['output'];
  /** signed → processed: OK, NOT_FOUND or INVALID_STATE. */
  processOi: Scalars['String']['output'];
  /** Records an invoice's payment (receiving → paid). */
  recordInvoicePayment: Invoice;
  /** Files again a received invoice that could not be filed (after its cause was fixed). */
  refileIncomingEinvoice: IncomingEinvoice;
  refuseInvoiceCall: Scalars['Boolean']['output'];
  /** Refuses an account awaiting validation with a reason that is e-mailed: OK or NOT_PENDING. */
  refuseMember: Scalars['String']['output'];
  register: RegisterResult;
  /** Sends a 6-digit code: OK, USER_NOT_FOUND, LIMIT_EXCEEDED, USE_FORGOT_PASSWORD or USE_OLD_USER_RESET. */
  requestPasswordCode: Scalars['String']['output'];
  resendEmailCode: ResendCodeResult;
  /** Sets the new password: OK, USER_NOT_FOUND, CODE_INVALID, CODE_EXPIRED, CODE_MISSING or LIMIT_EXCEEDED. */
  resetPassword: Scalars['String']['output'];
  /** Restores a backup; confirmation must be the word the page shows. CONFLICT while another runs. */
  restoreBackup: Scalars['Boolean']['output'];
  /** Deposits again an invoice whose deposit the queue gave up (the platform unreachable for too long). */
  retryEinvoiceDeposit: Invoice;
  /** E-mails the person a password code: OK, NOT_ALLOWED, LIMIT_EXCEEDED or NOT_FOUND. */
  sendMemberPasswordReset: Scalars['String']['output'];
  /** Writes a notification and queues it for its time. */
  sendPushNotification: PushNotification;
  /** Deactivates (false) or reactivates (true): OK, NOT_ALLOWED or NOT_FOUND. */
  setMemberActive: Scalars['String']['output'];
  /** Changes the law (full administrators; not their own): OK, UNCHANGED, NOT_ALLOWED or NOT_FOUND. The person's sessions end. */
  setMemberLaw: Scalars['String']['output'];
  /** Ends every session of the account: OK or NOT_FOUND. */
  signMemberOutEverywhere: Scalars['String']['output'];
  /** The advertiser signs its OI: OK, NOT_FOUND, INVALID_STATE, DOCUMENT_CHANGED, BAD_SIGNATURE or TIMESTAMP_UNAVAILABLE. */
  signOi: Scalars['String']['output'];
  /** Starts an enrolment (again): the caller's, with its password asked again (WRONG_PASSWORD, LIMIT_EXCEEDED), or with the challenge of a mandatory enrolment at sign-in (the password was just proved). */
  startTwoFactorSetup: TwoFactorSetup;
  /** Stores the caller's browser subscription. */
  subscribePush: Scalars['Boolean']['output'];
  /** Removes one of the caller's subscriptions. */
  unsubscribePush: Scalars['Boolean']['output'];
  /** Publishers only. */
  updateBankDetails: Profile;
  updateInteraction: Interaction;
  /** Saves identity, company, options and client ids: OK, UNCHANGED, NOT_FOUND, EMAIL_ALREADY_USED or OWN_EMAIL (an administrator never renames their own account: allow-lists are keyed by e-mail). */
  updateMember: Scalars['String']['output'];
  /** Changes an OI not signed yet: OK, NOT_FOUND, NOT_EDITABLE or PROGRAM_NOT_FOUND. */
  updateOi: Scalars['String']['output'];
  updateProfile: Profile;
  /**
   * Validates (freezes) a month and asks its publishers to invoice their earnings. A month that is
   * not over is refused (MONTH_NOT_OVER) unless early_confirmation repeats it (YYYY-MM).
   */
  validateBillingMonth: ValidateMonthResult;
  validateEmail: ValidateEmailResult;
};


export type MutationAcceptInvoiceCallArgs = {
  id: Scalars['Int']['input'];
};


export type MutationAdjustBillingMonthLineArgs = {
  adjustment_cents: Scalars['Int']['input'];
  line_id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationApproveMemberArgs = {
  user_id: Scalars['Int']['input'];
};


export type MutationCancelOiArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationConfirmTwoFactorSetupArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


export type MutationCorrectInvoiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCreateInteractionArgs = {
  input: InteractionInput;
};


export type MutationCreateMemberArgs = {
  input: MemberInput;
  law: Law;
};


export type MutationCreateOiArgs = {
  id_annonceur?: InputMaybe<Scalars['Int']['input']>;
  id_utilisateur: Scalars['Int']['input'];
  input: OiTermsInput;
};


export type MutationDeleteInteractionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDisableTwoFactorArgs = {
  password: Scalars['String']['input'];
};


export type MutationGenerateMarketMonthInvoicesArgs = {
  month: Scalars['String']['input'];
};


export type MutationGenerateMonthInvoicesArgs = {
  month: Scalars['String']['input'];
  platform: MonthPlatform;
};


export type MutationGenerateMonthlyReportArgs = {
  month: Scalars['String']['input'];
};


export type MutationGeneratePrepaymentInvoiceArgs = {
  prepayment_id: Scalars['Int']['input'];
};


export type MutationIssueCreditNoteArgs = {
  comment: Scalars['String']['input'];
  ht_cents?: InputMaybe<Scalars['Int']['input']>;
  invoice_id: Scalars['Int']['input'];
  reason: CreditNoteReason;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginTwoFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationLogoutArgs = {
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationPayInvoiceCallArgs = {
  id: Scalars['Int']['input'];
};


export type MutationProcessOiArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRecordInvoicePaymentArgs = {
  id: Scalars['Int']['input'];
  reference: Scalars['String']['input'];
};


export type MutationRefileIncomingEinvoiceArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRefuseInvoiceCallArgs = {
  id: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRefuseMemberArgs = {
  reason: Scalars['String']['input'];
  user_id: Scalars['Int']['input'];
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRequestPasswordCodeArgs = {
  email: Scalars['String']['input'];
  flow: PasswordFlow;
  locale?: InputMaybe<Scalars['String']['input']>;
};


export type MutationResendEmailCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
  flow: PasswordFlow;
  password: Scalars['String']['input'];
};


export type MutationRestoreBackupArgs = {
  confirmation: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationRetryEinvoiceDepositArgs = {
  invoice_id: Scalars['Int']['input'];
};


export type MutationSendMemberPasswordResetArgs = {
  user_id: Scalars['Int']['input'];
};


export type MutationSendPushNotificationArgs = {
  input: PushNotificationInput;
};


export type MutationSetMemberActiveArgs = {
  active: Scalars['Boolean']['input'];
  user_id: Scalars['Int']['input'];
};


export type MutationSetMemberLawArgs = {
  law: Law;
  user_id: Scalars['Int']['input'];
};


export type MutationSignMemberOutEverywhereArgs = {
  user_id: Scalars['Int']['input'];
};


export type MutationSignOiArgs = {
  id: Scalars['Int']['input'];
  input: OiSignInput;
};


export type MutationStartTwoFactorSetupArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSubscribePushArgs = {
  input: PushSubscriptionInput;
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateBankDetailsArgs = {
  input: BankDetailsInput;
};


export type MutationUpdateInteractionArgs = {
  id: Scalars['Int']['input'];
  input: InteractionInput;
};


export type MutationUpdateMemberArgs = {
  input: MemberInput;
  user_id: Scalars['Int']['input'];
};


export type MutationUpdateOiArgs = {
  id: Scalars['Int']['input'];
  input: OiTermsInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationValidateBillingMonthArgs = {
  early_confirmation?: InputMaybe<Scalars['String']['input']>;
  month: Scalars['String']['input'];
  platform: MonthPlatform;
};


export type MutationValidateEmailArgs = {
  code: Scalars['String']['input'];
  email: Scalars['String']['input'];
};

export type NetworkFigures = {
  __typename?: 'NetworkFigures';
  clicks: Scalars['Int']['output'];
  leads: Scalars['Int']['output'];
  network: SocialNetwork;
  revenueCents: Scalars['Float']['output'];
};

export type OiAdvertiser = {
  __typename?: 'OiAdvertiser';
  client_id?: Maybe<Scalars['Int']['output']>;
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  last_name: Scalars['String']['output'];
  society: Scalars['String']['output'];
};

export type OiCreateResult = {
  __typename?: 'OiCreateResult';
  /** OK, NOT_FOUND (no such advertiser) or PROGRAM_NOT_FOUND. */
  code: Scalars['String']['output'];
  id?: Maybe<Scalars['Int']['output']>;
};

export type OiDocument = {
  __typename?: 'OiDocument';
  /** The advertiser's MyAffil client id (/OIlist/{id_annonceur}). */
  advertiser_client_id?: Maybe<Scalars['Int']['output']>;
  advertiser_email: Scalars['String']['output'];
  advertiser_name: Scalars['String']['output'];
  advertiser_user_id: Scalars['Int']['output'];
  cancel_reason?: Maybe<Scalars['String']['output']>;
  cancelled_at?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  /** SHA-256 of the PDF the advertiser signed. */
  document_sha256?: Maybe<Scalars['String']['output']>;
  ends_on?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  model?: Maybe<OiRemunerationModel>;
  /** The states this OI may move to (the screens show only these actions). */
  next_states: Array<OiStatus>;
  /** The PDF: the sealed one once signed, else the current version. */
  pdf_url: Scalars['String']['output'];
  /** HT cents per action. */
  price_cents?: Maybe<Scalars['Float']['output']>;
  processed_at?: Maybe<Scalars['String']['output']>;
  program_id?: Maybe<Scalars['Int']['output']>;
  program_name?: Maybe<Scalars['String']['output']>;
  sent_at?: Maybe<Scalars['String']['output']>;
  signature_method?: Maybe<OiSignatureMethod>;
  signed_at?: Maybe<Scalars['String']['output']>;
  signer_name?: Maybe<Scalars['String']['output']>;
  society: Scalars['String']['output'];
  starts_on?: Maybe<Scalars['String']['output']>;
  status: OiStatus;
  terms: Scalars['String']['output'];
  title: Scalars['String']['output'];
  total_ht_cents?: Maybe<Scalars['Float']['output']>;
  ttc_cents?: Maybe<Scalars['Float']['output']>;
  /** The version of the terms (changes when an unsigned OI is edited). */
  updated_at: Scalars['String']['output'];
  vat_cents?: Maybe<Scalars['Float']['output']>;
  volume?: Maybe<Scalars['Int']['output']>;
};

export type OiDraftContext = {
  __typename?: 'OiDraftContext';
  advertiser: OiAdvertiser;
  programs: Array<OiProgramChoice>;
};

export type OiIntegrity = {
  __typename?: 'OiIntegrity';
  /** ok, or why not: digest_mismatch, bad_signature, byte_range, unknown_certificate, stored_hash_mismatch… */
  check: Scalars['String']['output'];
  intact: Scalars['Boolean']['output'];
};

export type OiProgramChoice = {
  __typename?: 'OiProgramChoice';
  ends_on?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  model: OiRemunerationModel;
  name: Scalars['String']['output'];
  price_cents: Scalars['Float']['output'];
  starts_on?: Maybe<Scalars['String']['output']>;
};

export type OiRemunerationModel =
  | 'CPA'
  | 'CPC'
  | 'CPL'
  | 'CPM';

export type OiSignInput = {
  consent: Scalars['Boolean']['input'];
  /** SHA-256 (hex) of the PDF the advertiser read. */
  document_sha256: Scalars['String']['input'];
  method: OiSignatureMethod;
  /** data:image/png;base64,… (drawn). */
  signature_png?: InputMaybe<Scalars['String']['input']>;
  /** The typed name (keyboard alternative). */
  typed_name?: InputMaybe<Scalars['String']['input']>;
};

export type OiSignatureMethod =
  | 'drawn'
  | 'typed';

export type OiStatus =
  | 'cancelled'
  | 'processed'
  | 'signed'
  | 'to_sign';

export type OiTermsInput = {
  ends_on: Scalars['String']['input'];
  model: Scalars['String']['input'];
  price_cents: Scalars['Int']['input'];
  program_id?: InputMaybe<Scalars['Int']['input']>;
  starts_on: Scalars['String']['input'];
  terms: Scalars['String']['input'];
  title: Scalars['String']['input'];
  volume: Scalars['Int']['input'];
};

export type PasswordFlow =
  | 'OLD_USER'
  | 'RESET';

export type PendingMember = {
  __typename?: 'PendingMember';
  created_at: Scalars['String']['output'];
  email: Scalars['String']['output'];
  first_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  last_name: Scalars['String']['output'];
  law: Law;
  society: Scalars['String']['output'];
};

export type PlatformClient = {
  __typename?: 'PlatformClient';
  amount_cents: Scalars['Float']['output'];
  client_id: Scalars['Int']['output'];
  credited_cents: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  side: MonthSide;
  valid_leads?: Maybe<Scalars['Int']['output']>;
};

export type PlatformClientPage = {
  __typename?: 'PlatformClientPage';
  cost_cents: Scalars['Float']['output'];
  page: Scalars['Int']['output'];
  revenue_cents: Scalars['Float']['output'];
  rows: Array<PlatformClient>;
  total: Scalars['Int']['output'];
};

export type PracticesInput = {
  click_validation: Scalars['Boolean']['input'];
  co_registration: Scalars['Boolean']['input'];
  dedicated_emails: Scalars['Boolean']['input'];
  incentive: Scalars['Boolean']['input'];
  newsletter: Scalars['Boolean']['input'];
  other: Scalars['Boolean']['input'];
  site_under: Scalars['Boolean']['input'];
  targeted_geolocated_mailings: Scalars['Boolean']['input'];
  white_label: Scalars['Boolean']['input'];
};

export type PrepaymentToInvoice = {
  __typename?: 'PrepaymentToInvoice';
  /** HT cents credited to the advertiser's balance. */
  amount_cents: Scalars['Float']['output'];
  client_id: Scalars['Int']['output'];
  client_name: Scalars['String']['output'];
  /** When an administrator validated it. */
  decided_at?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  reference?: Maybe<Scalars['String']['output']>;
};

export type PrepaymentsToInvoice = {
  __typename?: 'PrepaymentsToInvoice';
  page: Scalars['Int']['output'];
  /** The oldest validations first, ten a page. */
  rows: Array<PrepaymentToInvoice>;
  /** All those the search selects, however many are listed. */
  total: Scalars['Int']['output'];
};

/** accountType: an, af or staff (no preferences). Bank details only for publishers. */
export type Profile = {
  __typename?: 'Profile';
  accountType: ProfileKind;
  address: Scalars['String']['output'];
  bankDetails?: Maybe<ProfileBankDetails>;
  broadcastType: Scalars['String']['output'];
  businessSector: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  country: Scalars['String']['output'];
  countryCode: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  image?: Maybe<Scalars['String']['output']>;
  jobFunction: Scalars['String']['output'];
  language: Locale;
  lastname: Scalars['String']['output'];
  law: Law;
  minimumStatus: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  practices: ProfilePractices;
  remunerationType: Scalars['String']['output'];
  secureTracking: Scalars['Boolean']['output'];
  siren: Scalars['String']['output'];
  themes: Array<Scalars['String']['output']>;
  /** Whether sign-in asks for an authenticator code after the password. */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** Whether this account may not turn it off (REQUIRE_2FA_STAFF for administrators). */
  twoFactorRequired: Scalars['Boolean']['output'];
  vatIntra: Scalars['String']['output'];
  websiteUrl: Scalars['String']['output'];
  zipCode: Scalars['String']['output'];
};

/** kind fr: rib; kind intl: iban, swift, vatSubject, vatNumber. */
export type ProfileBankDetails = {
  __typename?: 'ProfileBankDetails';
  accountOwner: Scalars['String']['output'];
  bankName: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  kind: BankDetailsKind;
  rib?: Maybe<Scalars['String']['output']>;
  swift?: Maybe<Scalars['String']['output']>;
  vatNumber?: Maybe<Scalars['String']['output']>;
  vatSubject: Scalars['Boolean']['output'];
};

/** Fields are checked by the sign-up's rules; a refusal lists them in extensions.fields. */
export type ProfileInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  broadcastType?: InputMaybe<Scalars['String']['input']>;
  businessSector?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  jobFunction?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  minimumStatus?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  practices?: InputMaybe<PracticesInput>;
  remunerationType?: InputMaybe<Scalars['String']['input']>;
  secureTracking?: InputMaybe<Scalars['Boolean']['input']>;
  siren?: InputMaybe<Scalars['String']['input']>;
  themes?: InputMaybe<Array<Scalars['String']['input']>>;
  vatIntra?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type ProfileKind =
  | 'af'
  | 'an'
  | 'staff';

export type ProfilePractices = {
  __typename?: 'ProfilePractices';
  click_validation: Scalars['Boolean']['output'];
  co_registration: Scalars['Boolean']['output'];
  dedicated_emails: Scalars['Boolean']['output'];
  incentive: Scalars['Boolean']['output'];
  newsletter: Scalars['Boolean']['output'];
  other: Scalars['Boolean']['output'];
  site_under: Scalars['Boolean']['output'];
  targeted_geolocated_mailings: Scalars['Boolean']['output'];
  white_label: Scalars['Boolean']['output'];
};

/** A publisher's current bank details, codes masked to their last four characters. */
export type PublisherBank = {
  __typename?: 'PublisherBank';
  account_owner: Scalars['String']['output'];
  bank_name: Scalars['String']['output'];
  iban?: Maybe<Scalars['String']['output']>;
  kind: BankDetailsKind;
  rib?: Maybe<Scalars['String']['output']>;
  swift?: Maybe<Scalars['String']['output']>;
  vat_number?: Maybe<Scalars['String']['output']>;
};

export type PublisherPaymentFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type PublisherPaymentPage = {
  __typename?: 'PublisherPaymentPage';
  page: Scalars['Int']['output'];
  paid_cents: Scalars['Float']['output'];
  rows: Array<PublisherPaymentRow>;
  total: Scalars['Int']['output'];
  waiting_cents: Scalars['Float']['output'];
};

export type PublisherPaymentRow = {
  __typename?: 'PublisherPaymentRow';
  amount_cents: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  month?: Maybe<Scalars['String']['output']>;
  paid_at?: Maybe<Scalars['String']['output']>;
  platform: MonthPlatform;
  publisher_client_id: Scalars['Int']['output'];
  publisher_name: Scalars['String']['output'];
  requested_at: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type PublisherSummary = {
  __typename?: 'PublisherSummary';
  bank?: Maybe<PublisherBank>;
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  user_id: Scalars['Int']['output'];
};

export type PushDay = {
  __typename?: 'PushDay';
  clicked: Scalars['Int']['output'];
  day: Scalars['String']['output'];
  delivered: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
};

export type PushDelivery = {
  __typename?: 'PushDelivery';
  at: Scalars['String']['output'];
  attempts: Scalars['Int']['output'];
  clickedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  notificationId: Scalars['Int']['output'];
  recipient?: Maybe<Scalars['String']['output']>;
  response?: Maybe<Scalars['String']['output']>;
  sentAt?: Maybe<Scalars['String']['output']>;
  service: Scalars['String']['output'];
  state: Scalars['String']['output'];
  statusCode?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
};

/** Empty strings mean any; from and to are Paris days (YYYY-MM-DD), both included. */
export type PushDeliveryFilter = {
  from?: InputMaybe<Scalars['String']['input']>;
  notificationId?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type PushDeliveryPage = {
  __typename?: 'PushDeliveryPage';
  items: Array<PushDelivery>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PushNotification = {
  __typename?: 'PushNotification';
  body: Scalars['String']['output'];
  clicked: Scalars['Int']['output'];
  createdBy?: Maybe<Scalars['String']['output']>;
  delivered: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  laws: Array<Scalars['String']['output']>;
  pending: Scalars['Int']['output'];
  platforms: Array<Scalars['String']['output']>;
  sendAt: Scalars['String']['output'];
  sent: Scalars['Int']['output'];
  sentAt?: Maybe<Scalars['String']['output']>;
  state: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Empty lists mean everyone; sendAt (ISO date-time) absent or past means now. */
export type PushNotificationInput = {
  body: Scalars['String']['input'];
  laws?: InputMaybe<Array<Scalars['String']['input']>>;
  platforms?: InputMaybe<Array<Scalars['String']['input']>>;
  sendAt?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  url: Scalars['String']['input'];
};

export type PushNotificationPage = {
  __typename?: 'PushNotificationPage';
  items: Array<PushNotification>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PushSubscriptionInput = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type PushTimeline = {
  __typename?: 'PushTimeline';
  days: Array<PushDay>;
  subscribers: Scalars['Int']['output'];
  total: PushTotals;
};

export type PushTotals = {
  __typename?: 'PushTotals';
  clicked: Scalars['Int']['output'];
  delivered: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** The audit trail, newest first, 10 per page. */
  auditEntries: AuditEntryPage;
  /** The actions and entity types the trail holds, for its filters. */
  auditFacets: AuditFacets;
  /** What restoring this backup would drop; NOT_FOUND for a name that is not a backup of the directory. */
  backupRestorePreview: BackupRestorePreview;
  /** Every backup, newest first. */
  backups: BackupList;
  /** A month's figures per client and program, both sides (an open month is refreshed from its source first). */
  billingMonth: BillingMonth;
  /** The last twelve months of a platform with their status, newest first. */
  billingMonths: Array<BillingMonthOption>;
  checkEmailAvailable: EmailCheck;
  /** A client's invoices, what was applied against them and its marketplace advances (null: unknown client). */
  clientAdvances?: Maybe<ClientAdvances>;
  /** Revenue per client over a period (/report/CaClient), 10 per page. */
  clientRevenue: ClientRevenuePage;
  /** Credit notes (report area). */
  creditNotes: CreditNotePage;
  /** The advertiser's credit notes of the last 30 days, on the client ids of its invoices. */
  getAvoirsRecentsAn: Count;
  /** The publisher's accepted campaigns (spec: accepted applications on programs not deleted), as its dashboard counts them. */
  getCampagneValideAf: Count;
  getCompteCadeaux: CompteCadeaux;
  /** Insertion orders the advertiser still has to sign. */
  getDocumentOiASigneAn: Count;
  /** Insertion orders signed by their advertiser, awaiting processing. */
  getDocumentOiAttent: Count;
  /** Accounts awaiting administrator approval. */
  getMembreAttent: Count;
  /** The publisher's payments waiting, on its perf and coreg client ids. */
  getPaiementAttentAf: Count;
  /** Publisher applications (postules) being verified. */
  getPostuleAttent: Count;
  /** New programs awaiting validation. */
  getProgrammeAttent: Count;
  /** The advertiser's invoices waiting for payment, on its perf and coreg client ids. */
  getfactureAttentAn: Count;
  /** Prepayments awaiting validation. */
  getpresPaiementAttent: Count;
  /** The gift-points balance of the given users (at most 100). */
  giftBalances: Array<GiftBalance>;
  /** The invoices received through the platform, newest first, ten a page. */
  incomingEinvoices: IncomingEinvoicePage;
  interaction?: Maybe<Interaction>;
  /** Advertisers and publishers matching a search (e-mail, name, company or id), for the form. */
  interactionClients: Array<InteractionPerson>;
  /** The staff members, for the filters. */
  interactionStaff: Array<InteractionPerson>;
  /** Interactions, newest first, 10 per page. */
  interactions: InteractionPage;
  /** The follow-ups due (today or before, not done), oldest first. */
  interactionsDue: DueFollowUps;
  /** One invoice with its lines and credit notes (its owner or an administrator). */
  invoice: InvoiceDetail;
  /** Validated months of a platform and how many of their advertisers are invoiced. */
  invoiceableMonths: Array<InvoiceableMonth>;
  /** Every client's invoices (report area). */
  invoices: InvoicePage;
  /** The advertisers' lifetime figures, one cohort or all, highest revenue first, 10 per page. */
  ltvClients: LtvClientPage;
  /** Lifetime value per sign-up cohort of the advertisers. */
  ltvCohorts: Array<LtvCohort>;
  /** Ended months of the last year in which marketplace buyers consumed leads, newest first. */
  marketSettlementMonths: Array<SettlementMonth>;
  /** One account (null when there is none). */
  member?: Maybe<MemberDetail>;
  /** One member's latest interactions (the member page's panel). */
  memberInteractions: Array<Interaction>;
  /** Every account, filtered and sorted, 10 per page. */
  members: MemberPage;
  /** Live figures of every platform per month of [from, to] (YYYY-MM, at most 36 months). */
  monthlyFigures: Array<MonthFigure>;
  /** Generated monthly reports, newest first, 10 per page. */
  monthlyReports: MonthlyReportPage;
  /** The calling publisher's invoice calls, newest month first. */
  myInvoiceCalls: Array<InvoiceCall>;
  /** The caller's own invoices of every platform (an advertiser). */
  myInvoices: InvoicePage;
  /** The caller's own OIs (advertiser). */
  myOiDocuments: Array<OiDocument>;
  myProfile: Profile;
  /** The advertisers an OI can be drafted for. */
  oiAdvertisers: Array<OiAdvertiser>;
  /** One OI (an advertiser's own only). */
  oiDocument?: Maybe<OiDocument>;
  /** Every OI, or one advertiser's (its MyAffil client id), newest first. */
  oiDocuments: Array<OiDocument>;
  /** The advertiser and its programs, for /add_oi. */
  oiDraftContext?: Maybe<OiDraftContext>;
  /** Whether a signed OI's sealed PDF is intact (null when not signed). */
  oiIntegrity?: Maybe<OiIntegrity>;
  /** Accounts awaiting approval, oldest first. */
  pendingMembers: Array<PendingMember>;
  /** One platform's month per client (rapport, rapportCoreg, rapportMongustave), 10 per page. */
  platformClients: PlatformClientPage;
  /** Validated marketplace prepayments without their Weedo market invoice yet (search: client name, reference or client id). */
  prepaymentsToInvoice: PrepaymentsToInvoice;
  /** One publisher's invoice calls (the admin URL's id_utilisateur and id_editeur). */
  publisherInvoiceCalls: Array<InvoiceCall>;
  /** Publisher payments (/report/payments), 10 per page. */
  publisherPayments: PublisherPaymentPage;
  /** Who the publisher is and where a payment would go now. */
  publisherSummary?: Maybe<PublisherSummary>;
  /** The delivery log, newest first, 10 per page. */
  pushDeliveries: PushDeliveryPage;
  /** Notifications, newest first, 10 per page, with their delivery counts. */
  pushNotifications: PushNotificationPage;
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  pushPublicKey: Scalars['String']['output'];
  /** Deliveries and clicks per Paris day over a period (at most a year). */
  pushTimeline: PushTimeline;
  /** Clicks, leads and revenue by social network over the period. */
  socialMedia: Array<NetworkFigures>;
  /** Teletech's calls on leads (a publisher: its own leads only), latest first, 10 per page. */
  teletechCalls: TeletechCallPage;
  /** How many of those calls ended in each outcome (all filters but the outcome). */
  teletechOutcomes: Array<TeletechOutcomeCount>;
  /** The ten advertisers and ten publishers who brought in the most over the period. */
  topRevenue: TopRevenue;
};


export type QueryAuditEntriesArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBackupRestorePreviewArgs = {
  name: Scalars['String']['input'];
};


export type QueryBillingMonthArgs = {
  month: Scalars['String']['input'];
  platform: MonthPlatform;
};


export type QueryBillingMonthsArgs = {
  platform: MonthPlatform;
};


export type QueryCheckEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


export type QueryClientAdvancesArgs = {
  client: Scalars['Int']['input'];
  id_coreg: Scalars['Int']['input'];
  id_perf: Scalars['Int']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClientRevenueArgs = {
  filter: ClientRevenueFilter;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCreditNotesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
};


export type QueryGetAvoirsRecentsAnArgs = {
  id_client_coreg?: InputMaybe<Scalars['Int']['input']>;
  id_client_perf?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetCampagneValideAfArgs = {
  id_client_perf: Scalars['Int']['input'];
};


export type QueryGetCompteCadeauxArgs = {
  droit: Scalars['String']['input'];
  user_id: Scalars['Int']['input'];
};


export type QueryGetDocumentOiASigneAnArgs = {
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryGetPaiementAttentAfArgs = {
  id_client_coreg?: InputMaybe<Scalars['Int']['input']>;
  id_client_perf?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetfactureAttentAnArgs = {
  id_client_coreg?: InputMaybe<Scalars['Int']['input']>;
  id_client_perf?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGiftBalancesArgs = {
  userIds: Array<Scalars['Int']['input']>;
};


export type QueryIncomingEinvoicesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<InboxStatus>;
};


export type QueryInteractionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryInteractionClientsArgs = {
  search: Scalars['String']['input'];
};


export type QueryInteractionsArgs = {
  filter?: InputMaybe<InteractionFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInteractionsDueArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryInvoiceArgs = {
  id: Scalars['Int']['input'];
};


export type QueryInvoiceableMonthsArgs = {
  platform: MonthPlatform;
};


export type QueryInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
};


export type QueryLtvClientsArgs = {
  cohort?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMemberArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMemberInteractionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  memberId: Scalars['Int']['input'];
};


export type QueryMembersArgs = {
  filter?: InputMaybe<MemberFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMonthlyFiguresArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QueryMonthlyReportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyInvoicesArgs = {
  filter?: InputMaybe<InvoiceFilter>;
};


export type QueryOiDocumentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOiDocumentsArgs = {
  id_annonceur?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOiDraftContextArgs = {
  id_annonceur?: InputMaybe<Scalars['Int']['input']>;
  id_utilisateur: Scalars['Int']['input'];
};


export type QueryOiIntegrityArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPlatformClientsArgs = {
  month: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  platform: BillingPlatform;
};


export type QueryPrepaymentsToInvoiceArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublisherInvoiceCallsArgs = {
  client_id: Scalars['Int']['input'];
  user_id: Scalars['Int']['input'];
};


export type QueryPublisherPaymentsArgs = {
  filter?: InputMaybe<PublisherPaymentFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPublisherSummaryArgs = {
  user_id: Scalars['Int']['input'];
};


export type QueryPushDeliveriesArgs = {
  filter?: InputMaybe<PushDeliveryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPushNotificationsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPushTimelineArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


export type QuerySocialMediaArgs = {
  period: StatsPeriod;
};


export type QueryTeletechCallsArgs = {
  filter?: InputMaybe<TeletechFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTeletechOutcomesArgs = {
  filter?: InputMaybe<TeletechFilter>;
};


export type QueryTopRevenueArgs = {
  period: StatsPeriod;
};

/** The three steps of the sign-up wizard; accountType is an (advertiser) or af (publisher). */
export type RegisterInput = {
  accountType: Scalars['String']['input'];
  address: Scalars['String']['input'];
  bankDetails?: InputMaybe<BankDetailsInput>;
  broadcastType?: InputMaybe<Scalars['String']['input']>;
  businessSector?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  companyName: Scalars['String']['input'];
  country: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  jobFunction?: InputMaybe<Scalars['String']['input']>;
  language: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  minimumStatus?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  practices: PracticesInput;
  remunerationType?: InputMaybe<Scalars['String']['input']>;
  secureTracking: Scalars['Boolean']['input'];
  siren?: InputMaybe<Scalars['String']['input']>;
  themes: Array<Scalars['String']['input']>;
  vatIntra?: InputMaybe<Scalars['String']['input']>;
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
  zipCode: Scalars['String']['input'];
};

/** OK (a code was e-mailed) or USER_ALREADY_EXISTS. */
export type RegisterResult = {
  __typename?: 'RegisterResult';
  code: Scalars['String']['output'];
};

/** SENT (whether or not the address awaits a code) or RATE_LIMITED. */
export type ResendCodeResult = {
  __typename?: 'ResendCodeResult';
  code: Scalars['String']['output'];
};

export type SettlementMonth = {
  __typename?: 'SettlementMonth';
  /** Marketplace buyers with something to bill that month. */
  clients: Scalars['Int']['output'];
  /** How many of them have their final invoice. */
  invoiced: Scalars['Int']['output'];
  /** Its first day (YYYY-MM-DD). */
  month: Scalars['String']['output'];
  /** Validated prepayments received before its end without their facture d'acompte: to invoice first. */
  prepayments_to_invoice: Scalars['Int']['output'];
};

export type SocialNetwork =
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'other'
  | 'pinterest'
  | 'snapchat'
  | 'tiktok'
  | 'x'
  | 'youtube';

/** Paris days (YYYY-MM-DD), both included. */
export type StatsPeriod = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};

export type TeletechCall = {
  __typename?: 'TeletechCall';
  agent: Scalars['String']['output'];
  calledAt: Scalars['String']['output'];
  campaignId: Scalars['Int']['output'];
  campaignName: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  leadEmail?: Maybe<Scalars['String']['output']>;
  leadId: Scalars['Float']['output'];
  leadPhone?: Maybe<Scalars['String']['output']>;
  note: Scalars['String']['output'];
  outcome: TeletechOutcome;
};

export type TeletechCallPage = {
  __typename?: 'TeletechCallPage';
  items: Array<TeletechCall>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Empty strings mean any; from and to are Paris call days, both included. */
export type TeletechFilter = {
  campaign?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  lead?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type TeletechOutcome =
  | 'not_reachable'
  | 'qualified'
  | 'refused'
  | 'wrong_number';

export type TeletechOutcomeCount = {
  __typename?: 'TeletechOutcomeCount';
  count: Scalars['Int']['output'];
  outcome: TeletechOutcome;
};

export type TopAdvertiser = {
  __typename?: 'TopAdvertiser';
  marketCents: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** HT cents. */
  perfCents: Scalars['Float']['output'];
  society: Scalars['String']['output'];
  totalCents: Scalars['Float']['output'];
  userId: Scalars['Int']['output'];
};

export type TopPublisher = {
  __typename?: 'TopPublisher';
  leads: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  payoutCents: Scalars['Float']['output'];
  revenueCents: Scalars['Float']['output'];
  society: Scalars['String']['output'];
  userId: Scalars['Int']['output'];
};

export type TopRevenue = {
  __typename?: 'TopRevenue';
  advertisers: Array<TopAdvertiser>;
  publishers: Array<TopPublisher>;
};

/**
 * code OK, CODE_INVALID, LIMIT_EXCEEDED, NOT_STARTED or CHALLENGE_EXPIRED. On OK, the ten recovery
 * codes, shown this once; with a challenge (enrolment at sign-in) the session opens and home says where to go.
 */
export type TwoFactorConfirmResult = {
  __typename?: 'TwoFactorConfirmResult';
  code: Scalars['String']['output'];
  home?: Maybe<Scalars['String']['output']>;
  recoveryCodes?: Maybe<Array<Scalars['String']['output']>>;
};

/** OK, WRONG_PASSWORD, LIMIT_EXCEEDED, NOT_ENABLED or REQUIRED (mandatory for this account). */
export type TwoFactorDisableResult = {
  __typename?: 'TwoFactorDisableResult';
  code: Scalars['String']['output'];
};

/**
 * A new authenticator secret, not yet active: code OK, ALREADY_ENABLED or CHALLENGE_EXPIRED.
 * qrSvg is the QR code of otpauthUri as an SVG document; secret is for typing it in by hand.
 */
export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  code: Scalars['String']['output'];
  otpauthUri?: Maybe<Scalars['String']['output']>;
  qrSvg?: Maybe<Scalars['String']['output']>;
  secret?: Maybe<Scalars['String']['output']>;
};

/** ACCOUNT_PENDING_APPROVAL, CODE_INVALID, CODE_EXPIRED or TOO_MANY_ATTEMPTS. */
export type ValidateEmailResult = {
  __typename?: 'ValidateEmailResult';
  code: Scalars['String']['output'];
};

export type ValidateMonthResult = {
  __typename?: 'ValidateMonthResult';
  invoice_calls: Scalars['Int']['output'];
  lines: Scalars['Int']['output'];
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
  AdvanceBalance: ResolverTypeWrapper<AdvanceBalance>;
  AdvanceClient: ResolverTypeWrapper<AdvanceClient>;
  AdvanceInvoice: ResolverTypeWrapper<AdvanceInvoice>;
  AdvancePrepayment: ResolverTypeWrapper<AdvancePrepayment>;
  AdvanceTotals: ResolverTypeWrapper<AdvanceTotals>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditEntryPage: ResolverTypeWrapper<AuditEntryPage>;
  AuditFacets: ResolverTypeWrapper<AuditFacets>;
  AuditFilter: AuditFilter;
  Backup: ResolverTypeWrapper<Backup>;
  BackupList: ResolverTypeWrapper<BackupList>;
  BackupRestoreLoss: ResolverTypeWrapper<BackupRestoreLoss>;
  BackupRestorePreview: ResolverTypeWrapper<BackupRestorePreview>;
  BankDetailsInput: BankDetailsInput;
  BankDetailsKind: BankDetailsKind;
  BillingMonth: ResolverTypeWrapper<BillingMonth>;
  BillingMonthLine: ResolverTypeWrapper<BillingMonthLine>;
  BillingMonthOption: ResolverTypeWrapper<BillingMonthOption>;
  BillingPlatform: BillingPlatform;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordResult: ResolverTypeWrapper<ChangePasswordResult>;
  ClientAdvances: ResolverTypeWrapper<ClientAdvances>;
  ClientRevenueFilter: ClientRevenueFilter;
  ClientRevenuePage: ResolverTypeWrapper<ClientRevenuePage>;
  ClientRevenueRow: ResolverTypeWrapper<ClientRevenueRow>;
  CompteCadeaux: ResolverTypeWrapper<CompteCadeaux>;
  CorrectedInvoice: ResolverTypeWrapper<CorrectedInvoice>;
  Count: ResolverTypeWrapper<Count>;
  CreditNote: ResolverTypeWrapper<CreditNote>;
  CreditNotePage: ResolverTypeWrapper<CreditNotePage>;
  CreditNoteReason: CreditNoteReason;
  DueFollowUps: ResolverTypeWrapper<DueFollowUps>;
  Einvoice: ResolverTypeWrapper<Einvoice>;
  EinvoiceEvent: ResolverTypeWrapper<EinvoiceEvent>;
  EinvoiceFilter: EinvoiceFilter;
  EinvoiceStatus: EinvoiceStatus;
  EmailCheck: ResolverTypeWrapper<EmailCheck>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeneratedInvoices: ResolverTypeWrapper<GeneratedInvoices>;
  GiftBalance: ResolverTypeWrapper<GiftBalance>;
  InboxStatus: InboxStatus;
  IncomingEinvoice: ResolverTypeWrapper<IncomingEinvoice>;
  IncomingEinvoicePage: ResolverTypeWrapper<IncomingEinvoicePage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Interaction: ResolverTypeWrapper<Interaction>;
  InteractionFilter: InteractionFilter;
  InteractionInput: InteractionInput;
  InteractionPage: ResolverTypeWrapper<InteractionPage>;
  InteractionPerson: ResolverTypeWrapper<InteractionPerson>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceCall: ResolverTypeWrapper<InvoiceCall>;
  InvoiceCallStatus: InvoiceCallStatus;
  InvoiceCreditNote: ResolverTypeWrapper<InvoiceCreditNote>;
  InvoiceDetail: ResolverTypeWrapper<InvoiceDetail>;
  InvoiceFilter: InvoiceFilter;
  InvoiceFormat: InvoiceFormat;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoiceMatch: ResolverTypeWrapper<InvoiceMatch>;
  InvoiceMatchField: InvoiceMatchField;
  InvoiceMatchLine: ResolverTypeWrapper<InvoiceMatchLine>;
  InvoicePage: ResolverTypeWrapper<InvoicePage>;
  InvoiceSource: InvoiceSource;
  InvoiceState: InvoiceState;
  InvoiceTotals: ResolverTypeWrapper<InvoiceTotals>;
  InvoiceableMonth: ResolverTypeWrapper<InvoiceableMonth>;
  Law: Law;
  Locale: Locale;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  LtvClient: ResolverTypeWrapper<LtvClient>;
  LtvClientPage: ResolverTypeWrapper<LtvClientPage>;
  LtvCohort: ResolverTypeWrapper<LtvCohort>;
  Member: ResolverTypeWrapper<Member>;
  MemberBank: ResolverTypeWrapper<MemberBank>;
  MemberCreated: ResolverTypeWrapper<MemberCreated>;
  MemberDetail: ResolverTypeWrapper<MemberDetail>;
  MemberFilter: MemberFilter;
  MemberInput: MemberInput;
  MemberPage: ResolverTypeWrapper<MemberPage>;
  MonthFigure: ResolverTypeWrapper<MonthFigure>;
  MonthPlatform: MonthPlatform;
  MonthSide: MonthSide;
  MonthStatus: MonthStatus;
  MonthlyReport: ResolverTypeWrapper<MonthlyReport>;
  MonthlyReportPage: ResolverTypeWrapper<MonthlyReportPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NetworkFigures: ResolverTypeWrapper<NetworkFigures>;
  OiAdvertiser: ResolverTypeWrapper<OiAdvertiser>;
  OiCreateResult: ResolverTypeWrapper<OiCreateResult>;
  OiDocument: ResolverTypeWrapper<OiDocument>;
  OiDraftContext: ResolverTypeWrapper<OiDraftContext>;
  OiIntegrity: ResolverTypeWrapper<OiIntegrity>;
  OiProgramChoice: ResolverTypeWrapper<OiProgramChoice>;
  OiRemunerationModel: OiRemunerationModel;
  OiSignInput: OiSignInput;
  OiSignatureMethod: OiSignatureMethod;
  OiStatus: OiStatus;
  OiTermsInput: OiTermsInput;
  PasswordFlow: PasswordFlow;
  PendingMember: ResolverTypeWrapper<PendingMember>;
  PlatformClient: ResolverTypeWrapper<PlatformClient>;
  PlatformClientPage: ResolverTypeWrapper<PlatformClientPage>;
  PracticesInput: PracticesInput;
  PrepaymentToInvoice: ResolverTypeWrapper<PrepaymentToInvoice>;
  PrepaymentsToInvoice: ResolverTypeWrapper<PrepaymentsToInvoice>;
  Profile: ResolverTypeWrapper<ProfileRoot>;
  ProfileBankDetails: ResolverTypeWrapper<ProfileBankDetails>;
  ProfileInput: ProfileInput;
  ProfileKind: ProfileKind;
  ProfilePractices: ResolverTypeWrapper<ProfilePractices>;
  PublisherBank: ResolverTypeWrapper<PublisherBank>;
  PublisherPaymentFilter: PublisherPaymentFilter;
  PublisherPaymentPage: ResolverTypeWrapper<PublisherPaymentPage>;
  PublisherPaymentRow: ResolverTypeWrapper<PublisherPaymentRow>;
  PublisherSummary: ResolverTypeWrapper<PublisherSummary>;
  PushDay: ResolverTypeWrapper<PushDay>;
  PushDelivery: ResolverTypeWrapper<PushDelivery>;
  PushDeliveryFilter: PushDeliveryFilter;
  PushDeliveryPage: ResolverTypeWrapper<PushDeliveryPage>;
  PushNotification: ResolverTypeWrapper<PushNotification>;
  PushNotificationInput: PushNotificationInput;
  PushNotificationPage: ResolverTypeWrapper<PushNotificationPage>;
  PushSubscriptionInput: PushSubscriptionInput;
  PushTimeline: ResolverTypeWrapper<PushTimeline>;
  PushTotals: ResolverTypeWrapper<PushTotals>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  ResendCodeResult: ResolverTypeWrapper<ResendCodeResult>;
  SettlementMonth: ResolverTypeWrapper<SettlementMonth>;
  SocialNetwork: SocialNetwork;
  StatsPeriod: StatsPeriod;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TeletechCall: ResolverTypeWrapper<TeletechCall>;
  TeletechCallPage: ResolverTypeWrapper<TeletechCallPage>;
  TeletechFilter: TeletechFilter;
  TeletechOutcome: TeletechOutcome;
  TeletechOutcomeCount: ResolverTypeWrapper<TeletechOutcomeCount>;
  TopAdvertiser: ResolverTypeWrapper<TopAdvertiser>;
  TopPublisher: ResolverTypeWrapper<TopPublisher>;
  TopRevenue: ResolverTypeWrapper<TopRevenue>;
  TwoFactorConfirmResult: ResolverTypeWrapper<TwoFactorConfirmResult>;
  TwoFactorDisableResult: ResolverTypeWrapper<TwoFactorDisableResult>;
  TwoFactorSetup: ResolverTypeWrapper<TwoFactorSetup>;
  ValidateEmailResult: ResolverTypeWrapper<ValidateEmailResult>;
  ValidateMonthResult: ResolverTypeWrapper<ValidateMonthResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdvanceBalance: AdvanceBalance;
  AdvanceClient: AdvanceClient;
  AdvanceInvoice: AdvanceInvoice;
  AdvancePrepayment: AdvancePrepayment;
  AdvanceTotals: AdvanceTotals;
  AuditActor: AuditActor;
  AuditChange: AuditChange;
  AuditDetail: AuditDetail;
  AuditEntry: AuditEntry;
  AuditEntryPage: AuditEntryPage;
  AuditFacets: AuditFacets;
  AuditFilter: AuditFilter;
  Backup: Backup;
  BackupList: BackupList;
  BackupRestoreLoss: BackupRestoreLoss;
  BackupRestorePreview: BackupRestorePreview;
  BankDetailsInput: BankDetailsInput;
  BillingMonth: BillingMonth;
  BillingMonthLine: BillingMonthLine;
  BillingMonthOption: BillingMonthOption;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordResult: ChangePasswordResult;
  ClientAdvances: ClientAdvances;
  ClientRevenueFilter: ClientRevenueFilter;
  ClientRevenuePage: ClientRevenuePage;
  ClientRevenueRow: ClientRevenueRow;
  CompteCadeaux: CompteCadeaux;
  CorrectedInvoice: CorrectedInvoice;
  Count: Count;
  CreditNote: CreditNote;
  CreditNotePage: CreditNotePage;
  DueFollowUps: DueFollowUps;
  Einvoice: Einvoice;
  EinvoiceEvent: EinvoiceEvent;
  EmailCheck: EmailCheck;
  Float: Scalars['Float']['output'];
  GeneratedInvoices: GeneratedInvoices;
  GiftBalance: GiftBalance;
  IncomingEinvoice: IncomingEinvoice;
  IncomingEinvoicePage: IncomingEinvoicePage;
  Int: Scalars['Int']['output'];
  Interaction: Interaction;
  InteractionFilter: InteractionFilter;
  InteractionInput: InteractionInput;
  InteractionPage: InteractionPage;
  InteractionPerson: InteractionPerson;
  Invoice: Invoice;
  InvoiceCall: InvoiceCall;
  InvoiceCreditNote: InvoiceCreditNote;
  InvoiceDetail: InvoiceDetail;
  InvoiceFilter: InvoiceFilter;
  InvoiceLine: InvoiceLine;
  InvoiceMatch: InvoiceMatch;
  InvoiceMatchLine: InvoiceMatchLine;
  InvoicePage: InvoicePage;
  InvoiceTotals: InvoiceTotals;
  InvoiceableMonth: InvoiceableMonth;
  LoginResult: LoginResult;
  LtvClient: LtvClient;
  LtvClientPage: LtvClientPage;
  LtvCohort: LtvCohort;
  Member: Member;
  MemberBank: MemberBank;
  MemberCreated: MemberCreated;
  MemberDetail: MemberDetail;
  MemberFilter: MemberFilter;
  MemberInput: MemberInput;
  MemberPage: MemberPage;
  MonthFigure: MonthFigure;
  MonthlyReport: MonthlyReport;
  MonthlyReportPage: MonthlyReportPage;
  Mutation: Record<PropertyKey, never>;
  NetworkFigures: NetworkFigures;
  OiAdvertiser: OiAdvertiser;
  OiCreateResult: OiCreateResult;
  OiDocument: OiDocument;
  OiDraftContext: OiDraftContext;
  OiIntegrity: OiIntegrity;
  OiProgramChoice: OiProgramChoice;
  OiSignInput: OiSignInput;
  OiTermsInput: OiTermsInput;
  PendingMember: PendingMember;
  PlatformClient: PlatformClient;
  PlatformClientPage: PlatformClientPage;
  PracticesInput: PracticesInput;
  PrepaymentToInvoice: PrepaymentToInvoice;
  PrepaymentsToInvoice: PrepaymentsToInvoice;
  Profile: ProfileRoot;
  ProfileBankDetails: ProfileBankDetails;
  ProfileInput: ProfileInput;
  ProfilePractices: ProfilePractices;
  PublisherBank: PublisherBank;
  PublisherPaymentFilter: PublisherPaymentFilter;
  PublisherPaymentPage: PublisherPaymentPage;
  PublisherPaymentRow: PublisherPaymentRow;
  PublisherSummary: PublisherSummary;
  PushDay: PushDay;
  PushDelivery: PushDelivery;
  PushDeliveryFilter: PushDeliveryFilter;
  PushDeliveryPage: PushDeliveryPage;
  PushNotification: PushNotification;
  PushNotificationInput: PushNotificationInput;
  PushNotificationPage: PushNotificationPage;
  PushSubscriptionInput: PushSubscriptionInput;
  PushTimeline: PushTimeline;
  PushTotals: PushTotals;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterResult: RegisterResult;
  ResendCodeResult: ResendCodeResult;
  SettlementMonth: SettlementMonth;
  StatsPeriod: StatsPeriod;
  String: Scalars['String']['output'];
  TeletechCall: TeletechCall;
  TeletechCallPage: TeletechCallPage;
  TeletechFilter: TeletechFilter;
  TeletechOutcomeCount: TeletechOutcomeCount;
  TopAdvertiser: TopAdvertiser;
  TopPublisher: TopPublisher;
  TopRevenue: TopRevenue;
  TwoFactorConfirmResult: TwoFactorConfirmResult;
  TwoFactorDisableResult: TwoFactorDisableResult;
  TwoFactorSetup: TwoFactorSetup;
  ValidateEmailResult: ValidateEmailResult;
  ValidateMonthResult: ValidateMonthResult;
};

export type AdvanceBalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvanceBalance'] = ResolversParentTypes['AdvanceBalance']> = {
  adjustment_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prepaid_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  promo_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  spent_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdvanceClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvanceClient'] = ResolversParentTypes['AdvanceClient']> = {
  id_coreg?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_market?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_perf?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdvanceInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvanceInvoice'] = ResolversParentTypes['AdvanceInvoice']> = {
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  from_prepayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issue_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  remaining_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  settled_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
  ttc_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AdvancePrepaymentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvancePrepayment'] = ResolversParentTypes['AdvancePrepayment']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  decided_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdvanceTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvanceTotals'] = ResolversParentTypes['AdvanceTotals']> = {
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remaining_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  settled_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ttc_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AuditActorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<Maybe<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditEntryPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditEntryPage'] = ResolversParentTypes['AuditEntryPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuditFacets'] = ResolversParentTypes['AuditFacets']> = {
  actions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  targetTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BackupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Backup'] = ResolversParentTypes['Backup']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BackupListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackupList'] = ResolversParentTypes['BackupList']> = {
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Backup']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BackupRestoreLossResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackupRestoreLoss'] = ResolversParentTypes['BackupRestoreLoss']> = {
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BackupRestorePreviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BackupRestorePreview'] = ResolversParentTypes['BackupRestorePreview']> = {
  losses?: Resolver<Array<ResolversTypes['BackupRestoreLoss']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillingMonth'] = ResolversParentTypes['BillingMonth']> = {
  lines?: Resolver<Array<ResolversTypes['BillingMonthLine']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['MonthPlatform'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonthStatus'], ParentType, ContextType>;
  validated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validated_by_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingMonthLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillingMonthLine'] = ResolversParentTypes['BillingMonthLine']> = {
  adjustment_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  adjustment_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  client_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  program_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  program_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MonthSide'], ParentType, ContextType>;
  total_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  valid_leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingMonthOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BillingMonthOption'] = ResolversParentTypes['BillingMonthOption']> = {
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MonthStatus'], ParentType, ContextType>;
};

export type ChangePasswordResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ChangePasswordResult'] = ResolversParentTypes['ChangePasswordResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientAdvancesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientAdvances'] = ResolversParentTypes['ClientAdvances']> = {
  advance?: Resolver<ResolversTypes['AdvanceBalance'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['AdvanceClient'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['AdvanceInvoice']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prepayments?: Resolver<Array<ResolversTypes['AdvancePrepayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AdvanceTotals'], ParentType, ContextType>;
};

export type ClientRevenuePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientRevenuePage'] = ResolversParentTypes['ClientRevenuePage']> = {
  due_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ClientRevenueRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientRevenueRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ClientRevenueRow'] = ResolversParentTypes['ClientRevenueRow']> = {
  advances_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  due_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ht_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  ttc_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CompteCadeauxResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompteCadeaux'] = ResolversParentTypes['CompteCadeaux']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  solde?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CorrectedInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CorrectedInvoice'] = ResolversParentTypes['CorrectedInvoice']> = {
  credit_note_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type CountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Count'] = ResolversParentTypes['Count']> = {
  nb?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  buyer_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ht_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CreditNoteReason'], ParentType, ContextType>;
  vat_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CreditNotePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreditNotePage'] = ResolversParentTypes['CreditNotePage']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DueFollowUpsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DueFollowUps'] = ResolversParentTypes['DueFollowUps']> = {
  items?: Resolver<Array<ResolversTypes['Interaction']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EinvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Einvoice'] = ResolversParentTypes['Einvoice']> = {
  events?: Resolver<Array<ResolversTypes['EinvoiceEvent']>, ParentType, ContextType>;
  last_error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stalled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EinvoiceStatus'], ParentType, ContextType>;
};

export type EinvoiceEventResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EinvoiceEvent'] = ResolversParentTypes['EinvoiceEvent']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EinvoiceStatus'], ParentType, ContextType>;
};

export type EmailCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EmailCheck'] = ResolversParentTypes['EmailCheck']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GeneratedInvoicesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GeneratedInvoices'] = ResolversParentTypes['GeneratedInvoices']> = {
  issued?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  skipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftBalanceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GiftBalance'] = ResolversParentTypes['GiftBalance']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IncomingEinvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['IncomingEinvoice'] = ResolversParentTypes['IncomingEinvoice']> = {
  call_client_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  call_user_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['InvoiceFormat']>, ParentType, ContextType>;
  ht_cents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  received_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seller_siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InboxStatus'], ParentType, ContextType>;
};

export type IncomingEinvoicePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['IncomingEinvoicePage'] = ResolversParentTypes['IncomingEinvoicePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['IncomingEinvoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InteractionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Interaction'] = ResolversParentTypes['Interaction']> = {
  due?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followUpDone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  followUpOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['InteractionPerson'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staff?: Resolver<ResolversTypes['InteractionPerson'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InteractionPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InteractionPage'] = ResolversParentTypes['InteractionPage']> = {
  items?: Resolver<Array<ResolversTypes['Interaction']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InteractionPersonResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InteractionPerson'] = ResolversParentTypes['InteractionPerson']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  buyer_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credit_notes?: Resolver<Array<ResolversTypes['InvoiceCreditNote']>, ParentType, ContextType>;
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  due_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  due_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  einvoice?: Resolver<Maybe<ResolversTypes['Einvoice']>, ParentType, ContextType>;
  ht_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issue_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  prepaid_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  replaced_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  replaces_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['InvoiceState'], ParentType, ContextType>;
  vat_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceCallResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceCall'] = ResolversParentTypes['InvoiceCall']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decided_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoice_file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice_format?: Resolver<Maybe<ResolversTypes['InvoiceFormat']>, ParentType, ContextType>;
  invoice_match?: Resolver<Maybe<ResolversTypes['InvoiceMatch']>, ParentType, ContextType>;
  invoice_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice_uploaded_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoice_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['MonthPlatform'], ParentType, ContextType>;
  publisher_client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisher_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publisher_user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusal_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceCallStatus'], ParentType, ContextType>;
};

export type InvoiceCreditNoteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceCreditNote'] = ResolversParentTypes['InvoiceCreditNote']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  issued_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['CreditNoteReason'], ParentType, ContextType>;
};

export type InvoiceDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceDetail'] = ResolversParentTypes['InvoiceDetail']> = {
  credit_notes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  ht_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit_price_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceMatchResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceMatch'] = ResolversParentTypes['InvoiceMatch']> = {
  fields?: Resolver<Array<ResolversTypes['InvoiceMatchLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceMatchLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceMatchLine'] = ResolversParentTypes['InvoiceMatchLine']> = {
  expected?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['InvoiceMatchField'], ParentType, ContextType>;
  found?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['InvoiceTotals'], ParentType, ContextType>;
};

export type InvoiceTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceTotals'] = ResolversParentTypes['InvoiceTotals']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  due_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  ht_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type InvoiceableMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceableMonth'] = ResolversParentTypes['InvoiceableMonth']> = {
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['MonthPlatform'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  law?: Resolver<Maybe<ResolversTypes['Law']>, ParentType, ContextType>;
};

export type LtvClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LtvClient'] = ResolversParentTypes['LtvClient']> = {
  cohort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthsActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LtvClientPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LtvClientPage'] = ResolversParentTypes['LtvClientPage']> = {
  items?: Resolver<Array<ResolversTypes['LtvClient']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LtvCohortResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LtvCohort'] = ResolversParentTypes['LtvCohort']> = {
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cohort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  marginCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  marginPerClientCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  monthsActive?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenuePerClientCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  haswebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_clien_leadmarket?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id_clien_myaffil?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id_clien_myaffil_annonceur?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id_clien_myaffil_editeur?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id_clien_mycoreg?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_login_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  multi_droit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refusal_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberBankResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberBank'] = ResolversParentTypes['MemberBank']> = {
  account_owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rib?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_subject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MemberCreatedResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberCreated'] = ResolversParentTypes['MemberCreated']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MemberDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberDetail'] = ResolversParentTypes['MemberDetail']> = {
  activity?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_lists?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  approved_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['MemberBank']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refused_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siren?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  two_factor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_intra?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zip_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberPage'] = ResolversParentTypes['MemberPage']> = {
  items?: Resolver<Array<ResolversTypes['Member']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MonthFigureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MonthFigure'] = ResolversParentTypes['MonthFigure']> = {
  collected_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cost_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  has_cost_data?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiced_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  margin_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid_out_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['BillingPlatform'], ParentType, ContextType>;
  revenue_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  validated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MonthlyReportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MonthlyReport'] = ResolversParentTypes['MonthlyReport']> = {
  cost_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  generated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generated_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MonthFigure']>, ParentType, ContextType>;
  margin_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MonthlyReportPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MonthlyReportPage'] = ResolversParentTypes['MonthlyReportPage']> = {
  items?: Resolver<Array<ResolversTypes['MonthlyReport']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptInvoiceCall?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcceptInvoiceCallArgs, 'id'>>;
  adjustBillingMonthLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdjustBillingMonthLineArgs, 'adjustment_cents' | 'line_id' | 'reason'>>;
  approveMember?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationApproveMemberArgs, 'user_id'>>;
  cancelOi?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationCancelOiArgs, 'id' | 'reason'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorConfirmResult'], ParentType, ContextType, RequireFields<MutationConfirmTwoFactorSetupArgs, 'code'>>;
  correctInvoice?: Resolver<ResolversTypes['CorrectedInvoice'], ParentType, ContextType, RequireFields<MutationCorrectInvoiceArgs, 'id'>>;
  createBackup?: Resolver<ResolversTypes['Backup'], ParentType, ContextType>;
  createInteraction?: Resolver<ResolversTypes['Interaction'], ParentType, ContextType, RequireFields<MutationCreateInteractionArgs, 'input'>>;
  createMember?: Resolver<ResolversTypes['MemberCreated'], ParentType, ContextType, RequireFields<MutationCreateMemberArgs, 'input' | 'law'>>;
  createOi?: Resolver<ResolversTypes['OiCreateResult'], ParentType, ContextType, RequireFields<MutationCreateOiArgs, 'id_utilisateur' | 'input'>>;
  deleteInteraction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInteractionArgs, 'id'>>;
  disableTwoFactor?: Resolver<ResolversTypes['TwoFactorDisableResult'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'password'>>;
  generateMarketMonthInvoices?: Resolver<ResolversTypes['GeneratedInvoices'], ParentType, ContextType, RequireFields<MutationGenerateMarketMonthInvoicesArgs, 'month'>>;
  generateMonthInvoices?: Resolver<ResolversTypes['GeneratedInvoices'], ParentType, ContextType, RequireFields<MutationGenerateMonthInvoicesArgs, 'month' | 'platform'>>;
  generateMonthlyReport?: Resolver<ResolversTypes['MonthlyReport'], ParentType, ContextType, RequireFields<MutationGenerateMonthlyReportArgs, 'month'>>;
  generatePrepaymentInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationGeneratePrepaymentInvoiceArgs, 'prepayment_id'>>;
  issueCreditNote?: Resolver<ResolversTypes['CreditNote'], ParentType, ContextType, RequireFields<MutationIssueCreditNoteArgs, 'comment' | 'invoice_id' | 'reason'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  loginTwoFactor?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginTwoFactorArgs, 'challenge' | 'code'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  payInvoiceCall?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPayInvoiceCallArgs, 'id'>>;
  processOi?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationProcessOiArgs, 'id'>>;
  recordInvoicePayment?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationRecordInvoicePaymentArgs, 'id' | 'reference'>>;
  refileIncomingEinvoice?: Resolver<ResolversTypes['IncomingEinvoice'], ParentType, ContextType, RequireFields<MutationRefileIncomingEinvoiceArgs, 'id'>>;
  refuseInvoiceCall?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRefuseInvoiceCallArgs, 'id' | 'reason'>>;
  refuseMember?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRefuseMemberArgs, 'reason' | 'user_id'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestPasswordCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationRequestPasswordCodeArgs, 'email' | 'flow'>>;
  resendEmailCode?: Resolver<ResolversTypes['ResendCodeResult'], ParentType, ContextType, RequireFields<MutationResendEmailCodeArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'email' | 'flow' | 'password'>>;
  restoreBackup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRestoreBackupArgs, 'confirmation' | 'name'>>;
  retryEinvoiceDeposit?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationRetryEinvoiceDepositArgs, 'invoice_id'>>;
  sendMemberPasswordReset?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSendMemberPasswordResetArgs, 'user_id'>>;
  sendPushNotification?: Resolver<ResolversTypes['PushNotification'], ParentType, ContextType, RequireFields<MutationSendPushNotificationArgs, 'input'>>;
  setMemberActive?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetMemberActiveArgs, 'active' | 'user_id'>>;
  setMemberLaw?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSetMemberLawArgs, 'law' | 'user_id'>>;
  signMemberOutEverywhere?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSignMemberOutEverywhereArgs, 'user_id'>>;
  signOi?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationSignOiArgs, 'id' | 'input'>>;
  startTwoFactorSetup?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType, Partial<MutationStartTwoFactorSetupArgs>>;
  subscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'input'>>;
  unsubscribePush?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateBankDetails?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateBankDetailsArgs, 'input'>>;
  updateInteraction?: Resolver<ResolversTypes['Interaction'], ParentType, ContextType, RequireFields<MutationUpdateInteractionArgs, 'id' | 'input'>>;
  updateMember?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUpdateMemberArgs, 'input' | 'user_id'>>;
  updateOi?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUpdateOiArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  validateBillingMonth?: Resolver<ResolversTypes['ValidateMonthResult'], ParentType, ContextType, RequireFields<MutationValidateBillingMonthArgs, 'month' | 'platform'>>;
  validateEmail?: Resolver<ResolversTypes['ValidateEmailResult'], ParentType, ContextType, RequireFields<MutationValidateEmailArgs, 'code' | 'email'>>;
};

export type NetworkFiguresResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NetworkFigures'] = ResolversParentTypes['NetworkFigures']> = {
  clicks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['SocialNetwork'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type OiAdvertiserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiAdvertiser'] = ResolversParentTypes['OiAdvertiser']> = {
  client_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OiCreateResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiCreateResult'] = ResolversParentTypes['OiCreateResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OiDocumentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiDocument'] = ResolversParentTypes['OiDocument']> = {
  advertiser_client_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  advertiser_email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  advertiser_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  advertiser_user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cancel_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelled_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document_sha256?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ends_on?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['OiRemunerationModel']>, ParentType, ContextType>;
  next_states?: Resolver<Array<ResolversTypes['OiStatus']>, ParentType, ContextType>;
  pdf_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_cents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  processed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  program_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  program_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signature_method?: Resolver<Maybe<ResolversTypes['OiSignatureMethod']>, ParentType, ContextType>;
  signed_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signer_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  starts_on?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OiStatus'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_ht_cents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ttc_cents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_cents?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OiDraftContextResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiDraftContext'] = ResolversParentTypes['OiDraftContext']> = {
  advertiser?: Resolver<ResolversTypes['OiAdvertiser'], ParentType, ContextType>;
  programs?: Resolver<Array<ResolversTypes['OiProgramChoice']>, ParentType, ContextType>;
};

export type OiIntegrityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiIntegrity'] = ResolversParentTypes['OiIntegrity']> = {
  check?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  intact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OiProgramChoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OiProgramChoice'] = ResolversParentTypes['OiProgramChoice']> = {
  ends_on?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['OiRemunerationModel'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  starts_on?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PendingMemberResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PendingMember'] = ResolversParentTypes['PendingMember']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlatformClientResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlatformClient'] = ResolversParentTypes['PlatformClient']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credited_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MonthSide'], ParentType, ContextType>;
  valid_leads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlatformClientPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PlatformClientPage'] = ResolversParentTypes['PlatformClientPage']> = {
  cost_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PlatformClient']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PrepaymentToInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrepaymentToInvoice'] = ResolversParentTypes['PrepaymentToInvoice']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  client_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decided_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PrepaymentsToInvoiceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrepaymentsToInvoice'] = ResolversParentTypes['PrepaymentsToInvoice']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PrepaymentToInvoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = {
  accountType?: Resolver<ResolversTypes['ProfileKind'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankDetails?: Resolver<Maybe<ResolversTypes['ProfileBankDetails']>, ParentType, ContextType>;
  broadcastType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  businessSector?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobFunction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  law?: Resolver<ResolversTypes['Law'], ParentType, ContextType>;
  minimumStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practices?: Resolver<ResolversTypes['ProfilePractices'], ParentType, ContextType>;
  remunerationType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secureTracking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  siren?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vatIntra?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  websiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProfileBankDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProfileBankDetails'] = ResolversParentTypes['ProfileBankDetails']> = {
  accountOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BankDetailsKind'], ParentType, ContextType>;
  rib?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatSubject?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProfilePracticesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProfilePractices'] = ResolversParentTypes['ProfilePractices']> = {
  click_validation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  co_registration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dedicated_emails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incentive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  site_under?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targeted_geolocated_mailings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  white_label?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PublisherBankResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherBank'] = ResolversParentTypes['PublisherBank']> = {
  account_owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bank_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BankDetailsKind'], ParentType, ContextType>;
  rib?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PublisherPaymentPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherPaymentPage'] = ResolversParentTypes['PublisherPaymentPage']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['PublisherPaymentRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waiting_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PublisherPaymentRowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherPaymentRow'] = ResolversParentTypes['PublisherPaymentRow']> = {
  amount_cents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['MonthPlatform'], ParentType, ContextType>;
  publisher_client_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publisher_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requested_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublisherSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PublisherSummary'] = ResolversParentTypes['PublisherSummary']> = {
  bank?: Resolver<Maybe<ResolversTypes['PublisherBank']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushDayResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushDay'] = ResolversParentTypes['PushDay']> = {
  clicked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushDeliveryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushDelivery'] = ResolversParentTypes['PushDelivery']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clickedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notificationId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushDeliveryPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushDeliveryPage'] = ResolversParentTypes['PushDeliveryPage']> = {
  items?: Resolver<Array<ResolversTypes['PushDelivery']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushNotificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushNotification'] = ResolversParentTypes['PushNotification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clicked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  laws?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sendAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushNotificationPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushNotificationPage'] = ResolversParentTypes['PushNotificationPage']> = {
  items?: Resolver<Array<ResolversTypes['PushNotification']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushTimelineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushTimeline'] = ResolversParentTypes['PushTimeline']> = {
  days?: Resolver<Array<ResolversTypes['PushDay']>, ParentType, ContextType>;
  subscribers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['PushTotals'], ParentType, ContextType>;
};

export type PushTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PushTotals'] = ResolversParentTypes['PushTotals']> = {
  clicked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  delivered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  auditEntries?: Resolver<ResolversTypes['AuditEntryPage'], ParentType, ContextType, Partial<QueryAuditEntriesArgs>>;
  auditFacets?: Resolver<ResolversTypes['AuditFacets'], ParentType, ContextType>;
  backupRestorePreview?: Resolver<ResolversTypes['BackupRestorePreview'], ParentType, ContextType, RequireFields<QueryBackupRestorePreviewArgs, 'name'>>;
  backups?: Resolver<ResolversTypes['BackupList'], ParentType, ContextType>;
  billingMonth?: Resolver<ResolversTypes['BillingMonth'], ParentType, ContextType, RequireFields<QueryBillingMonthArgs, 'month' | 'platform'>>;
  billingMonths?: Resolver<Array<ResolversTypes['BillingMonthOption']>, ParentType, ContextType, RequireFields<QueryBillingMonthsArgs, 'platform'>>;
  checkEmailAvailable?: Resolver<ResolversTypes['EmailCheck'], ParentType, ContextType, RequireFields<QueryCheckEmailAvailableArgs, 'email'>>;
  clientAdvances?: Resolver<Maybe<ResolversTypes['ClientAdvances']>, ParentType, ContextType, RequireFields<QueryClientAdvancesArgs, 'client' | 'id_coreg' | 'id_perf'>>;
  clientRevenue?: Resolver<ResolversTypes['ClientRevenuePage'], ParentType, ContextType, RequireFields<QueryClientRevenueArgs, 'filter'>>;
  creditNotes?: Resolver<ResolversTypes['CreditNotePage'], ParentType, ContextType, Partial<QueryCreditNotesArgs>>;
  getAvoirsRecentsAn?: Resolver<ResolversTypes['Count'], ParentType, ContextType, Partial<QueryGetAvoirsRecentsAnArgs>>;
  getCampagneValideAf?: Resolver<ResolversTypes['Count'], ParentType, ContextType, RequireFields<QueryGetCampagneValideAfArgs, 'id_client_perf'>>;
  getCompteCadeaux?: Resolver<ResolversTypes['CompteCadeaux'], ParentType, ContextType, RequireFields<QueryGetCompteCadeauxArgs, 'droit' | 'user_id'>>;
  getDocumentOiASigneAn?: Resolver<ResolversTypes['Count'], ParentType, ContextType, RequireFields<QueryGetDocumentOiASigneAnArgs, 'id_utilisateur'>>;
  getDocumentOiAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getMembreAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getPaiementAttentAf?: Resolver<ResolversTypes['Count'], ParentType, ContextType, Partial<QueryGetPaiementAttentAfArgs>>;
  getPostuleAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getProgrammeAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  getfactureAttentAn?: Resolver<ResolversTypes['Count'], ParentType, ContextType, Partial<QueryGetfactureAttentAnArgs>>;
  getpresPaiementAttent?: Resolver<ResolversTypes['Count'], ParentType, ContextType>;
  giftBalances?: Resolver<Array<ResolversTypes['GiftBalance']>, ParentType, ContextType, RequireFields<QueryGiftBalancesArgs, 'userIds'>>;
  incomingEinvoices?: Resolver<ResolversTypes['IncomingEinvoicePage'], ParentType, ContextType, Partial<QueryIncomingEinvoicesArgs>>;
  interaction?: Resolver<Maybe<ResolversTypes['Interaction']>, ParentType, ContextType, RequireFields<QueryInteractionArgs, 'id'>>;
  interactionClients?: Resolver<Array<ResolversTypes['InteractionPerson']>, ParentType, ContextType, RequireFields<QueryInteractionClientsArgs, 'search'>>;
  interactionStaff?: Resolver<Array<ResolversTypes['InteractionPerson']>, ParentType, ContextType>;
  interactions?: Resolver<ResolversTypes['InteractionPage'], ParentType, ContextType, Partial<QueryInteractionsArgs>>;
  interactionsDue?: Resolver<ResolversTypes['DueFollowUps'], ParentType, ContextType, Partial<QueryInteractionsDueArgs>>;
  invoice?: Resolver<ResolversTypes['InvoiceDetail'], ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoiceableMonths?: Resolver<Array<ResolversTypes['InvoiceableMonth']>, ParentType, ContextType, RequireFields<QueryInvoiceableMonthsArgs, 'platform'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  ltvClients?: Resolver<ResolversTypes['LtvClientPage'], ParentType, ContextType, Partial<QueryLtvClientsArgs>>;
  ltvCohorts?: Resolver<Array<ResolversTypes['LtvCohort']>, ParentType, ContextType>;
  marketSettlementMonths?: Resolver<Array<ResolversTypes['SettlementMonth']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['MemberDetail']>, ParentType, ContextType, RequireFields<QueryMemberArgs, 'id'>>;
  memberInteractions?: Resolver<Array<ResolversTypes['Interaction']>, ParentType, ContextType, RequireFields<QueryMemberInteractionsArgs, 'memberId'>>;
  members?: Resolver<ResolversTypes['MemberPage'], ParentType, ContextType, Partial<QueryMembersArgs>>;
  monthlyFigures?: Resolver<Array<ResolversTypes['MonthFigure']>, ParentType, ContextType, RequireFields<QueryMonthlyFiguresArgs, 'from' | 'to'>>;
  monthlyReports?: Resolver<ResolversTypes['MonthlyReportPage'], ParentType, ContextType, Partial<QueryMonthlyReportsArgs>>;
  myInvoiceCalls?: Resolver<Array<ResolversTypes['InvoiceCall']>, ParentType, ContextType>;
  myInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryMyInvoicesArgs>>;
  myOiDocuments?: Resolver<Array<ResolversTypes['OiDocument']>, ParentType, ContextType>;
  myProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  oiAdvertisers?: Resolver<Array<ResolversTypes['OiAdvertiser']>, ParentType, ContextType>;
  oiDocument?: Resolver<Maybe<ResolversTypes['OiDocument']>, ParentType, ContextType, RequireFields<QueryOiDocumentArgs, 'id'>>;
  oiDocuments?: Resolver<Array<ResolversTypes['OiDocument']>, ParentType, ContextType, Partial<QueryOiDocumentsArgs>>;
  oiDraftContext?: Resolver<Maybe<ResolversTypes['OiDraftContext']>, ParentType, ContextType, RequireFields<QueryOiDraftContextArgs, 'id_utilisateur'>>;
  oiIntegrity?: Resolver<Maybe<ResolversTypes['OiIntegrity']>, ParentType, ContextType, RequireFields<QueryOiIntegrityArgs, 'id'>>;
  pendingMembers?: Resolver<Array<ResolversTypes['PendingMember']>, ParentType, ContextType>;
  platformClients?: Resolver<ResolversTypes['PlatformClientPage'], ParentType, ContextType, RequireFields<QueryPlatformClientsArgs, 'month' | 'platform'>>;
  prepaymentsToInvoice?: Resolver<ResolversTypes['PrepaymentsToInvoice'], ParentType, ContextType, Partial<QueryPrepaymentsToInvoiceArgs>>;
  publisherInvoiceCalls?: Resolver<Array<ResolversTypes['InvoiceCall']>, ParentType, ContextType, RequireFields<QueryPublisherInvoiceCallsArgs, 'client_id' | 'user_id'>>;
  publisherPayments?: Resolver<ResolversTypes['PublisherPaymentPage'], ParentType, ContextType, Partial<QueryPublisherPaymentsArgs>>;
  publisherSummary?: Resolver<Maybe<ResolversTypes['PublisherSummary']>, ParentType, ContextType, RequireFields<QueryPublisherSummaryArgs, 'user_id'>>;
  pushDeliveries?: Resolver<ResolversTypes['PushDeliveryPage'], ParentType, ContextType, Partial<QueryPushDeliveriesArgs>>;
  pushNotifications?: Resolver<ResolversTypes['PushNotificationPage'], ParentType, ContextType, Partial<QueryPushNotificationsArgs>>;
  pushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pushTimeline?: Resolver<ResolversTypes['PushTimeline'], ParentType, ContextType, RequireFields<QueryPushTimelineArgs, 'from' | 'to'>>;
  socialMedia?: Resolver<Array<ResolversTypes['NetworkFigures']>, ParentType, ContextType, RequireFields<QuerySocialMediaArgs, 'period'>>;
  teletechCalls?: Resolver<ResolversTypes['TeletechCallPage'], ParentType, ContextType, Partial<QueryTeletechCallsArgs>>;
  teletechOutcomes?: Resolver<Array<ResolversTypes['TeletechOutcomeCount']>, ParentType, ContextType, Partial<QueryTeletechOutcomesArgs>>;
  topRevenue?: Resolver<ResolversTypes['TopRevenue'], ParentType, ContextType, RequireFields<QueryTopRevenueArgs, 'period'>>;
};

export type RegisterResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResendCodeResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResendCodeResult'] = ResolversParentTypes['ResendCodeResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettlementMonthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SettlementMonth'] = ResolversParentTypes['SettlementMonth']> = {
  clients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prepayments_to_invoice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeletechCallResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeletechCall'] = ResolversParentTypes['TeletechCall']> = {
  agent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  calledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  campaignId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  campaignName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  leadEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  leadId?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  leadPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['TeletechOutcome'], ParentType, ContextType>;
};

export type TeletechCallPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeletechCallPage'] = ResolversParentTypes['TeletechCallPage']> = {
  items?: Resolver<Array<ResolversTypes['TeletechCall']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeletechOutcomeCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeletechOutcomeCount'] = ResolversParentTypes['TeletechOutcomeCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['TeletechOutcome'], ParentType, ContextType>;
};

export type TopAdvertiserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopAdvertiser'] = ResolversParentTypes['TopAdvertiser']> = {
  marketCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perfCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopPublisherResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopPublisher'] = ResolversParentTypes['TopPublisher']> = {
  leads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoutCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueCents?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  society?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopRevenueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TopRevenue'] = ResolversParentTypes['TopRevenue']> = {
  advertisers?: Resolver<Array<ResolversTypes['TopAdvertiser']>, ParentType, ContextType>;
  publishers?: Resolver<Array<ResolversTypes['TopPublisher']>, ParentType, ContextType>;
};

export type TwoFactorConfirmResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorConfirmResult'] = ResolversParentTypes['TwoFactorConfirmResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  home?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recoveryCodes?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type TwoFactorDisableResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorDisableResult'] = ResolversParentTypes['TwoFactorDisableResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otpauthUri?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrSvg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ValidateEmailResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ValidateEmailResult'] = ResolversParentTypes['ValidateEmailResult']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ValidateMonthResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ValidateMonthResult'] = ResolversParentTypes['ValidateMonthResult']> = {
  invoice_calls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AdvanceBalance?: AdvanceBalanceResolvers<ContextType>;
  AdvanceClient?: AdvanceClientResolvers<ContextType>;
  AdvanceInvoice?: AdvanceInvoiceResolvers<ContextType>;
  AdvancePrepayment?: AdvancePrepaymentResolvers<ContextType>;
  AdvanceTotals?: AdvanceTotalsResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditEntryPage?: AuditEntryPageResolvers<ContextType>;
  AuditFacets?: AuditFacetsResolvers<ContextType>;
  Backup?: BackupResolvers<ContextType>;
  BackupList?: BackupListResolvers<ContextType>;
  BackupRestoreLoss?: BackupRestoreLossResolvers<ContextType>;
  BackupRestorePreview?: BackupRestorePreviewResolvers<ContextType>;
  BillingMonth?: BillingMonthResolvers<ContextType>;
  BillingMonthLine?: BillingMonthLineResolvers<ContextType>;
  BillingMonthOption?: BillingMonthOptionResolvers<ContextType>;
  ChangePasswordResult?: ChangePasswordResultResolvers<ContextType>;
  ClientAdvances?: ClientAdvancesResolvers<ContextType>;
  ClientRevenuePage?: ClientRevenuePageResolvers<ContextType>;
  ClientRevenueRow?: ClientRevenueRowResolvers<ContextType>;
  CompteCadeaux?: CompteCadeauxResolvers<ContextType>;
  CorrectedInvoice?: CorrectedInvoiceResolvers<ContextType>;
  Count?: CountResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  CreditNotePage?: CreditNotePageResolvers<ContextType>;
  DueFollowUps?: DueFollowUpsResolvers<ContextType>;
  Einvoice?: EinvoiceResolvers<ContextType>;
  EinvoiceEvent?: EinvoiceEventResolvers<ContextType>;
  EmailCheck?: EmailCheckResolvers<ContextType>;
  GeneratedInvoices?: GeneratedInvoicesResolvers<ContextType>;
  GiftBalance?: GiftBalanceResolvers<ContextType>;
  IncomingEinvoice?: IncomingEinvoiceResolvers<ContextType>;
  IncomingEinvoicePage?: IncomingEinvoicePageResolvers<ContextType>;
  Interaction?: InteractionResolvers<ContextType>;
  InteractionPage?: InteractionPageResolvers<ContextType>;
  InteractionPerson?: InteractionPersonResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceCall?: InvoiceCallResolvers<ContextType>;
  InvoiceCreditNote?: InvoiceCreditNoteResolvers<ContextType>;
  InvoiceDetail?: InvoiceDetailResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceMatch?: InvoiceMatchResolvers<ContextType>;
  InvoiceMatchLine?: InvoiceMatchLineResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  InvoiceTotals?: InvoiceTotalsResolvers<ContextType>;
  InvoiceableMonth?: InvoiceableMonthResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  LtvClient?: LtvClientResolvers<ContextType>;
  LtvClientPage?: LtvClientPageResolvers<ContextType>;
  LtvCohort?: LtvCohortResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberBank?: MemberBankResolvers<ContextType>;
  MemberCreated?: MemberCreatedResolvers<ContextType>;
  MemberDetail?: MemberDetailResolvers<ContextType>;
  MemberPage?: MemberPageResolvers<ContextType>;
  MonthFigure?: MonthFigureResolvers<ContextType>;
  MonthlyReport?: MonthlyReportResolvers<ContextType>;
  MonthlyReportPage?: MonthlyReportPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NetworkFigures?: NetworkFiguresResolvers<ContextType>;
  OiAdvertiser?: OiAdvertiserResolvers<ContextType>;
  OiCreateResult?: OiCreateResultResolvers<ContextType>;
  OiDocument?: OiDocumentResolvers<ContextType>;
  OiDraftContext?: OiDraftContextResolvers<ContextType>;
  OiIntegrity?: OiIntegrityResolvers<ContextType>;
  OiProgramChoice?: OiProgramChoiceResolvers<ContextType>;
  PendingMember?: PendingMemberResolvers<ContextType>;
  PlatformClient?: PlatformClientResolvers<ContextType>;
  PlatformClientPage?: PlatformClientPageResolvers<ContextType>;
  PrepaymentToInvoice?: PrepaymentToInvoiceResolvers<ContextType>;
  PrepaymentsToInvoice?: PrepaymentsToInvoiceResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  ProfileBankDetails?: ProfileBankDetailsResolvers<ContextType>;
  ProfilePractices?: ProfilePracticesResolvers<ContextType>;
  PublisherBank?: PublisherBankResolvers<ContextType>;
  PublisherPaymentPage?: PublisherPaymentPageResolvers<ContextType>;
  PublisherPaymentRow?: PublisherPaymentRowResolvers<ContextType>;
  PublisherSummary?: PublisherSummaryResolvers<ContextType>;
  PushDay?: PushDayResolvers<ContextType>;
  PushDelivery?: PushDeliveryResolvers<ContextType>;
  PushDeliveryPage?: PushDeliveryPageResolvers<ContextType>;
  PushNotification?: PushNotificationResolvers<ContextType>;
  PushNotificationPage?: PushNotificationPageResolvers<ContextType>;
  PushTimeline?: PushTimelineResolvers<ContextType>;
  PushTotals?: PushTotalsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  ResendCodeResult?: ResendCodeResultResolvers<ContextType>;
  SettlementMonth?: SettlementMonthResolvers<ContextType>;
  TeletechCall?: TeletechCallResolvers<ContextType>;
  TeletechCallPage?: TeletechCallPageResolvers<ContextType>;
  TeletechOutcomeCount?: TeletechOutcomeCountResolvers<ContextType>;
  TopAdvertiser?: TopAdvertiserResolvers<ContextType>;
  TopPublisher?: TopPublisherResolvers<ContextType>;
  TopRevenue?: TopRevenueResolvers<ContextType>;
  TwoFactorConfirmResult?: TwoFactorConfirmResultResolvers<ContextType>;
  TwoFactorDisableResult?: TwoFactorDisableResultResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  ValidateEmailResult?: ValidateEmailResultResolvers<ContextType>;
  ValidateMonthResult?: ValidateMonthResultResolvers<ContextType>;
};

