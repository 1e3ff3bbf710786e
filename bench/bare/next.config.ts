import type { NextConfig } from "next";

// Its own configuration, so that Next.js does not climb to the portal's (next-intl plugin, externals).
// scripts/bench/bare-app.ts builds it in a staging folder that holds its own node_modules: Turbopack's
// root must be that folder, or it would also compile the portal's proxy.ts and instrumentation.ts.
const nextConfig: NextConfig = { poweredByHeader: false, turbopack: { root: import.meta.dirname } };

export default nextConfig;
