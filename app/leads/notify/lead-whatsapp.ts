import type { Translate } from "~/i18n/translator";

/**
 * The lead's phone as wa.me wants it: digits only, with the country code.
 * Malaysians type their mobile the local way (012-345 6789): a leading 0 is
 * the trunk prefix of Malaysia's country code 60, so 0123456789 becomes
 * 60123456789; a number typed with + or 60 keeps its own code.
 */
export function waNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits;
  if (digits.startsWith("0")) return `6${digits}`;
  return digits;
}

/**
 * "Reply on WhatsApp": a chat with the lead, opened with a greeting in the
 * language they wrote in that quotes the listing, so the agent only taps Send.
 */
export function replyOnWhatsappLink(
  lead: { name: string; phone: string },
  listing: { display_id: number; title: string },
  from: { consultantName: string; agencyName: string },
  t: Translate,
): string {
  const greeting = t("listing.whatsapp.replyToEnquiry", {
    name: lead.name,
    agent: from.consultantName,
    agency: from.agencyName,
    id: String(listing.display_id),
    title: listing.title,
  });
  return `https://wa.me/${waNumber(lead.phone)}?text=${encodeURIComponent(greeting)}`;
}
