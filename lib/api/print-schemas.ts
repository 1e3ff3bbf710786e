// The CommonJS entry on purpose: graphql-yoga builds the schemas with it, and vitest would otherwise give
// this file graphql's ES module build, a second realm whose printer rejects the schema's types.
import { lexicographicSortSchema, printSchema } from "graphql/index.js";
import { SERVICES, type Service } from "./services";

/** One service's SDL as printed from its executable schema, and the committed file that holds it. */
export interface PrintedSchema {
  service: Service;
  file: string;
  sdl: string;
}

/**
 * Sorted so that moving a module or a field inside the code does not churn the committed files;
 * the header says where the file comes from so nobody edits it by hand.
 */
export function printServiceSchemas(): PrintedSchema[] {
  return (Object.keys(SERVICES) as Service[]).map((service) => ({
    service,
    file: `lib/api/${service}/schema.graphql`,
    sdl:
      `# Printed from lib/api/${service}/schema.ts by \`npm run codegen:schemas\`: do not edit by hand.\n\n` +
      `${printSchema(lexicographicSortSchema(SERVICES[service].schema))}\n`,
  }));
}
