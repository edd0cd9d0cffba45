// The visitors' service worker (issue 32 item 3, decision 072), registered with scope / by
// "Notify me in this browser" under a list's "Alert me". It only shows an alert's push
// message and opens its listing (or list) when tapped; "Stop these alerts" posts the
// alert's one-click unsubscribe link. No fetch handler and no cache: the public pages
// are served as if it were not there.
self.addEventListener("push", (event) => {
  const data = event.data ? event.data.json() : {};
  const url = typeof data.url === "string" ? data.url : "/";
  const actions = typeof data.unsubscribe === "string" ? [{ action: "stop", title: data.stop || "Stop these alerts" }] : [];
  event.waitUntil(
    self.registration.showNotification(data.title || "", {
      body: data.body || "",
      icon: "/favicon.svg",
      image: typeof data.image === "string" ? data.image : undefined,
      tag: url,
      actions,
      data: { url, unsubscribe: data.unsubscribe },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url, unsubscribe } = event.notification.data || {};
  if (event.action === "stop") {
    if (unsubscribe) event.waitUntil(fetch(unsubscribe, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) }));
    return;
  }
  event.waitUntil(self.clients.openWindow(new URL(url || "/", self.location.origin).href));
});
