// The admin's service worker (issue 32 item 1, decision 052), registered by Settings →
// Notifications with scope /admin: it never controls a public page. It shows each lead's
// push message and opens the lead when the notification is tapped. No fetch handler:
// the admin is always served fresh.
self.addEventListener("push", (event) => {
  const data = event.data ? event.data.json() : {};
  const url = typeof data.url === "string" ? data.url : "/admin/enquiries";
  event.waitUntil(
    self.registration.showNotification(data.title || "New enquiry", { body: data.body || "", tag: url, icon: "/favicon.svg", data: { url } }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/admin/enquiries", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const admin = windows.find((w) => new URL(w.url).pathname.startsWith("/admin") && "navigate" in w);
      return admin ? admin.navigate(url).then((w) => (w || admin).focus()) : self.clients.openWindow(url);
    }),
  );
});
