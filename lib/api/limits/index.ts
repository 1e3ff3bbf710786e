import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import type { GraphQLError, ValidationContext, ValidationRule } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import type { Env } from "@/lib/config/env";
import { costLimitRule } from "./cost";
import { impossibleDatesPlugin } from "./dates";
import { nulCharactersPlugin } from "./nul-characters";

export type Limits = Pick<
  Env,
  "GRAPHQL_MAX_DEPTH" | "GRAPHQL_MAX_COST" | "GRAPHQL_MAX_ALIASES" | "GRAPHQL_MAX_TOKENS" | "GRAPHQL_MAX_DIRECTIVES"
>;

/**
 * Armor's rules throw their refusal, built with their own copy of graphql, which yoga may not take
 * for a GraphQL error (and answers 500): each refusal is reported as a validation error instead,
 * without armor's misleading "Syntax Error:" prefix.
 */
const report = {
  exposeLimits: true,
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(createGraphQLError(error.message.replace(/^Syntax Error: /, ""))),
  ],
};

/**
 * The checks a document passes before anything runs. The messages state the limits: a front end
 * that hits one needs to know which, and the numbers are no secret worth a guessing game.
 */
export function limitRules(l: Limits): ValidationRule[] {
  return [
    maxDepthRule({ n: l.GRAPHQL_MAX_DEPTH, ...report }),
    maxAliasesRule({ n: l.GRAPHQL_MAX_ALIASES, ...report }),
    maxDirectivesRule({ n: l.GRAPHQL_MAX_DIRECTIVES, ...report }),
    costLimitRule(l.GRAPHQL_MAX_COST),
  ];
}

/**
 * Stops graphql's parser after `maxTokens` (its own option): what follows (depth, aliases, cost)
 * recurses over the document, and a 3 000-level query would overflow the stack of the parser itself.
 * The parser is yoga's, so that its syntax errors stay the GraphQL errors yoga answers with a 400.
 */
function tokenLimit(maxTokens: number): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, { ...options, maxTokens });
        } catch (e) {
          if (e instanceof Error && /more that \d+ tokens/.test(e.message))
            throw createGraphQLError(`Query too large: more than ${maxTokens} tokens.`);
          throw e;
        }
      });
    },
  };
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * graphql-js names the fields, arguments and enum values close to a wrong one ("Did you mean …?"),
 * in validation and variable errors alike: with introspection off, that would still map the schema.
 */
const hideSuggestions: Plugin = {
  onResultProcess({ result }) {
    for (const r of Array.isArray(result) ? result : [result]) {
      if (!r || typeof r !== "object" || !("errors" in r) || !Array.isArray(r.errors)) continue;
      for (const error of r.errors as { message: string }[]) error.message = error.message.replace(SUGGESTION, "");
    }
  },
};

/**
 * Abuse limits of one API: tokens while parsing; depth, aliases, directives and a cost that counts
 * lists and resolvers while validating; an impossible date is a client error, never a 500. In
 * production the messages suggest no field names (introspection is off there too).
 */
export function limitPlugins(l: Limits, production: boolean): Plugin[] {
  const rules = limitRules(l);
  return [
    tokenLimit(l.GRAPHQL_MAX_TOKENS),
    { onValidate: ({ addValidationRule }) => rules.forEach((r) => addValidationRule(r)) },
    ...(production ? [hideSuggestions] : []),
    impossibleDatesPlugin,
    nulCharactersPlugin,
  ];
}
