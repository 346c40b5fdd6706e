/* The service worker of turn notifications: shows a push from the server, and opens the game's
   page when the notification is tapped. It caches nothing (the pages follow the live game). */
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
