"use client";

import { useEffect } from "react";

/**
 * The redirect guard. A hosted login lands with `#access_token=…`, which never reaches the server:
 * hand it to /checktocken/{token}, replacing this history entry so the token does not stay in it.
 * Without a token, go to `fallback` when one is given (the /checktocken/* pages), else stay.
 */
export function AccessTokenRedirect({ fallback }: { fallback?: string }) {
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get("access_token");
    if (token) window.location.replace(`/checktocken/${encodeURIComponent(token)}`);
    else if (fallback) window.location.replace(fallback);
  }, [fallback]);
  return null;
}
