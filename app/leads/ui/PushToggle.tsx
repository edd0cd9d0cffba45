import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { formatMalaysiaTime } from "~/leads/format";

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "busy";

const SCOPE = "/admin";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function tell(intent: "subscribe" | "unsubscribe", subscription: PushSubscription): Promise<string> {
  const body = new URLSearchParams({ intent, subscription: JSON.stringify(subscription.toJSON()) });
  const answer = await fetch("/admin/settings/notifications", { method: "POST", body });
  if (!answer.ok) throw new Error(String(answer.status));
  return intent === "subscribe" ? "Notifications are on for this device." : "Notifications are off on this device.";
}

/**
 * "Turn on notifications" (issue 32 item 1): registers the admin's service worker
 * (scope /admin), asks the browser for permission, subscribes with the site's VAPID
 * key and sends the subscription to the server. Needs JavaScript, as push does.
 */
export function PushToggle({ publicKey, devices }: { publicKey: string; devices: { id: string; label: string; created_at: string }[] }) {
  const [state, setState] = useState<State>("checking");
  const [message, setMessage] = useState("");
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    void navigator.serviceWorker
      .getRegistration(SCOPE)
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  async function turnOn() {
    setState("busy");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
      await navigator.serviceWorker.register("/admin-sw.js", { scope: SCOPE });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      setMessage(await tell("subscribe", subscription));
      setState("on");
      void revalidator.revalidate();
    } catch {
      setMessage("Notifications could not be turned on in this browser. Please try again.");
      setState("off");
    }
  }

  async function turnOff() {
    setState("busy");
    try {
      const subscription = await (await navigator.serviceWorker.getRegistration(SCOPE))?.pushManager.getSubscription();
      if (subscription) {
        setMessage(await tell("unsubscribe", subscription));
        await subscription.unsubscribe();
      }
      setState("off");
      void revalidator.revalidate();
    } catch {
      setMessage("Notifications could not be turned off. Please try again.");
      setState("on");
    }
  }

  const button = "rounded border border-stone-300 px-3 py-2 text-sm font-medium hover:bg-stone-50 disabled:opacity-60";
  return (
    <div className="mt-5">
      <h3 className="font-semibold">On this phone or computer</h3>
      <p className="mt-1 text-sm text-stone-600">A notification for every enquiry, even with the site closed; tap it to open the lead.</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {state === "on" ? (
          <button type="button" className={button} onClick={turnOff}>
            Turn off on this device
          </button>
        ) : (
          <button type="button" className={button} onClick={turnOn} disabled={state !== "off"}>
            {state === "busy" ? "Turning on..." : "Turn on notifications"}
          </button>
        )}
        <span role="status" className="text-sm text-stone-700">
          {state === "unsupported"
            ? "This browser cannot receive notifications. On an iPhone, add the admin to the Home Screen first (Share → Add to Home Screen)."
            : state === "blocked"
              ? "Notifications are blocked for this site: allow them in the browser's site settings, then reload."
              : message}
        </span>
      </div>
      {devices.length > 0 ? (
        <ul className="mt-2 text-sm text-stone-700" aria-label="Devices with notifications on">
          {devices.map((d) => (
            <li key={d.id}>
              {d.label}, since {formatMalaysiaTime(d.created_at)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
