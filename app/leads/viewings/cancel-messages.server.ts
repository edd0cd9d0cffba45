import { getEnv } from "~/platform/config.server";
import { button, escapeHtml, type Email } from "../notify/enquiry-email.server";
import type { PushMessage } from "../notify/push.server";
import { getViewing } from "./read.server";
import { slotWhen } from "./slot-text";

/** The agent's e-mail when a visitor cancelled (English, as the admin is); null when the request was erased or is on again. */
export async function viewingCancelledEmail(viewingId: string): Promise<Email | null> {
  const request = await getViewing(viewingId);
  if (request?.status !== "cancelled") return null;
  const when = slotWhen(request.slot_start, "en");
  const admin = `${getEnv().AGENT_SITE_URL}/admin/viewings#viewing-${encodeURIComponent(request.id)}`;
  const line = `${request.name} (${request.phone}) cancelled the viewing of Property ID ${request.display_id} on ${when} (Malaysia time). The time is free again.`;
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;font-size:16px;line-height:1.5">
<p>${escapeHtml(line)}</p><p>${button(admin, "Open in admin", "#1c1917")}</p></body></html>`;
  return { subject: `Viewing cancelled: ${request.name}, ${when}, Property ID ${request.display_id}`, text: `${line}\n\n${admin}`, html };
}

export async function viewingCancelledPush(viewingId: string): Promise<PushMessage | null> {
  const request = await getViewing(viewingId);
  if (request?.status !== "cancelled") return null;
  return {
    title: `Viewing cancelled: ${request.name}`,
    body: `${slotWhen(request.slot_start, "en")} · Property ID ${request.display_id}`,
    url: `/admin/viewings#viewing-${encodeURIComponent(request.id)}`,
  };
}
