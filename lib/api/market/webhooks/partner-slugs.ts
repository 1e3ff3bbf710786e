/** The nine partners (same list as WEBHOOK_PARTNERS in the schema; kept here free of drizzle for the browser). */
export const PARTNER_SLUG_LIST = ["ecilia", "duplix", "oggodata", "courtigo", "So-Soft", "insquary", "ernest", "bubbleIn", "ringover"] as const;
