import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
// Envelop names its plugins useXxx; renamed so that nobody (nor the hooks linter) takes it for a React hook.
import { useCSRFPrevention as csrfPreventionPlugin } from "@graphql-yoga/plugin-csrf-prevention";
import { NoSchemaIntrospectionCustomRule, type GraphQLSchema } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { buildContext, type ApiContext } from "./context";

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** One service's HTTP handler: CSRF prevention, depth and cost limits, masked errors. */
export function createApiHandler(
  schema: GraphQLSchema,
  graphqlEndpoint: string,
  opts: { db?: () => Promise<Db> } = {},
) {
  const e = env();
  const production = e.NODE_ENV === "production";
  const cookiesOf = new WeakMap<Request, string[]>();
  const yoga = createYoga<object, ApiContext>({
    schema,
    graphqlEndpoint,
    fetchAPI: { Response },
    graphiql: !production,
    maskedErrors: true,
    landingPage: false,
    context: async ({ request }) => {
      const ctx = await buildContext(request.headers, await opts.db?.());
      cookiesOf.set(request, ctx.responseCookies);
      return ctx;
    },
    plugins: [
      csrfPreventionPlugin({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
      maxDepthPlugin({ n: e.GRAPHQL_MAX_DEPTH, exposeLimits: false }),
      costLimitPlugin({ maxCost: e.GRAPHQL_MAX_COST, exposeLimits: false }),
      ...(production ? [noIntrospection] : []),
      {
        onResponse({ request, response }) {
          for (const c of cookiesOf.get(request) ?? []) response.headers.append("set-cookie", c);
        },
      } satisfies Plugin,
    ],
  });
  return (request: Request) => yoga.handleRequest(request, {});
}
