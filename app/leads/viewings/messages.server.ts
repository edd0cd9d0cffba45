import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";
import { LANGS, type Lang } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { button, escapeHtml, type Email } from "../notify/enquiry-email.server";
import type { PushMessage } from "../notify/push.server";
import { getViewing, type ViewingRequest } from "./read.server";
import { replyText } from "./reply-text";
import { slotWhen } from "./slot-text";
import { cancellable, cancelUrl } from "./cancel-link.server";

const langOf = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "en");

/** The listing's title in the visitor's language; a listing deleted since is quoted by the title kept with the request. */
export async function titleFor(request: Pick<ViewingRequest, "property_id" | "listing_title">, lang: Lang): Promise<string> {
  const listing = await getDb().selectFrom("properties").select(["title", "title_ms", "title_zh"]).where("id", "=", request.property_id).executeTakeFirst();
  return listing ? listingTitle({ title: listing.title, title_ms: listing.title_ms ?? undefined, title_zh: listing.title_zh ?? undefined }, lang).text : request.listing_title;
}

/** The visitor's own page (their request, the .ics), in their language. */
export function visitorPageUrl(request: Pick<ViewingRequest, "id" | "lang">): string {
  const lang = langOf(request.lang);
  return `${getEnv().SITE_URL}${lang === "en" ? "" : `/${lang}`}/viewing/${encodeURIComponent(request.id)}`;
}

/**
 * The agent's e-mail of a new viewing request: who, which phone, which
 * listing, which time (Malaysia), and a button to answer in the admin.
 * English, as the admin is (decision 027). Null when the request was erased.
 */
export async function viewingEmail(viewingId: string): Promise<Email | null> {
  const request = await getViewing(viewingId);
  if (!request) return null;
  const when = `${slotWhen(request.slot_start, "en")} (Malaysia time)`;
  const about = `${request.listing_title} (Property ID ${request.display_id})`;
  const admin = `${getEnv().AGENT_SITE_URL}/admin/viewings#viewing-${encodeURIComponent(request.id)}`;
  const fields: [string, string][] = [["Name", request.name], ["Phone", request.phone], ...(request.email ? [["E-mail", request.email] as [string, string]] : []), ["Listing", about], ["When", when]];
  const text = [`Viewing request from ${request.name}.`, "", ...fields.map(([k, v]) => `${k}: ${v}`), "", `Confirm, propose another time or decline: ${admin}`].join("\n");
  const rows = fields.map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top">${k}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`).join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<p style="font-size:18px;font-weight:700">Viewing request from ${escapeHtml(request.name)}</p>
<table role="presentation" style="border-collapse:collapse">${rows}</table>
<p>${button(admin, "Answer in admin", "#1c1917")}</p>
</body></html>`;
  return { subject: `Viewing request: ${request.name}, ${slotWhen(request.slot_start, "en")}, Property ID ${request.display_id}`, text, html };
}

export async function viewingPush(viewingId: string): Promise<PushMessage | null> {
  const request = await getViewing(viewingId);
  if (!request) return null;
  return {
    title: `Viewing request: ${request.name}`,
    body: `${slotWhen(request.slot_start, "en")} · Property ID ${request.display_id}\n${request.phone}`,
    url: `/admin/viewings#viewing-${encodeURIComponent(request.id)}`,
  };
}

/** The visitor's e-mail after the agent answered, in the visitor's language; null when erased, undecided or without an address. */
export async function viewingReplyEmail(viewingId: string): Promise<Email | null> {
  const request = await getViewing(viewingId);
  if (!request?.email || request.status === "pending" || request.status === "cancelled") return null;
  const lang = langOf(request.lang);
  const t = translator(lang);
  const settings = await getSiteSettingsOrLast();
  const body = replyText({ ...request, status: request.status }, await titleFor(request, lang), settings, t, lang);
  const page = visitorPageUrl(request);
  const id = { id: String(request.display_id) };
  const subject = { confirmed: t("viewing.reply.subjectConfirmed", id), proposed: t("viewing.reply.subjectProposed", id), declined: t("viewing.reply.subjectDeclined", id) }[request.status as "confirmed" | "proposed" | "declined"];
  // A viewing still on can be cancelled from here (decision 063): the link opens a page with the button.
  const cancel = cancellable(request) ? cancelUrl(request) : null;
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(page)}">${escapeHtml(t("viewing.reply.page"))}</a></p>${cancel ? `<p><a href="${escapeHtml(cancel)}">${escapeHtml(t("viewing.cancel.link"))}</a></p>` : ""}</body></html>`;
  const text = [body, "", `${t("viewing.reply.page")}: ${page}`, ...(cancel ? [`${t("viewing.cancel.link")}: ${cancel}`] : [])].join("\n");
  return { to: request.email, subject, text, html };
}
