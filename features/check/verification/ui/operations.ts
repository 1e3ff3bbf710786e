import { graphql, type ResultOf } from "@/lib/graphql/market";

export const CHECK_VERIFICATIONS = graphql(`
  query CheckVerifications($filter: CheckFilterInput, $page: Int, $admin: Boolean!) {
    checkVerifications(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        createdAt
        clientId
        clientName
        source
        email
        phone
        postcode
        score
        verdict
        scenarioVersion
        checks {
          name
          outcome
          detail
        }
      }
    }
    checkClients @include(if: $admin) {
      id
      name
    }
    checkAccount @skip(if: $admin) {
      id
      name
      keyPrefix
      planMonthly
    }
    checkLists {
      id
      fileName
      total
      done
      state
      createdAt
      valid
      risky
      invalid
    }
  }
`);
export type VerificationRow = ResultOf<typeof CHECK_VERIFICATIONS>["checkVerifications"]["items"][number];
export type CheckListRow = ResultOf<typeof CHECK_VERIFICATIONS>["checkLists"][number];

export const VERIFY_CONTACT = graphql(`
  mutation VerifyCheckContact($input: CheckContactInput!, $clientId: Int) {
    verifyCheckContact(input: $input, clientId: $clientId) {
      id
      score
      verdict
      scenarioVersion
      latencyMs
      checks {
        name
        outcome
        detail
      }
    }
  }
`);

export const CHECK_LIST = graphql(`
  query CheckList($id: Int!) {
    checkList(id: $id) {
      id
      fileName
      total
      done
      state
      createdAt
      valid
      risky
      invalid
    }
  }
`);

export const ROTATE_KEY = graphql(`
  mutation RotateCheckKey {
    rotateCheckKey
  }
`);

export const CHECK_EVENTS = graphql(`
  query CheckEvents($filter: CheckFilterInput, $page: Int, $admin: Boolean!) {
    checkEvents(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        createdAt
        clientName
        source
        scenarioVersion
        status
        verdict
        latencyMs
        verificationId
      }
    }
    checkClients @include(if: $admin) {
      id
      name
    }
  }
`);
export type EventRow = ResultOf<typeof CHECK_EVENTS>["checkEvents"]["items"][number];

export const CHECK_SCENARIOS = graphql(`
  query CheckScenarios {
    checkScenarios {
      id
      name
      clientId
      clientName
      isDefault
      currentVersion
      inUse
      versions {
        id
        version
        validFrom
        riskyFrom
        createdAt
        checks {
          name
          weight
          blocking
        }
      }
    }
  }
`);
export type ScenarioRow = ResultOf<typeof CHECK_SCENARIOS>["checkScenarios"][number];

export const SAVE_SCENARIO_VERSION = graphql(`
  mutation SaveCheckScenarioVersion($scenarioId: Int!, $draft: CheckScenarioDraft!) {
    saveCheckScenarioVersion(scenarioId: $scenarioId, draft: $draft)
  }
`);
export const CREATE_SCENARIO = graphql(`
  mutation CreateCheckScenario($name: String!, $draft: CheckScenarioDraft!) {
    createCheckScenario(name: $name, draft: $draft)
  }
`);
export const ACTIVATE_SCENARIO = graphql(`
  mutation ActivateCheckScenario($scenarioId: Int) {
    activateCheckScenario(scenarioId: $scenarioId)
  }
`);
export const TEST_SCENARIO = graphql(`
  mutation TestCheckScenario($draft: CheckScenarioDraft!, $contact: CheckContactInput!) {
    testCheckScenario(draft: $draft, contact: $contact) {
      score
      verdict
    }
  }
`);

export const CHECK_QUOTE = graphql(`
  query CheckQuote($volume: Int!, $checks: [CheckName!]!, $grid: Boolean!) {
    checkQuote(volume: $volume, checks: $checks) {
      volume
      perThousandCents
      monthlyCents
      lines {
        check
        minVolume
        perThousandCents
        monthlyCents
      }
    }
    checkPriceGrid @include(if: $grid) {
      id
      check
      minVolume
      perThousandCents
    }
  }
`);
export const CHECK_GRID = graphql(`
  query CheckPriceGrid {
    checkPriceGrid {
      id
      check
      minVolume
      perThousandCents
    }
  }
`);
export type PriceTierRow = ResultOf<typeof CHECK_GRID>["checkPriceGrid"][number];
export const SET_TIER = graphql(`
  mutation SetCheckPriceTier($input: CheckPriceTierInput!) {
    setCheckPriceTier(input: $input) {
      id
      check
      minVolume
      perThousandCents
    }
  }
`);
export const DELETE_TIER = graphql(`
  mutation DeleteCheckPriceTier($id: Int!) {
    deleteCheckPriceTier(id: $id) {
      id
      check
      minVolume
      perThousandCents
    }
  }
`);

export const TRUST_STATISTICS = graphql(`
  query TrustStatistics($from: String!, $to: String!, $clientId: Int) {
    trustStatistics(from: $from, to: $to, clientId: $clientId) {
      days {
        day
        valid
        risky
        invalid
      }
      fails {
        name
        n
      }
      clients {
        clientId
        name
        total
        valid
        risky
        invalid
        latencyMs
      }
      totals {
        total
        valid
        risky
        invalid
      }
    }
    checkClients {
      id
      name
    }
  }
`);
export const TRUST_CONSUMPTION = graphql(`
  query TrustConsumption($from: String!, $to: String!, $clientId: Int) {
    trustConsumption(from: $from, to: $to, clientId: $clientId) {
      clients {
        clientId
        name
        plan
        used
        usage
        revenueCents
      }
      days {
        day
        n
      }
      totals {
        used
        revenueCents
      }
    }
    checkClients {
      id
      name
    }
  }
`);
