import { data } from "react-router";
import { logger } from "~/platform/logger.server";
import { getPublicListing } from "~/properties/detail.server";
import { writeFailureOf } from "~/platform/data/write-failure.server";
import { HONEYPOT_FIELD } from "./enquiry-form";
import type { LeadRow } from "./tables";

/**
 * What the two ways a visitor leaves their details (an enquiry, a viewing
 * request) share on the way in: the listing asked about, reading the form,
 * the honeypot, the row's common columns and the write that may fail.
 */

/** The public listing a lead page is about (its id or slug), or a 404 with `headers`. The lead keeps the main (English) title: the admin reads it. */
export async function leadListing(key: string, headers?: HeadersInit) {
  const found = key.trim() ? await getPublicListing(key.trim()) : null;
  if (!found) throw data("Property not found.", { status: 404, headers });
  const { id, slug, display_id, title, title_ms, title_zh } = found;
  return { id, slug, display_id, title, title_ms, title_zh, available: found.status === "Available" };
}

/** A form field as typed, trimmed; "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A filled honeypot: a script sent it. Logged; the caller answers as if sent and stores nothing. */
export function honeypotFilled(form: FormData, what: string, listing: { display_id: number }): boolean {
  if (!formText(form, HONEYPOT_FIELD)) return false;
  logger.info({ listing: listing.display_id }, `${what} dropped: honeypot filled`);
  return true;
}

/** The columns every lead stores: the listing (its main title, which the admin reads), who, and when they consented. */
export function leadRow(
  id: string,
  listing: { id: string; display_id: number; title: string },
  who: { name: string; phone: string },
  at: string,
): LeadRow {
  return { id, property_id: listing.id, display_id: listing.display_id, listing_title: listing.title, name: who.name, phone: who.phone, consented_at: at, created_at: at };
}

/**
 * Runs a lead's write (the row and its notifications, one transaction: decision 051).
 * "failed": a full disk, a database busy or out of reach, logged; the visitor keeps what
 * they typed and is told to try again. "conflict": an error `conflict` recognises. Any other error is thrown.
 */
export async function storeLead(
  what: string,
  listing: { display_id: number },
  write: () => Promise<unknown>,
  conflict: (error: unknown) => boolean = () => false,
): Promise<"stored" | "failed" | "conflict"> {
  try {
    await write();
    return "stored";
  } catch (error) {
    if (conflict(error)) return "conflict";
    const failure = writeFailureOf(error);
    if (!failure) throw error;
    logger.error({ err: error, failure, listing: listing.display_id }, `${what} not stored`);
    return "failed";
  }
}
