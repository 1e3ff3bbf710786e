import path from "node:path";

/**
 * The layers of ARCHITECTURE.md, as an ESLint rule that reads each import's specifier (`@/…` or a
 * relative path; no resolution, so it costs the lint nothing): `lib/` is the platform and imports no
 * feature, component or route; `components/` and `features/` import no route file of `app/`.
 *
 * KNOWN_BREACHES are the files that still break a layer: the rule skips them so that no new breach
 * can land while the restructuring (issue 28) removes these, and a test keeps the list honest (each
 * file must still break a layer; one that no longer does must leave the list).
 */
const root = path.resolve(import.meta.dirname, "../..");

/** [importing layer, imported layer, why]. */
const FORBIDDEN = [
  ["lib", "features", "lib/ is the platform: it imports no feature (the features import lib/)"],
  ["lib", "components", "lib/ is the platform: it imports no component"],
  ["lib", "app", "lib/ is the platform: it imports no route file"],
  ["components", "app", "a component imports no route file of app/ (move what both use out of app/)"],
  ["features", "app", "a feature imports no route file of app/ (app/ imports the feature)"],
];

export const KNOWN_BREACHES = [
  // The three schemas are still assembled in lib/api from the features' modules.
  "lib/api/auth/schema.ts",
  "lib/api/market/modules/index.ts",
  "lib/api/market/modules/shell.ts",
  "lib/api/myaffil/modules/index.ts",
  // A table still in lib/db/schema referring to a feature's.
  "lib/db/schema/invoice-calls.ts",
  // The seed, still in lib/, builds its data through the features' functions.
  "lib/db/seed/billing-months.ts",
  "lib/db/seed/check.ts",
  "lib/db/seed/invoices.ts",
  "lib/db/seed/market-webhooks.ts",
  "lib/db/seed/mongustave-leads.ts",
  "lib/db/seed/mongustave.ts",
  "lib/db/seed/monthly-reports.ts",
  "lib/db/seed/myaffil-creatives.ts",
  "lib/db/seed/oi-documents.ts",
  "lib/db/seed/push.ts",
  // The job handlers and scheduled jobs are listed in lib/jobs rather than by each feature.
  "lib/jobs/background.ts",
  "lib/jobs/handlers.ts",
  "lib/jobs/scheduled.ts",
  "lib/realtime/mongustave.ts",
  // Tests of lib/ that build their data with a feature's functions.
  "lib/pdf/inflate-cap.test.ts",
  "lib/pdf/pades/pades.test.ts",
  "lib/validation/myaffil-stats.test.ts",
  "lib/security/headers-report.test.ts",
  // Screens that still reach into a route folder for a table or a form.
  "features/identity/bank-details/ui/bank-page.tsx",
  "features/identity/sign-in/sign-in-limits.test.ts",
];

const layerOf = (repoPath) => repoPath.split("/")[0];

/** The repository path an import specifier names, or null for a package. */
export function importedPath(specifier, fromFile) {
  if (specifier.startsWith("@/")) return specifier.slice(2);
  if (specifier.startsWith(".")) return path.relative(root, path.resolve(path.dirname(fromFile), specifier));
  return null;
}

/** Why importing `specifier` from the repository file `file` breaks a layer, or null. */
export function layerBreach(file, specifier) {
  const target = importedPath(specifier, path.resolve(root, file));
  if (target === null) return null;
  const rule = FORBIDDEN.find(([from, to]) => layerOf(file) === from && layerOf(target) === to);
  return rule ? rule[2] : null;
}

export const layersPlugin = {
  rules: {
    layers: {
      meta: { type: "problem", schema: [], messages: { breach: "{{why}} ({{specifier}})" } },
      create(context) {
        const file = path.relative(root, context.filename);
        if (KNOWN_BREACHES.includes(file)) return {};
        const check = (node) => {
          const specifier = node.source?.value;
          if (typeof specifier !== "string") return;
          const why = layerBreach(file, specifier);
          if (why) context.report({ node: node.source, messageId: "breach", data: { why, specifier } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
