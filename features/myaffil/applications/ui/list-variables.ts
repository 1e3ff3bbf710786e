/** The postulelist's filters; the queue opens on the applications waiting for a decision. */
export interface ApplicationListFilters {
  state: string;
  programId: number | null;
  publisherClientId: number | null;
}

export const DEFAULT_APPLICATION_FILTERS: ApplicationListFilters = {
  state: "being_verified",
  programId: null,
  publisherClientId: null,
};

/** The Applications query's variables, shared by the page (preloaded on the server) and the list. */
export const applicationListVariables = (f: ApplicationListFilters = DEFAULT_APPLICATION_FILTERS) => ({
  state: f.state || null,
  programId: f.programId,
  publisherClientId: f.publisherClientId,
});
