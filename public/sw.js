/*
 * The portal's service worker (spec section 1: "A service worker is registered"). It shows the Web
 * Push notifications the administrators send (/pushNotifications/statistiques) and counts their
 * clicks. It caches nothing: every page is rendered for the signed-in person.
 */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/**
 * Shows one push message's notification. Kept apart from the push event so that the browser tests can
 * run the same code: headless Chromium has no push service to deliver a real push event.
 */
self.showPush = (text) => {
  let msg = {};
  try {
    msg = text ? JSON.parse(text) : {};
  } catch {
    msg = { body: text || "" };
  }
  return self.registration.showNotification(msg.title || "Weedo", {
    body: msg.body || "",
    icon: "/logo.svg",
    data: { url: msg.url || "/", token: msg.token || null },
  });
};

self.addEventListener("push", (event) => {
  event.waitUntil(self.showPush(event.data ? event.data.text() : ""));
});

/** Only the portal's own pages and https links are opened. */
function safeUrl(raw) {
  try {
    const u = new URL(raw, self.location.origin);
    return u.origin === self.location.origin || u.protocol === "https:" ? u.href : self.location.origin;
  } catch {
    return self.location.origin;
  }
}

/** Counts a click on a notification and opens its link (apart from the event, as showPush). */
self.openClicked = (notification) => {
  notification.close();
  const data = notification.data || {};
  const counted = data.token
    ? fetch("/api/push/click", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: data.token }),
        credentials: "omit",
      }).catch(() => undefined)
    : Promise.resolve();
  // openWindow needs the click's user activation: outside a real click it refuses, the count stands.
  return Promise.allSettled([counted, self.clients.openWindow(safeUrl(data.url))]);
};

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(self.openClicked(event.notification));
});
