import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { replyOnWhatsappLink } from "./lead-whatsapp";
import type { PushMessage } from "./push.server";

export interface Email {
  /** A visitor's address; none: the agent's (NOTIFY_EMAIL). */
  to?: string;
  subject: string;
  text: string;
  html: string;
  /** An alert's unsubscribe headers (RFC 8058). */
  headers?: Record<string, string>;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function button(href: string, label: string, colour: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 18px;border-radius:8px;background:${colour};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;
}

/**
 * The e-mail that tells the agent of an enquiry: who, which phone, which
 * listing, what they wrote, and two buttons. In English, as the admin is
 * (decision 027); the WhatsApp greeting is in the lead's language. Null when
 * the enquiry was deleted before it could be sent: there is nothing to tell.
 */
export async function enquiryEmail(enquiryId: string, lang: string): Promise<Email | null> {
  const enquiry = await getDb()
    .selectFrom("enquiries")
    .select(["id", "property_id", "display_id", "listing_title", "name", "phone", "message"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!enquiry) return null;
  const leadLang: Lang = (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "en";
  const listing = await getDb()
    .selectFrom("properties")
    .select(["title", "title_ms", "title_zh"])
    .where("id", "=", enquiry.property_id)
    .executeTakeFirst();
  // The greeting quotes the title the lead saw; a listing deleted since is quoted by the title kept with the enquiry.
  const quoted = listing ? listingTitle({ title: listing.title, title_ms: listing.title_ms ?? undefined, title_zh: listing.title_zh ?? undefined }, leadLang).text : enquiry.listing_title;
  const id = Number(enquiry.display_id);
  const settings = await getSiteSettingsOrLast();
  const whatsapp = replyOnWhatsappLink(enquiry, { display_id: id, title: quoted }, settings, translator(leadLang));
  const admin = `${getEnv().AGENT_SITE_URL}/admin/enquiries#enquiry-${encodeURIComponent(enquiry.id)}`;
  const about = `${enquiry.listing_title} (Property ID ${id})`;
  const message = enquiry.message || "(no message)";
  const text = [
    `New enquiry from ${enquiry.name}.`,
    "",
    `Name: ${enquiry.name}`,
    `Phone: ${enquiry.phone}`,
    `Listing: ${about}`,
    "Message:",
    message,
    "",
    `Reply on WhatsApp: ${whatsapp}`,
    `Open in admin: ${admin}`,
  ].join("\n");
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;font-weight:600;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<p style="font-size:18px;font-weight:700">New enquiry from ${escapeHtml(enquiry.name)}</p>
<table role="presentation" style="border-collapse:collapse">${row("Name", enquiry.name)}${row("Phone", enquiry.phone)}${row("Listing", about)}</table>
<p style="white-space:pre-line;border-left:4px solid #d6d3d1;padding-left:12px">${escapeHtml(message)}</p>
<p>${button(whatsapp, "Reply on WhatsApp", "#15803d")}${button(admin, "Open in admin", "#1c1917")}</p>
</body></html>`;
  return { subject: `New enquiry: ${enquiry.name} about Property ID ${id}`, text, html };
}

/** Settings → Notifications → "Send a test": proves the address and the SMTP server work. */
export function testEmail(): Email {
  const settings = `${getEnv().AGENT_SITE_URL}/admin/settings#notifications`;
  const text = `This is a test from your listing site. New enquiries will be sent to this address.\n\nSettings: ${settings}`;
  return {
    subject: "Test: lead notifications work",
    text,
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif"><p>This is a test from your listing site. New enquiries will be sent to this address.</p><p><a href="${escapeHtml(settings)}">Settings</a></p></body></html>`,
  };
}

/** The push notification of an enquiry: short (a push message holds about 4 KB), and a tap opens it in the admin. */
export async function enquiryPush(enquiryId: string): Promise<PushMessage | null> {
  const enquiry = await getDb()
    .selectFrom("enquiries")
    .select(["id", "display_id", "name", "phone", "message"])
    .where("id", "=", enquiryId)
    .executeTakeFirst();
  if (!enquiry) return null;
  const message = enquiry.message.length > 200 ? `${enquiry.message.slice(0, 199)}…` : enquiry.message;
  return {
    title: `New enquiry: ${enquiry.name}`,
    body: [`${enquiry.phone} · Property ID ${Number(enquiry.display_id)}`, message].filter(Boolean).join("\n"),
    url: `/admin/enquiries#enquiry-${encodeURIComponent(enquiry.id)}`,
  };
}
