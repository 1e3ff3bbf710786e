import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate, type DocumentNode } from "graphql";
import { describe, expect, it } from "vitest";
import { SERVICES, type Service } from "@/lib/api/services";
import { appDocuments, appDocumentSources } from "@/tests/helpers/app-documents";

const SERVICE_NAMES = ["myaffil", "auth", "market"] as const;
const envFile = (s: string) => `lib/graphql/${s}-env.d.ts`;
// Written to be spread by operations elsewhere: alone, a fragment is unused by design.
const FRAGMENT_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
const run = (args: string[]) =>
  spawnSync("npx", ["gql.tada", ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });

/**
 * The browser's documents are checked against the schema of the API each one is written for
 * (`graphql()` of `lib/graphql/<service>`): a field renamed or removed on the server fails here, not
 * in a user's browser. graphql-js validates them against the schemas the API serves, in a second;
 * `gql.tada check` did the same through a TypeScript language service over the whole program, which
 * cost the suite 11 s of a core.
 */
describe("GraphQL documents", () => {
  const sources = appDocumentSources();

  it("are all plain literals that can be checked", () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((d) => d.text === null).map((d) => d.file)).toEqual([]);
  });

  it("every document matches its service's schema", () => {
    const check = (service: Service, document: DocumentNode, rules?: typeof specifiedRules) =>
      validate(SERVICES[service].schema, document, rules).map((e) => `(${service}) ${e.message}`);
    const wrong = [
      // Each operation with the fragments it spreads, as the page sends it.
      ...appDocuments().flatMap((d) => check(d.service, d.document).map((e) => `${d.file} ${d.name}: ${e}`)),
      // A fragment alone too, so that one no operation spreads yet is checked all the same.
      ...sources.flatMap(({ service, file, text }) => {
        const document = parse(text!);
        if (!document.definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION)) return [];
        return check(service, document, FRAGMENT_RULES)
          .filter((e) => !/Unknown fragment/.test(e))
          .map((e) => `${file}: ${e}`);
      }),
    ];
    expect(wrong).toEqual([]);
  });

  it("the type information of each schema is up to date (npm run codegen)", { timeout: 180_000 }, () => {
    const before = SERVICE_NAMES.map((s) => readFileSync(envFile(s), "utf8"));
    const r = run(["generate", "output"]);
    const after = SERVICE_NAMES.map((s) => readFileSync(envFile(s), "utf8"));
    SERVICE_NAMES.forEach((s, i) => writeFileSync(envFile(s), before[i]!));
    expect(r.status, r.stderr).toBe(0);
    SERVICE_NAMES.forEach((s, i) => expect(after[i], `${envFile(s)} is stale: run npm run codegen`).toBe(before[i]));
  });
});
