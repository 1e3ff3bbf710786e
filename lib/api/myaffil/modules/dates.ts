/** Timestamps travel as ISO 8601 strings (GraphQL String would turn a Date into its epoch). */
export const iso = (d: Date) => d.toISOString();
export const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
