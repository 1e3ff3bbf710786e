/**
 * The variables of the webhook screens' first queries, shared by the pages (which preload them on
 * the server) and the client screens, so both ask for exactly the same thing.
 */
export const WEBHOOKS_VARIABLES = {};

export const partnerVariables = (slug: string) => ({ partner: slug });

/** Root fields a webhook's creation, state change or removal makes stale. */
export const WEBHOOK_LIST_FIELDS = ["marketWebhooks", "marketPartnerWebhook", "marketWebhookClients"] as const;
