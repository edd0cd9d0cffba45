import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { hotListings } from "../hot-figures.server";
import type { Email } from "./enquiry-email.server";
import type { PushMessage } from "./push.server";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The listing and why it is hot now; null when it was deleted, or cooled down, before the message left. */
async function hotNow(propertyId: string) {
  const listing = await getDb().selectFrom("properties").select(["id", "display_id", "title"]).where("id", "=", propertyId).executeTakeFirst();
  if (!listing) return null;
  const hot = (await hotListings()).find((h) => h.id === propertyId);
  const statistics = `${getEnv().AGENT_SITE_URL}/admin/statistics?days=7&listing=${encodeURIComponent(listing.id)}`;
  return { id: Number(listing.display_id), title: listing.title, reason: hot?.reason ?? "Views or WhatsApp taps jumped today", statistics };
}

/**
 * "A listing is hot" (issue 32 item 4): in English, as the admin is. A lead is
 * the visitor who is looking right now, so the button opens the listing's
 * chart, where the agent sees the jump and can push it (a post, a price).
 */
export async function hotEmail(propertyId: string): Promise<Email | null> {
  const hot = await hotNow(propertyId);
  if (!hot) return null;
  const about = `${hot.title} (Property ID ${hot.id})`;
  const text = [`${about} is hot today.`, "", hot.reason, "", `Statistics: ${hot.statistics}`].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<p style="font-size:18px;font-weight:700">${escapeHtml(about)} is hot today</p>
<p>${escapeHtml(hot.reason)}</p>
<p><a href="${escapeHtml(hot.statistics)}" style="display:inline-block;padding:12px 18px;border-radius:8px;background:#1c1917;color:#ffffff;font-weight:600;text-decoration:none">Open statistics</a></p>
</body></html>`;
  return { subject: `Hot listing: Property ID ${hot.id} is getting attention today`, text, html };
}

export async function hotPush(propertyId: string): Promise<PushMessage | null> {
  const hot = await hotNow(propertyId);
  if (!hot) return null;
  return { title: `Hot listing: Property ID ${hot.id}`, body: `${hot.title}\n${hot.reason}`, url: new URL(hot.statistics).pathname + new URL(hot.statistics).search };
}
