import { langPath, type Lang } from "~/i18n/languages";
import type { Email } from "~/leads/notify/enquiry-email.server";
import { digestOf, subscriptionOf } from "./digest.server";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** RFC 8058: a mail program offers "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the link, without opening a page. */
const unsubscribeHeaders = (url: string) => ({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">${body}</body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 0;padding:12px 18px;border-radius:8px;background:#1c1917;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a>`;

/** The double opt-in e-mail: the one message sent before the visitor confirmed. */
export async function alertConfirmEmail(alertId: string): Promise<Email | null> {
  const found = await subscriptionOf(alertId);
  if (!found || found.sub.confirmed_at) return null;
  const { sub, lang, t, site, about } = found;
  const link = `${site}${langPath(lang, `/alerts/confirm/${sub.token}`)}`;
  return {
    to: sub.email,
    subject: t("alerts.email.confirmSubject"),
    text: [t("alerts.email.confirmBody", { about }), link, "", t("alerts.email.confirmIgnore")].join("\n"),
    html: page(lang, `<p>${escapeHtml(t("alerts.email.confirmBody", { about }))}</p><p>${button(link, t("alerts.confirm.button"))}</p><p style="color:#57534e">${escapeHtml(t("alerts.email.confirmIgnore"))}</p>`),
  };
}

/**
 * The daily digest: every listing filed for this subscription under this
 * outbox row, with photo, price and link. A price cut is told only while it
 * stands (a price raised again since is no news); a listing followed by its
 * heart gets a subject naming it and its new price.
 */
export async function alertDigestEmail(alertId: string, digestId: string): Promise<Email | null> {
  const found = await digestOf(alertId, digestId);
  if (!found) return null;
  const { sub, lang, t, about, unsubscribe, cards, list } = found;
  const why = t(sub.property_id ? "alerts.email.whyListing" : "alerts.email.why");
  const text = [
    ...cards.flatMap((c) => [`${c.label}: ${c.title}`, c.line, `${t("alerts.email.view")}: ${c.href}`, ""]),
    sub.property_id ? "" : `${t("alerts.email.seeList")}: ${list}`,
    "",
    why,
    `${t("alerts.email.unsubscribe")}: ${unsubscribe}`,
  ].join("\n");
  const html = page(
    lang,
    cards
      .map(
        (c) => `<div style="margin:0 0 20px">${c.photo ? `<a href="${escapeHtml(c.href)}"><img src="${escapeHtml(c.photo)}" alt="" width="320" style="display:block;max-width:100%;border-radius:8px"></a>` : ""}
<p style="margin:8px 0 0;color:#b45309;font-weight:600">${escapeHtml(c.label)}</p><p style="margin:0;font-weight:700">${escapeHtml(c.title)}</p><p style="margin:0">${escapeHtml(c.line)}</p><p>${button(c.href, t("alerts.email.view"))}</p></div>`,
      )
      .join("") +
      (sub.property_id ? "" : `<p><a href="${escapeHtml(list)}">${escapeHtml(t("alerts.email.seeList"))}</a></p>`) +
      `<p style="color:#57534e;font-size:14px">${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t("alerts.email.unsubscribe"))}</a></p>`,
  );
  const followed = sub.property_id ? cards[0] : undefined;
  const subject = followed ? t("alerts.email.priceSubject", { title: followed.title, price: followed.price }) : t("alerts.email.digestSubject", { count: cards.length, about });
  return { to: sub.email, subject, text, html, headers: unsubscribeHeaders(unsubscribe) };
}
