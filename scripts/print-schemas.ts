import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printServiceSchemas } from "../lib/api/print-schemas";

/**
 * Writes each service's schema, printed from the code, to lib/api/<service>/schema.graphql:
 * the files graphql-codegen reads for the resolver types and the browser documents.
 * A test fails when a committed file no longer matches the code (`npm run codegen:schemas`).
 */
const root = path.resolve(import.meta.dirname, "..");

for (const { file, sdl } of printServiceSchemas()) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, sdl);
  console.log(`wrote ${file}`);
}
