import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { newId } from "~/platform/ids";
import { langPath, type Lang } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { escapeHtml } from "./enquiry-email.server";
import { sendEmail } from "./mailer.server";
import { emailConfigured } from "./outbox.server";

/** Whether "Forgot password" can e-mail a link: SMTP is set up (README, "Lead notifications"). */
export const passwordResetByEmail = emailConfigured;

/**
 * Sends the admin `email` their reset link, in the language they asked in
 * (decision 067). Sent at once, not through the outbox: the link's secret is
 * kept nowhere but in this e-mail (the database has only its hash), so there is
 * nothing an outbox row could rebuild it from. A failure is logged and not
 * retried; the page's answer is the same either way, and the agent asks again.
 */
export function sendPasswordResetEmail(email: string, token: string, lang: Lang): Promise<void> {
  const env = getEnv();
  const t = translator(lang);
  const agency = env.AGENCY_NAME;
  const link = `${env.AGENT_SITE_URL.replace(/\/$/, "")}${langPath(lang, `/reset-password/${token}`)}`;
  const body = t("account.reset.email.body", { agency, email });
  const ignore = t("account.reset.email.ignore");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5"><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 18px;border-radius:8px;background:#1c1917;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(t("account.reset.email.button"))}</a></p><p style="color:#57534e">${escapeHtml(ignore)}</p></body></html>`;
  return sendEmail(
    { to: email, subject: t("account.reset.email.subject", { agency }), text: [body, link, "", ignore].join("\n"), html },
    `reset-${newId()}`,
  ).catch((error: unknown) => {
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "password reset e-mail not sent");
  });
}
