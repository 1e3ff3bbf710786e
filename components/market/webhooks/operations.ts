import { gql, type TypedDocumentNode } from "@apollo/client";

export interface Webhook {
  id: number;
  userId: number;
  ownerEmail: string;
  ownerSociety: string;
  name: string;
  partner: string | null;
  url: string;
  method: "POST" | "PUT";
  headers: { key: string; value: string }[];
  mapping: { target: string; source: string }[];
  secretHint: string;
  state: "test" | "active" | "paused";
  consecutiveFailures: number;
  pausedReason: string | null;
  createdAt: string;
  updatedAt: string;
  pending: number;
  delivered7d: number;
  failed7d: number;
  lastAttemptAt: string | null;
}
export interface Attempt {
  id: number;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: string;
}
export interface Delivery {
  id: number;
  webhookId: number;
  saleId: number | null;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  payload: string;
  attemptLog: Attempt[];
}
export interface TestResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  responseExcerpt: string | null;
  error: string | null;
  deliveryId: number;
  payload: string;
}
export interface WebhookClient {
  userId: number;
  email: string;
  society: string;
  webhooks: number;
  active: number;
  paused: number;
  deliveries7d: number;
  delivered7d: number;
  failed7d: number;
  pending7d: number;
  successRate: number | null;
}
export interface WebhookFormValues {
  name: string;
  url: string;
  method: "POST" | "PUT";
  headers: { key: string; value: string }[];
  mapping: { target: string; source: string }[];
}

const W = `id userId ownerEmail ownerSociety name partner url method headers { key value } mapping { target source } secretHint state consecutiveFailures pausedReason createdAt updatedAt pending delivered7d failed7d lastAttemptAt`;
const D = `id webhookId saleId state attempts nextAttemptAt lastError createdAt deliveredAt payload attemptLog { id statusCode latencyMs responseExcerpt error createdAt }`;

export const WEBHOOKS: TypedDocumentNode<{ marketWebhooks: Webhook[] }, { userId?: number | null }> = gql`
  query MarketWebhooks($userId: Int) { marketWebhooks(user_id: $userId) { ${W} } }
`;
export const PARTNER_WEBHOOK: TypedDocumentNode<{ marketPartnerWebhook: Webhook | null }, { partner: string }> = gql`
  query MarketPartnerWebhook($partner: String!) { marketPartnerWebhook(partner: $partner) { ${W} } }
`;
export const DELIVERIES: TypedDocumentNode<
  { marketWebhookDeliveries: { total: number; page: number; pageSize: number; items: Delivery[] } },
  { webhookId: number; page: number; state?: string | null }
> = gql`
  query MarketWebhookDeliveries($webhookId: Int!, $page: Int, $state: String) {
    marketWebhookDeliveries(webhook_id: $webhookId, page: $page, state: $state) { total page pageSize items { ${D} } }
  }
`;
export const CLIENTS: TypedDocumentNode<{ marketWebhookClients: WebhookClient[]; marketWebhooks: Webhook[] }, Record<string, never>> = gql`
  query MarketWebhookClients {
    marketWebhookClients { userId email society webhooks active paused deliveries7d delivered7d failed7d pending7d successRate }
    marketWebhooks { ${W} }
  }
`;
export const CREATE_WEBHOOK: TypedDocumentNode<{ createMarketWebhook: { secret: string | null; webhook: Webhook } }, { input: WebhookFormValues }> = gql`
  mutation CreateMarketWebhook($input: MarketWebhookInput!) { createMarketWebhook(input: $input) { secret webhook { ${W} } } }
`;
export const UPDATE_WEBHOOK: TypedDocumentNode<{ updateMarketWebhook: Webhook }, { id: number; input: WebhookFormValues }> = gql`
  mutation UpdateMarketWebhook($id: Int!, $input: MarketWebhookInput!) { updateMarketWebhook(id: $id, input: $input) { ${W} } }
`;
export const REGENERATE_SECRET: TypedDocumentNode<{ regenerateMarketWebhookSecret: { secret: string | null; webhook: Webhook } }, { id: number }> = gql`
  mutation RegenerateMarketWebhookSecret($id: Int!) { regenerateMarketWebhookSecret(id: $id) { secret webhook { ${W} } } }
`;
export const DELETE_WEBHOOK: TypedDocumentNode<{ deleteMarketWebhook: boolean }, { id: number }> = gql`
  mutation DeleteMarketWebhook($id: Int!) { deleteMarketWebhook(id: $id) }
`;
export const TEST_WEBHOOK: TypedDocumentNode<{ testMarketWebhook: TestResult }, { id: number }> = gql`
  mutation TestMarketWebhook($id: Int!) { testMarketWebhook(id: $id) { ok statusCode latencyMs responseExcerpt error deliveryId payload } }
`;
export const VALIDATE_WEBHOOK: TypedDocumentNode<{ validateMarketWebhook: Webhook }, { id: number }> = gql`
  mutation ValidateMarketWebhook($id: Int!) { validateMarketWebhook(id: $id) { ${W} } }
`;
export const PAUSE_WEBHOOK: TypedDocumentNode<{ pauseMarketWebhook: Webhook }, { id: number }> = gql`
  mutation PauseMarketWebhook($id: Int!) { pauseMarketWebhook(id: $id) { ${W} } }
`;
export const RESEND_DELIVERY: TypedDocumentNode<{ resendMarketWebhookDelivery: Delivery }, { deliveryId: number }> = gql`
  mutation ResendMarketWebhookDelivery($deliveryId: Int!) { resendMarketWebhookDelivery(delivery_id: $deliveryId) { ${D} } }
`;
export const RESEND_SALE: TypedDocumentNode<{ resendMarketSale: Delivery }, { webhookId: number; saleId: number }> = gql`
  mutation ResendMarketSale($webhookId: Int!, $saleId: Int!) { resendMarketSale(webhook_id: $webhookId, sale_id: $saleId) { ${D} } }
`;
export const SETUP_PARTNER: TypedDocumentNode<
  { setupMarketPartner: { secret: string | null; webhook: Webhook } },
  { input: { partner: string; url: string; apiKey?: string; token?: string; accountId?: string } }
> = gql`
  mutation SetupMarketPartner($input: MarketPartnerSetupInput!) { setupMarketPartner(input: $input) { secret webhook { ${W} } } }
`;

export interface LeadFlowData {
  from: string;
  to: string;
  series: { key: number; name: string; total: number; drops: number }[];
  points: { hour: string; seriesKey: number; count: number; average: number; drop: boolean }[];
}
export const LEAD_FLOW: TypedDocumentNode<{ marketLeadFlow: LeadFlowData }, { by: string }> = gql`
  query MarketLeadFlow($by: String!) { marketLeadFlow(by: $by) { from to series { key name total drops } points { hour seriesKey count average drop } } }
`;
export interface PhoneRow {
  input: string;
  valid: boolean;
  type: string | null;
  e164: string | null;
  country: string | null;
}
export const CHECK_PHONES: TypedDocumentNode<{ marketCheckPhones: PhoneRow[] }, { text: string; country: string }> = gql`
  query MarketCheckPhones($text: String!, $country: String!) { marketCheckPhones(text: $text, country: $country) { input valid type e164 country } }
`;
export const OGGO_CATEGORIES: TypedDocumentNode<{ marketOggoDataCategories: { id: number; name: string; active: boolean; leads: number }[] }, Record<string, never>> = gql`
  query MarketOggoDataCategories { marketOggoDataCategories { id name active leads } }
`;
