/* Treasury's service worker: the app shell from the phone's own cache, and turn notifications.

   Static files are named by their content's hash (a new file, a new name): each is taken from
   the cache once it was fetched, never asked for again. A page is asked for first, and kept only
   if the server lets a disk keep it: never one it marks `no-store` (a seat's table, the host's
   join code, a saga's save sheet: the phone may pass to another seat or session, which must not
   be shown them from the cache while the network is down). The API and the sockets are never
   touched, not even an API address opened as a page (a saga's deck): game state always comes
   from the server. A push from the server is shown, and tapping it opens the game's page. */
"use strict";
// v1 kept every page opened, `no-store` too: a new name, so that activate drops what it kept
const SHELL = "treasury-shell-v2";
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;
const NO_STORE = /(^|,)\s*no-store\s*(,|$)/i;

function mayKeep(response) {
  return response.ok && !NO_STORE.test(response.headers.get("Cache-Control") || "");
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name !== SHELL).map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) return;
  if (url.pathname.startsWith("/static/") && HASHED.test(url.pathname)) {
    event.respondWith(caches.open(SHELL).then((cache) => cache.match(request).then((kept) => kept ||
      fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone());
        return response;
      }))));
  } else if (request.mode === "navigate" && !url.pathname.startsWith("/api/")) {
    event.respondWith(fetch(request).then((response) => {
      if (mayKeep(response)) {
        const copy = response.clone();
        caches.open(SHELL).then((cache) => cache.put(request, copy));
      }
      return response;
    }).catch(() => caches.match(request).then((kept) => kept || Response.error())));
  }
});

self.addEventListener("push", (event) => {
  let message = { title: "Treasury", body: "A game waits on you.", url: "/" };
  try { message = Object.assign(message, event.data.json()); } catch (notJson) { /* the default words */ }
  event.waitUntil(self.registration.showNotification(message.title, {
    body: message.body, data: { url: message.url }, icon: "/static/treasury/icon-192.png", tag: message.url,
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.url));
});
