/**
 * The variables of the order lists' first queries, shared by the pages (which preload them on the
 * server) and the client screens (which read them), so both ask for exactly the same thing.
 */
export interface AdminOrdersFilter {
  client: string;
  category: string;
  state: string;
}

export const NO_ORDER_FILTER: AdminOrdersFilter = { client: "", category: "", state: "" };

export const adminOrdersVariables = (f: AdminOrdersFilter) => ({
  userId: f.client ? Number(f.client) : null,
  categoryId: f.category ? Number(f.category) : null,
  state: f.state || null,
});

/** mesCommandes loads every order once and filters by state in the browser. */
export const MY_ORDERS_VARIABLES = { state: null };

/** The market list fields that change when an order is created, modified, paused, relaunched or cancelled. */
export const ORDER_LIST_FIELDS = ["marketOrders", "mesCommandes", "suiviCommandes", "marketOrder"] as const;
