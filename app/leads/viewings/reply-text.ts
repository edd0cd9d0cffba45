import type { Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { waNumber } from "../notify/lead-whatsapp";
import { slotWhen } from "./slot-text";
import type { ViewingStatus } from "./form";

type Answer = Exclude<ViewingStatus, "pending" | "cancelled">;

/**
 * What the agent tells the visitor after answering, in the visitor's language:
 * the same words go in the WhatsApp link the agent taps and in the e-mail.
 */
export function replyText(
  request: { name: string; display_id: number; slot_start: string; status: Answer },
  listingTitle: string,
  from: { consultantName: string; agencyName: string },
  t: Translate,
  lang: Lang,
): string {
  const values = { name: request.name, agent: from.consultantName, agency: from.agencyName, id: String(request.display_id), title: listingTitle, when: slotWhen(request.slot_start, lang) };
  if (request.status === "confirmed") return t("viewing.reply.confirmed", values);
  if (request.status === "proposed") return t("viewing.reply.proposed", values);
  return t("viewing.reply.declined", values);
}

/** The chat with the visitor, opened with `text`: the agent only taps Send. */
export const replyWhatsappLink = (phone: string, text: string) => `https://wa.me/${waNumber(phone)}?text=${encodeURIComponent(text)}`;
