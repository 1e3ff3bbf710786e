import { graphql, type ResultOf } from "@/lib/graphql/market";

export type Webhook = ResultOf<typeof W>;
export type Delivery = ResultOf<typeof D>;
export type TestResult = NonNullable<ResultOf<typeof TEST_WEBHOOK>["testMarketWebhook"]>;

const W = graphql(`
  fragment W on MarketWebhook {
    id
    userId
    ownerEmail
    ownerSociety
    name
    partner
    url
    method
    headers {
      key
      value
    }
    mapping {
      target
      source
    }
    secretHint
    state
    consecutiveFailures
    pausedReason
    createdAt
    updatedAt
    pending
    delivered7d
    failed7d
    lastAttemptAt
  }
`);
const D = graphql(`
  fragment D on MarketWebhookDelivery {
    id
    webhookId
    saleId
    state
    attempts
    nextAttemptAt
    lastError
    createdAt
    deliveredAt
    payload
    attemptLog {
      id
      statusCode
      latencyMs
      responseExcerpt
      error
      createdAt
    }
  }
`);

export const WEBHOOKS = graphql(
  `
    query MarketWebhooks($userId: Int) {
      marketWebhooks(user_id: $userId) {
        ...W
      }
    }
  `,
  [W],
);
export const PARTNER_WEBHOOK = graphql(
  `
    query MarketPartnerWebhook($partner: String!) {
      marketPartnerWebhook(partner: $partner) {
        ...W
      }
    }
  `,
  [W],
);
export const DELIVERIES = graphql(
  `
    query MarketWebhookDeliveries($webhookId: Int!, $page: Int, $state: String) {
      marketWebhookDeliveries(webhook_id: $webhookId, page: $page, state: $state) {
        total
        page
        pageSize
        items {
          ...D
        }
      }
    }
  `,
  [D],
);
export const CLIENTS = graphql(
  `
    query MarketWebhookClients {
      marketWebhookClients {
        userId
        email
        society
        webhooks
        active
        paused
        deliveries7d
        delivered7d
        failed7d
        pending7d
        successRate
      }
      marketWebhooks {
        ...W
      }
    }
  `,
  [W],
);
export type WebhookClient = NonNullable<ResultOf<typeof CLIENTS>["marketWebhookClients"]>[number];
export const CREATE_WEBHOOK = graphql(
  `
    mutation CreateMarketWebhook($input: MarketWebhookInput!) {
      createMarketWebhook(input: $input) {
        secret
        webhook {
          ...W
        }
      }
    }
  `,
  [W],
);
export const UPDATE_WEBHOOK = graphql(
  `
    mutation UpdateMarketWebhook($id: Int!, $input: MarketWebhookInput!) {
      updateMarketWebhook(id: $id, input: $input) {
        ...W
      }
    }
  `,
  [W],
);
export const REGENERATE_SECRET = graphql(
  `
    mutation RegenerateMarketWebhookSecret($id: Int!) {
      regenerateMarketWebhookSecret(id: $id) {
        secret
        webhook {
          ...W
        }
      }
    }
  `,
  [W],
);
export const DELETE_WEBHOOK = graphql(`
  mutation DeleteMarketWebhook($id: Int!) {
    deleteMarketWebhook(id: $id)
  }
`);
export const TEST_WEBHOOK = graphql(`
  mutation TestMarketWebhook($id: Int!) {
    testMarketWebhook(id: $id) {
      ok
      statusCode
      latencyMs
      responseExcerpt
      error
      deliveryId
      payload
    }
  }
`);
export const VALIDATE_WEBHOOK = graphql(
  `
    mutation ValidateMarketWebhook($id: Int!) {
      validateMarketWebhook(id: $id) {
        ...W
      }
    }
  `,
  [W],
);
export const PAUSE_WEBHOOK = graphql(
  `
    mutation PauseMarketWebhook($id: Int!) {
      pauseMarketWebhook(id: $id) {
        ...W
      }
    }
  `,
  [W],
);
export const RESEND_DELIVERY = graphql(
  `
    mutation ResendMarketWebhookDelivery($deliveryId: Int!) {
      resendMarketWebhookDelivery(delivery_id: $deliveryId) {
        ...D
      }
    }
  `,
  [D],
);
export const RESEND_SALE = graphql(
  `
    mutation ResendMarketSale($webhookId: Int!, $saleId: Int!) {
      resendMarketSale(webhook_id: $webhookId, sale_id: $saleId) {
        ...D
      }
    }
  `,
  [D],
);
export const SETUP_PARTNER = graphql(
  `
    mutation SetupMarketPartner($input: MarketPartnerSetupInput!) {
      setupMarketPartner(input: $input) {
        secret
        webhook {
          ...W
        }
      }
    }
  `,
  [W],
);

export type LeadFlowData = NonNullable<ResultOf<typeof LEAD_FLOW>["marketLeadFlow"]>;
export const LEAD_FLOW = graphql(`
  query MarketLeadFlow($by: String!) {
    marketLeadFlow(by: $by) {
      from
      to
      series {
        key
        name
        total
        drops
      }
      points {
        hour
        seriesKey
        count
        average
        drop
      }
    }
  }
`);
export type PhoneRow = NonNullable<ResultOf<typeof CHECK_PHONES>["marketCheckPhones"]>[number];
export const CHECK_PHONES = graphql(`
  query MarketCheckPhones($text: String!, $country: String!) {
    marketCheckPhones(text: $text, country: $country) {
      input
      valid
      type
      e164
      country
    }
  }
`);
export const OGGO_CATEGORIES = graphql(`
  query MarketOggoDataCategories {
    marketOggoDataCategories {
      id
      name
      active
      leads
    }
  }
`);
