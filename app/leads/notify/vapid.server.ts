import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getEnv } from "~/platform/config.server";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let kept: VapidKeys | undefined;

/**
 * The VAPID key pair that signs this site's Web Push messages (decision 052): kept
 * as the session secret is, generated once into DATA_DIR (readable by this user
 * only; O_EXCL, so two instances starting together agree on one), unless
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set (several hosts share them so).
 * A new pair would orphan every browser already subscribed.
 */
export function vapidKeys(): VapidKeys {
  if (kept) return kept;
  const env = getEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return (kept = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, "vapid-keys.json");
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: "wx", mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const read = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (!read.publicKey || !read.privateKey) throw new Error(`${file} does not hold a VAPID key pair`);
  return (kept = { publicKey: read.publicKey, privateKey: read.privateKey });
}

/** Who the push services may contact about our messages: the site if it is https, else the notification address. */
export function vapidSubject(): string {
  const env = getEnv();
  if (env.SITE_URL.startsWith("https://")) return env.SITE_URL;
  return `mailto:${env.NOTIFY_EMAIL ?? `notifications@${new URL(env.SITE_URL).hostname}`}`;
}
