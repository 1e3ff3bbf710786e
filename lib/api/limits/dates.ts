import type { GraphQLError } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { isCalendarDay } from "@/lib/validation/day";
import { badInput } from "../errors";
import { firstString } from "./strings";

/** A day, alone or starting a timestamp ('2026-02-31', '2026-02-31T10:00:00Z'). */
const DAY_LIKE = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function impossibleDay(value: string): string | null {
  const m = DAY_LIKE.exec(value);
  return m && !isCalendarDay(m[1]!) ? value : null;
}

/** An error no resolver meant (a database refusal): it has no code of lib/api/errors.ts. */
const unexpected = (e: GraphQLError) => {
  const code = e.extensions?.code;
  return code === undefined || code === "INTERNAL_SERVER_ERROR";
};

/**
 * Dates travel as 'YYYY-MM-DD' strings, in arguments and input fields, and each resolver checks its
 * own (with the message key its form shows). One that only matched the pattern handed 31 February
 * to PostgreSQL, whose refusal was a 500: when an operation fails unexpectedly and carries an
 * impossible date, that date is the client's error and is answered as such.
 */
export const impossibleDatesPlugin: Plugin = {
  onExecute({ args }) {
    return {
      onExecuteDone({ result, setResult }) {
        if (!("errors" in result) || !result.errors?.some(unexpected)) return;
        const bad = firstString(args.document, args.variableValues, impossibleDay);
        if (!bad) return;
        const refusal = badInput(`Invalid date "${bad}": that day does not exist.`);
        setResult({
          ...result,
          errors: result.errors.map((e) =>
            unexpected(e) ? createGraphQLError(refusal.message, { path: e.path, extensions: refusal.extensions }) : e,
          ),
        });
      },
    };
  },
};
