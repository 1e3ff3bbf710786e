import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** The API's error code of a failed call (FORBIDDEN, BAD_USER_INPUT…), if it answered one. */
export const errorCodeOf = (e: unknown): string | undefined =>
  CombinedGraphQLErrors.is(e) ? (e.errors[0]?.extensions?.code as string | undefined) : undefined;

/** The field of a BAD_USER_INPUT answer. */
export const badFieldOf = (e: unknown): string | undefined => {
  if (!CombinedGraphQLErrors.is(e)) return undefined;
  const fields = e.errors.find((x) => x.extensions?.code === "BAD_USER_INPUT")?.extensions?.fields;
  return fields ? Object.keys(fields as Record<string, string>)[0] : undefined;
};
