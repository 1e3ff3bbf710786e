import type { CodegenConfig } from "@graphql-codegen/cli";

type Generates = NonNullable<CodegenConfig["generates"]>;

const SERVICES = ["myaffil", "auth", "market"] as const;

/**
 * Types whose resolvers receive a domain value rather than the GraphQL shape: the field resolvers
 * below them compute the rest from it.
 */
const MAPPERS: Record<(typeof SERVICES)[number], Record<string, string>> = {
  myaffil: {
    AdminDashboard: "@/features/shell/dashboards/admin-api#AdminDashboardRoot",
    AdvertiserDashboard: "@/features/shell/dashboards/server/partner#PartnerClients",
    PublisherDashboard: "@/features/shell/dashboards/server/partner#PartnerClients",
    MyaffilProgram: "@/features/myaffil/programs/api#ProgramOut",
  },
  auth: {
    // The two-factor fields of a profile are resolved from the account (features/identity/two-factor/api.ts).
    Profile: "@/features/identity/profile/server/read#ProfileRoot",
  },
  market: {},
};

/**
 * Resolver types per service, read from the schema files printed from the code (`npm run codegen:schemas`).
 * Every module of a service is typed with its service's `Resolvers`, so a resolver that returns or reads
 * something the schema does not say fails the type check.
 */
const resolverOutputs: Generates = Object.fromEntries(
  SERVICES.map((service) => [
    `lib/api/${service}/resolvers.generated.ts`,
    {
      schema: `lib/api/${service}/schema.graphql`,
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "@/lib/api/context#ApiContext",
        mappers: MAPPERS[service],
        useTypeImports: true,
        enumsAsTypes: true,
        // A resolver may leave a nullable field out of what it returns: GraphQL answers null for it.
        avoidOptionals: false,
      },
    },
  ]),
);

const config: CodegenConfig = {
  overwrite: true,
  generates: {
    ...resolverOutputs,
  },
};

export default config;
