import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False in the server render and until React has taken over the page. Submit buttons wait for it:
 * a form sent before that would go out as a plain GET, with its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
