/** The SDL of Weedo check / Weedo Trust (its resolvers are in check.ts). */
export const checkTypeDefs = /* GraphQL */ `
  enum CheckVerdict {
    valid
    risky
    invalid
  }
  enum CheckSource {
    screen
    api
    list
  }
  enum CheckOutcome {
    pass
    warn
    fail
    skip
  }
  enum CheckName {
    email_syntax
    email_mx
    email_disposable
    email_role
    phone_valid
    phone_type
    phone_country
    duplicate_client
    duplicate_market
    postcode_department
    velocity
  }
  enum CheckListState {
    running
    done
    failed
  }

  type CheckResult {
    name: CheckName!
    outcome: CheckOutcome!
    "A code the screens translate (check.details.<code>)."
    detail: String!
  }

  type CheckAccount {
    id: Int!
    name: String!
    "The first characters of the API key in use."
    keyPrefix: String!
    planMonthly: Int!
  }

  type CheckVerification {
    id: Int!
    createdAt: String!
    clientId: Int!
    clientName: String!
    source: CheckSource!
    email: String
    phone: String
    postcode: String
    score: Int!
    verdict: CheckVerdict!
    checks: [CheckResult!]!
    scenarioId: Int!
    scenarioVersion: Int!
  }

  type CheckVerificationPage {
    items: [CheckVerification!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  "What verifying one contact from the screen answers."
  type CheckVerified {
    id: Int!
    score: Int!
    verdict: CheckVerdict!
    checks: [CheckResult!]!
    scenarioVersion: Int!
    latencyMs: Int!
    email: String
    phone: String
  }

  type CheckDryRun {
    score: Int!
    verdict: CheckVerdict!
    checks: [CheckResult!]!
  }

  type CheckEvent {
    id: Int!
    createdAt: String!
    clientId: Int!
    clientName: String!
    source: CheckSource!
    scenarioVersion: Int
    status: Int!
    verdict: CheckVerdict
    latencyMs: Int!
    verificationId: Int
  }

  type CheckEventPage {
    items: [CheckEvent!]!
    total: Int!
    page: Int!
    pageSize: Int!
  }

  type CheckScenarioCheck {
    name: CheckName!
    weight: Int!
    blocking: Boolean
  }

  type CheckScenarioVersion {
    id: Int!
    version: Int!
    checks: [CheckScenarioCheck!]!
    validFrom: Int!
    riskyFrom: Int!
    createdAt: String!
  }

  type CheckScenario {
    id: Int!
    name: String!
    clientId: Int
    clientName: String
    isDefault: Boolean!
    currentVersion: Int!
    "It judges the caller's verifications (a client), or some client's (an administrator)."
    inUse: Boolean!
    versions: [CheckScenarioVersion!]!
  }

  type CheckClientOption {
    id: Int!
    name: String!
  }

  type CheckList {
    id: Int!
    fileName: String!
    total: Int!
    done: Int!
    state: CheckListState!
    createdAt: String!
    valid: Int!
    risky: Int!
    invalid: Int!
  }

  type CheckPriceTier {
    id: Int!
    check: CheckName!
    minVolume: Int!
    perThousandCents: Int!
  }

  type CheckQuoteLine {
    check: CheckName!
    minVolume: Int
    perThousandCents: Int!
    monthlyCents: Int!
  }

  type CheckQuote {
    volume: Int!
    lines: [CheckQuoteLine!]!
    perThousandCents: Int!
    monthlyCents: Int!
  }

  type TrustDay {
    day: String!
    valid: Int!
    risky: Int!
    invalid: Int!
  }

  type TrustCheckFails {
    name: CheckName!
    n: Int!
  }

  type TrustClientRow {
    clientId: Int!
    name: String!
    total: Int!
    valid: Int!
    risky: Int!
    invalid: Int!
    latencyMs: Int!
  }

  type TrustTotals {
    total: Int!
    valid: Int!
    risky: Int!
    invalid: Int!
  }

  type TrustStatistics {
    days: [TrustDay!]!
    fails: [TrustCheckFails!]!
    clients: [TrustClientRow!]!
    totals: TrustTotals!
  }

  type TrustUsageDay {
    day: String!
    n: Int!
  }

  type TrustUsageClient {
    clientId: Int!
    name: String!
    planMonthly: Int!
    "The plan over the period (monthly plan × months)."
    plan: Int!
    used: Int!
    "used / plan (0–…)."
    usage: Float!
    revenueCents: Int!
  }

  type TrustUsageTotals {
    used: Int!
    revenueCents: Int!
  }

  type TrustConsumption {
    clients: [TrustUsageClient!]!
    days: [TrustUsageDay!]!
    totals: TrustUsageTotals!
  }

  input CheckFilterInput {
    from: String
    to: String
    verdict: String
    source: String
    q: String
    client: String
    list: String
  }

  input CheckContactInput {
    email: String
    phone: String
    postcode: String
    department: String
    ip: String
    device: String
  }

  input CheckScenarioCheckInput {
    name: CheckName!
    weight: Int!
    blocking: Boolean
  }

  input CheckScenarioDraft {
    checks: [CheckScenarioCheckInput!]!
    validFrom: Int!
    riskyFrom: Int!
  }

  input CheckPriceTierInput {
    check: CheckName!
    minVolume: Int!
    perThousandCents: Int!
  }

  extend type Query {
    "The caller's Weedo check account (null without the product)."
    checkAccount: CheckAccount
    checkVerifications(filter: CheckFilterInput, page: Int): CheckVerificationPage!
    checkEvents(filter: CheckFilterInput, page: Int): CheckEventPage!
    checkClients: [CheckClientOption!]!
    checkScenarios: [CheckScenario!]!
    checkLists: [CheckList!]!
    checkList(id: Int!): CheckList
    checkPriceGrid: [CheckPriceTier!]!
    checkQuote(volume: Int!, checks: [CheckName!]!): CheckQuote!
    trustStatistics(from: String!, to: String!, clientId: Int): TrustStatistics!
    trustConsumption(from: String!, to: String!, clientId: Int): TrustConsumption!
  }

  extend type Mutation {
    "Verifies one contact for the caller's client (an administrator names the client)."
    verifyCheckContact(input: CheckContactInput!, clientId: Int): CheckVerified!
    "Runs a draft scenario on a sample contact; nothing is recorded."
    testCheckScenario(draft: CheckScenarioDraft!, contact: CheckContactInput!): CheckDryRun!
    "A new scenario (a client's own; an administrator's for a client or the platform). Answers its id."
    createCheckScenario(name: String!, draft: CheckScenarioDraft!, clientId: Int): Int!
    "Saves an edit as the scenario's new current version. Answers the version number."
    saveCheckScenarioVersion(scenarioId: Int!, draft: CheckScenarioDraft!): Int!
    "Makes a scenario (null: the platform's default) judge the client's verifications, optionally at a version."
    activateCheckScenario(scenarioId: Int, version: Int, clientId: Int): Boolean!
    "A new API key for the caller's client (shown once); the old one stops working."
    rotateCheckKey: String!
    setCheckPriceTier(input: CheckPriceTierInput!): [CheckPriceTier!]!
    deleteCheckPriceTier(id: Int!): [CheckPriceTier!]!
  }
`;
