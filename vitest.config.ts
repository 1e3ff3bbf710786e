import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname) },
      // One graphql instance: Vite would give source files graphql's ESM build while the schema's
      // libraries, loaded by Node, get its CommonJS build, and execute() refuses the other's schema.
      { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") },
    ],
  },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "features/**/*.test.ts", "components/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    // The run's template databases (migrated, and seeded per set of options) that test files copy.
    globalSetup: ["tests/helpers/templates.ts"],
    testTimeout: 30_000,
    // A file's set-up may seed the whole demo data (a template of its own) on a busy machine.
    hookTimeout: 180_000,
    // PGlite instances are memory-hungry: keep the file-level parallelism to the two cores.
    maxWorkers: 2,
    // A worker runs its files one after another in one process: importing the portal's modules (the
    // schemas, the API, the embedded database's WebAssembly) took a third of the run when every file
    // had a process of its own. tests/helpers/setup.ts gives each file the worker's environment back.
    isolate: false,
  },
});
