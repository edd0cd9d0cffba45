import { startSmtpSink } from "../../support/smtp-sink";

/**
 * Imported first by the notification tests: a real SMTP server on loopback,
 * and the environment that points the site at it, set before any module of
 * the app reads the environment (it is parsed once).
 */
export const sink = await startSmtpSink();
process.env.SMTP_URL = sink.url;
process.env.NOTIFY_EMAIL = "agent@example.my";
process.env.NOTIFY_POLL_MS = "100";
process.env.NOTIFY_RETRY_MS = "100";
