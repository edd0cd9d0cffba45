import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { LANGS, langPath, type Lang } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator, type Translate } from "~/i18n/translator";
import { formatRM } from "~/properties/display/money";
import { currentReduction, pricesOfRow } from "~/properties/display/price-reduction";
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

interface DigestRow {
  reason: string;
  id: string;
  slug: string;
  title: string;
  title_ms: string | null;
  title_zh: string | null;
  images: string;
  status: string;
  price_sale: unknown;
  price_rent: unknown;
  price_sale_before: unknown;
  price_rent_before: unknown;
  price_reduced_at: string;
}

/** A card's price line: a cut that still stands shows the price it replaced ("Was RM 520,000, now RM 480,000"). */
function priceLine(t: Translate, row: DigestRow): { price: string; line: string; reduced: boolean } {
  const prices = pricesOfRow(row);
  const cut = currentReduction(prices);
  const rent = (n: number) => t("listing.price.perMonth", { price: formatRM(n) });
  if (cut?.saleBefore && prices.price_sale) return { price: formatRM(prices.price_sale), line: t("alerts.email.was", { before: formatRM(cut.saleBefore), price: formatRM(prices.price_sale) }), reduced: true };
  if (cut?.rentBefore && prices.price_rent) return { price: rent(prices.price_rent), line: t("alerts.email.was", { before: rent(cut.rentBefore), price: rent(prices.price_rent) }), reduced: true };
  const price = prices.price_sale ? formatRM(prices.price_sale) : prices.price_rent ? rent(prices.price_rent) : "";
  return { price, line: price, reduced: false };
}

/**
 * The daily digest: every listing filed for this subscription under this
 * outbox row, with photo, price and link. A price cut is told only while it
 * stands (a price raised again since is no news); a listing followed by its
 * heart gets a subject naming it and its new price.
 */
export async function alertDigestEmail(alertId: string, digestId: string): Promise<Email | null> {
  const found = await subscriptionOf(alertId);
  if (!found) return null;
  const { sub, lang, t, site, about, unsubscribe } = found;
  const rows: DigestRow[] = await getDb()
    .selectFrom("alert_events as e")
    .innerJoin("properties as p", "p.id", "e.property_id")
    .select(["e.reason", "p.id", "p.slug", "p.title", "p.title_ms", "p.title_zh", "p.images", "p.status"])
    .select(["p.price_sale", "p.price_rent", "p.price_sale_before", "p.price_rent_before", "p.price_reduced_at"])
    .where("e.digest_id", "=", digestId)
    .orderBy("e.happened_at", "desc")
    .execute();
  // One card per listing (new and cheaper the same day: one card, "Price reduced"), only those still Available.
  const byListing = new Map<string, { row: DigestRow; price: ReturnType<typeof priceLine> }>();
  for (const row of rows) {
    if (row.status !== "Available") continue;
    const price = priceLine(t, row);
    if (row.reason === "price" ? price.reduced : !byListing.has(row.id)) byListing.set(row.id, { row, price });
  }
  if (byListing.size === 0) return null;
  const cards = [...byListing.values()].map(({ row, price }) => {
    const title = listingTitle({ title: row.title, title_ms: row.title_ms ?? undefined, title_zh: row.title_zh ?? undefined }, lang).text;
    const photo = (JSON.parse(String(row.images || "[]")) as string[])[0];
    const href = `${site}${langPath(lang, listingPath(row))}`;
    const label = t(row.reason === "price" ? "alerts.email.price" : "alerts.email.new");
    return { title, price: price.price, line: price.line, photo: photo ? `${site}${photo}` : null, href, label };
  });
  const list = `${site}${langPath(lang, pageHref(sub))}`;
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
