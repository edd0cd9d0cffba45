/**
 * The agency's name as a phone's one-row top bar shows it (issue 29): without the
 * company's legal suffix ("Rumah Impian Realty Sdn. Bhd." reads "Rumah Impian
 * Realty"), so it fits beside the menu and the language switcher without being cut.
 * The full name stays the link's name, and shows in the footer, the contact card and
 * on wider screens.
 */
const LEGAL_SUFFIX = /[\s,]+(?:sdn\.?\s*bhd\.?|berhad|bhd\.?|plt)\s*$/i;

export function shortAgencyName(name: string): string {
  const short = name.replace(LEGAL_SUFFIX, "").trim();
  return short || name;
}
