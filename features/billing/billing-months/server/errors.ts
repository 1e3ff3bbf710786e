import { createGraphQLError } from "graphql-yoga";

/** A row the caller may not see answers like one that does not exist (ownership is in the where-clause). */
export const notFound = (what = "Not found") => createGraphQLError(what, { extensions: { code: "NOT_FOUND" } });

/** The request is well formed but the state does not allow it (a validated month, a paid call…). */
export const conflict = (message: string, code = "CONFLICT") =>
  createGraphQLError(message, { extensions: { code, http: { status: 409 } } });

export const monthNotValidated = () => conflict("This month is not validated yet", "MONTH_NOT_VALIDATED");
export const monthFrozen = () => conflict("This month is validated: its figures are frozen", "MONTH_FROZEN");
/** A month whose days are not all over: its figures can still change (a forced validation says so). */
export const monthNotOver = () =>
  conflict("This month is not over: type its month (YYYY-MM) to validate it all the same", "MONTH_NOT_OVER");
