import type { CORSOptions } from "graphql-yoga";
import { env } from "@/lib/config/env";

/** The front ends allowed to call the APIs from a browser: the portal itself and CORS_ORIGINS. */
export function allowedOrigins(): Set<string> {
  const e = env();
  return new Set([new URL(e.APP_URL).origin, ...e.CORS_ORIGINS]);
}

/**
 * Yoga's default answers any Origin with itself and credentials, so that any site could read a
 * signed-in user's data. Only allowed origins get CORS headers (with credentials: the session is a
 * cookie); for any other the browser keeps the answer from the page.
 */
export function corsFor(origins: ReadonlySet<string>) {
  return (request: Request): CORSOptions | false => {
    const origin = request.headers.get("origin");
    if (!origin || !origins.has(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ["GET", "POST", "OPTIONS"],
      allowedHeaders: ["content-type", "authorization", "x-graphql-yoga-csrf", "apollo-require-preflight"],
      maxAge: 600,
    };
  };
}
