import { visit, type DocumentNode, type GraphQLError } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { isCalendarDay } from "@/lib/validation/day";
import { badInput } from "../errors";

/** A day, alone or starting a timestamp ('2026-02-31', '2026-02-31T10:00:00Z'). */
const DAY_LIKE = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function impossibleDay(value: string): string | null {
  const m = DAY_LIKE.exec(value);
  return m && !isCalendarDay(m[1]!) ? value : null;
}

/** The first impossible date among a request's variables (walked without recursion: JSON may nest deeply). */
function inVariables(variables: unknown): string | null {
  const stack: unknown[] = [variables];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      const bad = impossibleDay(v);
      if (bad) return bad;
    } else if (v && typeof v === "object") {
      stack.push(...(Array.isArray(v) ? v : Object.values(v)));
    }
  }
  return null;
}

function inDocument(document: DocumentNode): string | null {
  let bad: string | null = null;
  visit(document, {
    StringValue(node) {
      bad ??= impossibleDay(node.value);
    },
  });
  return bad;
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
        const bad = inDocument(args.document) ?? inVariables(args.variableValues);
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
