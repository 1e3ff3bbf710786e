import { readFileSync } from "node:fs";
import path from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../../codegen";

const root = path.resolve(import.meta.dirname, "../..");
const RESOLVER_FILE = /^lib\/api\/\w+\/resolvers\.generated\.ts$/;

// The resolver types are what type-checks every resolver: a stale file would check against an old schema.
describe("generated resolver types", () => {
  it("match the printed schemas (run npm run codegen)", async () => {
    const generates = Object.fromEntries(Object.entries(config.generates).filter(([file]) => RESOLVER_FILE.test(file)));
    expect(Object.keys(generates)).toHaveLength(3);
    const outputs = await generate({ ...config, cwd: root, silent: true, generates }, false);
    for (const { filename, content } of outputs) {
      expect(readFileSync(path.join(root, filename), "utf8"), filename).toBe(content);
    }
  });
});
