/** The Shoots query's variables, shared by the page (preloaded on the server) and the list: no filter at first. */
export const shootListVariables = (f: { state?: string; from?: string; to?: string } = {}) => ({
  state: f.state || null,
  from: f.from || null,
  to: f.to || null,
});
