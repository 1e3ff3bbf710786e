import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

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
};

export default withNextIntl(nextConfig);
