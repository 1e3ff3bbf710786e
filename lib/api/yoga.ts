// Envelop names its plugins useXxx; renamed so that nobody (nor the hooks linter) takes it for a React hook.
import { useCSRFPrevention as csrfPreventionPlugin } from "@graphql-yoga/plugin-csrf-prevention";
import type { FieldNode, GraphQLSchema, ValidationContext } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import { env } from "@/lib/config/env";
import type { Db } from "@/lib/db";
import { buildContext, type ApiContext } from "./context";
import { allowedOrigins, corsFor } from "./cors";
import { limitPlugins } from "./limits";
import { maintenanceGraphql } from "@/lib/maintenance/answer";
import { pausedDuringMaintenance } from "@/lib/maintenance/gate";

/**
 * Introspection off (production). graphql's NoSchemaIntrospectionCustomRule tests types with
 * `instanceof`, which throws when yoga's schema comes from the other copy of graphql (ESM or
 * CommonJS) and turned the refusal into a 500: __schema and __type, the only ways in, are refused by name.
 */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule((context: ValidationContext) => ({
      Field(node: FieldNode) {
        if (node.name.value === "__schema" || node.name.value === "__type")
          context.reportError(
            createGraphQLError(
              `GraphQL introspection has been disabled, but the requested query contained the field "${node.name.value}".`,
              { nodes: [node] },
            ),
          );
      },
    }));
  },
};

/** One service's HTTP handler: CORS for the allowed origins, CSRF prevention, abuse limits, masked errors. */
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
    cors: corsFor(allowedOrigins()),
    // Yoga's default, stated: one operation per request, an array body is a 400 "Batching is not supported".
    batching: false,
    context: async ({ request }) => {
      const ctx = await buildContext(request.headers, await opts.db?.());
      cookiesOf.set(request, ctx.responseCookies);
      return ctx;
    },
    plugins: [
      csrfPreventionPlugin({ requestHeaders: ["x-graphql-yoga-csrf", "apollo-require-preflight"] }),
      ...limitPlugins(e, production),
      ...(production ? [noIntrospection] : []),
      {
        onResponse({ request, response }) {
          for (const c of cookiesOf.get(request) ?? []) response.headers.append("set-cookie", c);
          // The CORS headers depend on the Origin: a shared cache must not hand one origin's answer to another.
          if (request.headers.has("origin")) response.headers.append("vary", "Origin");
        },
      } satisfies Plugin,
    ],
  });
  // Every operation waits out a restore (a read meanwhile would see the database half put back).
  return pausedDuringMaintenance((request: Request) => yoga.handleRequest(request, {}), maintenanceGraphql);
}
