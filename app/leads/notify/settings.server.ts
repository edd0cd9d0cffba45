import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { emailConfigured, failedDeliveries } from "./outbox.server";
import { testEmail } from "./enquiry-email.server";
import { sendEmail } from "./mailer.server";
import { listSubscriptions } from "./push.server";
import { vapidKeys } from "./vapid.server";
import { hotLeadAlertsOn } from "../hot-leads.server";

/** A failed delivery as Settings lists it: what it was about, how often it was tried, what the server said. */
export interface FailedNotice {
  id: string;
  channel: string;
  about: string;
  created_at: string;
  attempts: number;
  /** The next try; null once given up. */
  next_attempt_at: string | null;
  failed_at: string | null;
  last_error: string;
}

export interface NotificationStatus {
  email: { configured: boolean; to: string | null; server: string | null };
  /** The key a browser subscribes with, and the browsers subscribed. */
  push: { publicKey: string; devices: { id: string; label: string; created_at: string }[] };
  failed: FailedNotice[];
  /** Whether the agent is told of hot listings (issue 32 item 4). */
  hotLeads: boolean;
}

/** Settings → Notifications: where e-mail goes (the server's name only: the URL holds the password) and what failed. */
export async function notificationStatus(): Promise<NotificationStatus> {
  const env = getEnv();
  const failed = await failedDeliveries();
  const ids = failed.map((f) => f.enquiry_id).filter((id): id is string => Boolean(id));
  const enquiries = ids.length
    ? await getDb().selectFrom("enquiries").select(["id", "name", "display_id"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(enquiries.map((e) => [e.id, e]));
  return {
    email: {
      configured: emailConfigured(),
      to: env.NOTIFY_EMAIL ?? null,
      server: env.SMTP_URL ? new URL(env.SMTP_URL).host : null,
    },
    push: { publicKey: vapidKeys().publicKey, devices: await listSubscriptions() },
    hotLeads: await hotLeadAlertsOn(),
    failed: failed.map((f) => {
      const enquiry = f.enquiry_id ? byId.get(f.enquiry_id) : undefined;
      const about =
        f.kind === "test"
          ? "A test"
          : f.kind === "hot"
            ? "A hot listing"
            : f.kind.startsWith("alert-")
              ? "A visitor's alert"
          : enquiry
            ? `Enquiry from ${enquiry.name} (Property ID ${Number(enquiry.display_id)})`
            : "An enquiry since deleted";
      return {
        id: f.id,
        channel: f.channel,
        about,
        created_at: f.created_at,
        attempts: f.attempts,
        next_attempt_at: f.failed_at ? null : f.next_attempt_at,
        failed_at: f.failed_at,
        last_error: f.last_error ?? "",
      };
    }),
  };
}

/**
 * "Send a test": sent at once, not through the outbox, so the admin reads the
 * mail server's answer on the page (a wrong password, a sender it refuses).
 */
export async function sendTestEmail(): Promise<{ ok: true; to: string } | { ok: false; reason: string }> {
  const env = getEnv();
  if (!emailConfigured() || !env.NOTIFY_EMAIL) return { ok: false, reason: "E-mail is not set up: set SMTP_URL and NOTIFY_EMAIL on the server, then restart it." };
  try {
    await sendEmail(testEmail(), `test-${Date.now().toString(36)}`);
    return { ok: true, to: env.NOTIFY_EMAIL };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ reason }, "test e-mail not sent");
    return { ok: false, reason };
  }
}
