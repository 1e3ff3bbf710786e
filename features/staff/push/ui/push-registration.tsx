"use client";

import { print, type DocumentNode } from "graphql";
import { useEffect } from "react";
import { ENDPOINTS } from "@/lib/apollo/endpoints";
import { PUSH_PUBLIC_KEY, SUBSCRIBE_PUSH } from "./operations";

/** One call to the auth API without Apollo (the shell has no Apollo provider around it). */
async function call<T>(doc: DocumentNode, variables?: Record<string, unknown>): Promise<T> {
  const res = await fetch(ENDPOINTS.auth, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const json = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!json.data || json.errors?.length) throw new Error("push API call failed");
  return json.data;
}

const keyBytes = (b64url: string) => {
  const b64 = b64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64url.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
};

/** Subscribes this browser (or renews its subscription) and tells the server. */
export async function subscribeThisBrowser(reg: ServiceWorkerRegistration): Promise<void> {
  const { pushPublicKey } = await call<{ pushPublicKey: string }>(PUSH_PUBLIC_KEY as unknown as DocumentNode);
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(pushPublicKey) }));
  const json = sub.toJSON();
  await call(SUBSCRIBE_PUSH as unknown as DocumentNode, {
    input: { endpoint: json.endpoint, p256dh: json.keys?.p256dh, auth: json.keys?.auth },
  });
}

/** Asks the browser for permission (from a person's click) and subscribes it; true when it is on. */
export async function enableNotifications(): Promise<boolean> {
  if (!("serviceWorker" in navigator) || !("Notification" in window)) return false;
  if ((await Notification.requestPermission()) !== "granted") return false;
  await subscribeThisBrowser(await navigator.serviceWorker.ready);
  return true;
}

/**
 * Registers the portal's service worker on signed-in pages and, when notifications are allowed,
 * keeps this browser's push subscription stored for the signed-in person. It never asks by itself:
 * the profile menu offers "Enable notifications" while the browser's answer is still open.
 */
export default function PushRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    void navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(async (r) => {
        if ("PushManager" in window && "Notification" in window && Notification.permission === "granted")
          await subscribeThisBrowser(r);
      })
      .catch(() => undefined); // no worker (private mode, an old browser): the portal works without it
  }, []);
  return null;
}
