"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it. Pages now arrive with their data already in the
 * HTML, so a person (or a test) can act on them before the browser's code is ready; the mark lets
 * the end-to-end tests wait for the moment a real user's click would be handled.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
