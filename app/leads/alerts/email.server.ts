import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { LANGS, langPath, type Lang } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator } from "~/i18n/translator";
import { formatRM } from "~/properties/display/money";
import { listingPath } from "~/properties/model/property";
import type { Email } from "~/leads/notify/enquiry-email.server";
import { aboutOf } from "./about";
import { pageHref } from "./saved-page";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const langOf = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "en");

async function subscriptionOf(alertId: string) {
  const sub = await getDb().selectFrom("alert_subscriptions").selectAll().where("id", "=", alertId).executeTakeFirst();
  if (!sub) return null;
  const lang = langOf(sub.lang);
  const t = translator(lang);
  const site = getEnv().SITE_URL;
  const followed = sub.property_id
    ? await getDb().selectFrom("properties").select(["title", "title_ms", "title_zh"]).where("id", "=", sub.property_id).executeTakeFirst()
    : undefined;
  const title = followed ? listingTitle({ title: followed.title, title_ms: followed.title_ms ?? undefined, title_zh: followed.title_zh ?? undefined }, lang).text : undefined;
  const unsubscribe = `${site}${langPath(lang, `/alerts/unsubscribe/${sub.token}`)}`;
  return { sub, lang, t, site, about: aboutOf(t, sub, title), unsubscribe };
}

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

/** The daily digest: every listing filed for this subscription under this outbox row, with photo, price and link. */
export async function alertDigestEmail(alertId: string, digestId: string): Promise<Email | null> {
  const found = await subscriptionOf(alertId);
  if (!found) return null;
  const { sub, lang, t, site, about, unsubscribe } = found;
  const rows = await getDb()
    .selectFrom("alert_events as e")
    .innerJoin("properties as p", "p.id", "e.property_id")
    .select(["e.reason", "p.id", "p.slug", "p.title", "p.title_ms", "p.title_zh", "p.price_sale", "p.price_rent", "p.images", "p.status"])
    .where("e.digest_id", "=", digestId)
    .orderBy("e.happened_at", "desc")
    .execute();
  // One card per listing (new and cheaper the same day: one card, "Price reduced"), only those still Available.
  const byListing = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.status === "Available" && (!byListing.has(row.id) || row.reason === "price")) byListing.set(row.id, row);
  if (byListing.size === 0) return null;
  const cards = [...byListing.values()].map((row) => {
    const title = listingTitle({ title: row.title, title_ms: row.title_ms ?? undefined, title_zh: row.title_zh ?? undefined }, lang).text;
    const sale = row.price_sale === null ? null : Number(row.price_sale);
    const rent = row.price_rent === null ? null : Number(row.price_rent);
    const price = sale ? formatRM(sale) : rent ? t("listing.price.perMonth", { price: formatRM(rent) }) : "";
    const photo = (JSON.parse(String(row.images || "[]")) as string[])[0];
    const href = `${site}${langPath(lang, listingPath(row))}`;
    const label = t(row.reason === "price" ? "alerts.email.price" : "alerts.email.new");
    return { title, price, photo: photo ? `${site}${photo}` : null, href, label };
  });
  const list = `${site}${langPath(lang, pageHref(sub))}`;
  const text = [
    ...cards.flatMap((c) => [`${c.label}: ${c.title}`, c.price, `${t("alerts.email.view")}: ${c.href}`, ""]),
    sub.property_id ? "" : `${t("alerts.email.seeList")}: ${list}`,
    "",
    t("alerts.email.why"),
    `${t("alerts.email.unsubscribe")}: ${unsubscribe}`,
  ].join("\n");
  const html = page(
    lang,
    cards
      .map(
        (c) => `<div style="margin:0 0 20px">${c.photo ? `<a href="${escapeHtml(c.href)}"><img src="${escapeHtml(c.photo)}" alt="" width="320" style="display:block;max-width:100%;border-radius:8px"></a>` : ""}
<p style="margin:8px 0 0;color:#b45309;font-weight:600">${escapeHtml(c.label)}</p><p style="margin:0;font-weight:700">${escapeHtml(c.title)}</p><p style="margin:0">${escapeHtml(c.price)}</p><p>${button(c.href, t("alerts.email.view"))}</p></div>`,
      )
      .join("") +
      (sub.property_id ? "" : `<p><a href="${escapeHtml(list)}">${escapeHtml(t("alerts.email.seeList"))}</a></p>`) +
      `<p style="color:#57534e;font-size:14px">${escapeHtml(t("alerts.email.why"))} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(t("alerts.email.unsubscribe"))}</a></p>`,
  );
  return { to: sub.email, subject: t("alerts.email.digestSubject", { count: cards.length, about }), text, html, headers: unsubscribeHeaders(unsubscribe) };
}
