import { selector, text, type DataName } from "~/components/page-script";

/** AlertForm.tsx's "Notify me in this browser" block, hidden until this script finds push in the browser. */
export const ALERT_PUSH: DataName = "data-alert-push";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * "Notify me in this browser" (decision 072): shown only where the browser
 * has service workers and push. A tap asks for permission (in the tap, as
 * browsers require), registers public/alert-sw.js with scope /, subscribes
 * with the site's VAPID key (fetched now, not with every page) and posts the
 * subscription with the list's address to /alerts/push in the page's language.
 */
export function enhanceAlertPush(): void {
  const box = document.querySelector(selector(ALERT_PUSH));
  const form = box?.closest("section")?.querySelector("form");
  const button = box?.querySelector("button");
  const status = box?.querySelector("[role=status]");
  if (!(box instanceof HTMLElement) || !form || !button || !status) return;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return;
  box.hidden = false;
  const say = (key: string) => (status.textContent = text(key));
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        button.disabled = false;
        return say("pushBlocked");
      }
      const endpoint = `${form.action}/push`;
      const [registration, key] = await Promise.all([
        navigator.serviceWorker.register("/alert-sw.js", { scope: "/" }).then(() => navigator.serviceWorker.ready),
        fetch(endpoint).then((r) => r.json() as Promise<{ publicKey: string }>),
      ]);
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key.publicKey) });
      const from = new FormData(form).get("from") ?? "";
      const body = new URLSearchParams({ subscription: JSON.stringify(subscription.toJSON()), from: String(from) });
      const answer = await fetch(endpoint, { method: "POST", body });
      if (!answer.ok) throw new Error(String(answer.status));
      say("pushOn");
    } catch {
      button.disabled = false;
      say("pushFailed");
    }
  });
}
