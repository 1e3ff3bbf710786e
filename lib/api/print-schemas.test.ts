import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { printServiceSchemas } from "./print-schemas";

const root = path.resolve(import.meta.dirname, "../..");

// The generated resolver and document types are built from these files: a stale one means types that lie.
describe("printed service schemas", () => {
  for (const { service, file, sdl } of printServiceSchemas()) {
    it(`${file} matches the ${service} schema in code (run npm run codegen:schemas)`, () => {
      expect(readFileSync(path.join(root, file), "utf8")).toBe(sdl);
    });
  }
});
