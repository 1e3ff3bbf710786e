import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticSecurityHeaders } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // Native and WASM packages must be loaded by Node at run time, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "@node-rs/argon2",
    "pino",
    "nodemailer",
    "aws-amplify",
    "oidc-provider",
  ],
  poweredByHeader: false,
  // npm test type-checks with the native compiler (tsgo, a quarter of tsc's CPU) once the build has
  // written the route types, beside the journeys (scripts/test.ts): its build skips tsc's own pass.
  // Every other build (npm run build, the demo) checks types as usual.
  typescript: { ignoreBuildErrors: process.env.WEEDO_TYPES_CHECKED_APART === "1" },
  // A build on CI (a clean clone, built once, served to the journeys and thrown away) has no later
  // build to reuse Turbopack's cache (writing it took 37 s of the suite), and nobody reads its 100 MB
  // of server source maps (60 of the build's 200 CPU seconds on 2 cores). Every other build keeps both.
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI, turbopackSourceMaps: !process.env.CI },
  turbopack: {
    // The browser's Apollo needs graphql's parser, printer and visitor only: the light implementation
    // (lib/apollo/graphql-browser.ts). Server code keeps graphql-js.
    resolveAlias: { graphql: { browser: "./lib/apollo/graphql-browser.ts" } },
  },
  // The fixed security headers: the API routes' (proxy.ts's matcher leaves them out), and a floor
  // under every response the proxy shapes (it sets the same values again, with the page policy and,
  // over https, HSTS: APP_URL is read at run time there, while this list is fixed at build time).
  async headers() {
    const list = (h: Record<string, string>) => Object.entries(h).map(([key, value]) => ({ key, value }));
    return [
      { source: "/:path*", headers: list(staticSecurityHeaders({ https: false })) },
      // The public visual preview brings its own policy, which lets the portal frame it.
      { source: "/apercu_template/:path*", headers: list(staticSecurityHeaders({ https: false, frameable: true })) },
    ];
  },
};

export default withNextIntl(nextConfig);
