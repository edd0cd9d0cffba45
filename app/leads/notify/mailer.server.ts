import type { createTransport } from "nodemailer";
import { getEnv } from "~/platform/config.server";
import type { Email } from "./enquiry-email.server";

type Transport = ReturnType<typeof createTransport>;
let transport: { url: string; mailer: Transport } | undefined;

/** nodemailer is loaded with the first message, not when the server starts (0.1 s of CPU a start). */
async function mailer(url: string): Promise<Transport> {
  // The check follows the import, which is immediate once nodemailer is loaded: two messages sent together share one transport.
  const { createTransport } = await import("nodemailer");
  if (transport?.url === url) return transport.mailer;
  transport?.mailer.close();
  // Every wait is a fraction of the lease, so a stuck SMTP server fails the try before another instance may take the row over.
  const wait = Math.max(1000, Math.floor(getEnv().NOTIFY_LEASE_MS / 4));
  const mailer = createTransport({ url, connectionTimeout: wait, greetingTimeout: wait, socketTimeout: wait });
  transport = { url, mailer };
  return mailer;
}

/**
 * Sends `email` to NOTIFY_EMAIL (or to `email.to`, a visitor answered about a
 * viewing, who may reply to the agent) over SMTP_URL. The Message-ID is the outbox
 * row's, so the one case at-least-once delivery cannot rule out (the server
 * accepted the message and this process died before marking it sent) reaches
 * the mailbox as the same message, which mail programs show once.
 */
export async function sendEmail(email: Email, outboxId: string): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL) throw new Error("e-mail is not configured (SMTP_URL, NOTIFY_EMAIL)");
  // A visitor's alert goes to them, from the agency, with its unsubscribe headers (RFC 8058).
  const host = new URL(env.AGENT_SITE_URL).hostname || "localhost";
  await (await mailer(env.SMTP_URL)).sendMail({
    from: { name: env.AGENCY_NAME, address: env.NOTIFY_FROM ?? env.NOTIFY_EMAIL },
    to: email.to ?? env.NOTIFY_EMAIL,
    ...(email.to ? { replyTo: env.NOTIFY_EMAIL } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${outboxId}@${host}>`,
    headers: email.headers,
  });
}

export function closeMailer(): void {
  transport?.mailer.close();
  transport = undefined;
}
