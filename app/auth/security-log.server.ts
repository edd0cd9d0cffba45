import { logger } from "~/platform/logger.server";

/**
 * Security events: one structured log line each, with the `security` field
 * naming the event, so an operator can find them all with
 * `grep '"security":'` (or one kind, `grep '"security":"sign-in-failed"'`).
 * Each line carries the time (pino's `time`), the client's IP, the route and
 * the e-mail where there is one. Never a password: callers pass only the
 * fields below, and nothing else is logged.
 */
export type SecurityEvent =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-locked-out"
  | "admin-refused"
  | "cross-site-refused"
  | "password-changed"
  | "password-change-failed"
  | "password-reset-requested"
  | "password-reset";

export interface SecurityFields {
  ip: string;
  route: string;
  email?: string;
}

const MESSAGES: Record<SecurityEvent, string> = {
  "sign-in": "admin signed in",
  "sign-in-failed": "sign-in failed: wrong e-mail or password",
  "sign-in-locked-out": "sign-in refused: too many failed attempts (429)",
  "admin-refused": "admin request refused: no valid session",
  "cross-site-refused": "write refused: cross-site request (403)",
  "password-changed": "admin changed their password; other sessions ended",
  "password-change-failed": "password change refused: current password not right",
  "password-reset-requested": "password reset link asked for (sent only if the e-mail is an admin's)",
  "password-reset": "admin set a new password from an e-mailed link; every session ended",
};

export function logSecurityEvent(event: SecurityEvent, { ip, route, email }: SecurityFields): void {
  const line = { security: event, ip, route, ...(email ? { email } : {}) };
  // A successful sign-in and a password change are what the admin meant to do; the rest may be an attack.
  if (event === "sign-in" || event === "password-changed" || event === "password-reset") logger.info(line, MESSAGES[event]);
  else logger.warn(line, MESSAGES[event]);
}
