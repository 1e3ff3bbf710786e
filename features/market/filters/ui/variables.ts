/** Root fields a saved filter's creation, change or removal makes stale (the list and the order wizard's choices). */
export const FILTER_LIST_FIELDS = ["mesFiltres", "marketOrderWizard", "marketSavedFilter"] as const;
