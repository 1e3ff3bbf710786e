import type { Plugin } from "graphql-yoga";
import { badInput } from "../errors";
import { firstString } from "./strings";

const NUL = "\u0000";

/**
 * PostgreSQL stores no NUL character in text: one in a name reached the database and came back as a
 * masked 500 (updateBankDetails, issue 27). An operation carrying one, in its document or its
 * variables, is refused before it runs, as the client's error.
 */
export const nulCharactersPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const bad = firstString(args.document, args.variableValues, (v) => (v.includes(NUL) ? v : null));
    if (!bad) return;
    const refusal = badInput("Text may not contain a NUL character (U+0000).");
    setResultAndStopExecution({ errors: [refusal] });
  },
};
