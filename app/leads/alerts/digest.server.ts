import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { LANGS, langPath, type Lang } from "~/i18n/languages";
import { listingTitle } from "~/i18n/listing-text";
import { translator, type Translate } from "~/i18n/translator";
import { formatRM } from "~/properties/display/money";
import { currentReduction, pricesOfRow } from "~/properties/display/price-reduction";
import { listingPath } from "~/properties/model/property";
import { aboutOf } from "./about";
import { pageHref } from "./saved-page";

/**
 * What a subscription's messages say, whichever way they go (the e-mails in
 * email.server.ts, the browser's notification in push.server.ts): its
 * language, what it follows, its unsubscribe link and a digest's cards.
 */

const langOf = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : "en");

export async function subscriptionOf(alertId: string) {
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

export interface DigestCard {
  title: string;
  price: string;
  line: string;
  photo: string | null;
  href: string;
  label: string;
}

/**
 * The listings filed for this subscription under this outbox row, one card
 * per listing, with photo, price and link. A price cut is told only while it
 * stands (a price raised again since is no news). Null when none is still
 * Available (nothing to send).
 */
export async function digestOf(alertId: string, digestId: string) {
  const found = await subscriptionOf(alertId);
  if (!found) return null;
  const { sub, lang, t, site } = found;
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
  return { ...found, cards: cards as DigestCard[], list };
}
