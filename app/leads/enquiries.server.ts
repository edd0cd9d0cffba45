import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { networkKey } from "~/platform/network-key";
import { ENQUIRY_LIMITS, type EnquiryReply, type EnquiryValues } from "./enquiry-form";
import { takeEnquiry } from "./enquiry-limit.server";
import { translator, type Translate } from "~/i18n/translator";
import type { EnquiriesTable } from "./tables";
import type { Lang } from "~/i18n/languages";
import { enqueueNotification } from "./notify/outbox.server";
import { nudgeNotifications } from "./notify/worker.server";
import { formText as text, honeypotFilled, leadRow, storeLead } from "./lead-intake.server";

const PHONE = /^\+?[0-9 ()./-]+$/;

/** The form's values, and what is wrong with them in words the visitor can act on, in the page's language (`t`). */
export function readEnquiry(form: FormData, t: Translate = translator("en")): EnquiryReply {
  const values: EnquiryValues = {
    name: text(form, "name"),
    phone: text(form, "phone"),
    message: text(form, "message"),
    consent: form.get("consent") === "yes",
  };
  const errors: EnquiryReply["errors"] = {};
  // Counts go in as text: ICU would group 2000 as "2,000".
  if (!values.name) errors.name = t("listing.enquiry.error.name");
  else if (values.name.length > ENQUIRY_LIMITS.name) errors.name = t("listing.enquiry.error.nameLong", { max: String(ENQUIRY_LIMITS.name) });
  const digits = values.phone.replace(/\D/g, "").length;
  if (!values.phone) errors.phone = t("listing.enquiry.error.phone");
  else if (!PHONE.test(values.phone) || digits < 7 || digits > 15 || values.phone.length > ENQUIRY_LIMITS.phone)
    errors.phone = t("listing.enquiry.error.phoneInvalid");
  if (values.message.length > ENQUIRY_LIMITS.message)
    errors.message = t("listing.enquiry.error.messageLong", { max: String(ENQUIRY_LIMITS.message), count: String(values.message.length) });
  if (!values.consent) errors.consent = t("listing.enquiry.error.consent");
  return { errors, values };
}

/** The answer to a form that could not be read at all: nothing typed to give back, one message for the form. */
export function unreadableReply(message: string): EnquiryReply {
  return { errors: {}, values: { name: "", phone: "", message: "", consent: false }, formError: message };
}

export type EnquiryResult =
  | { status: "sent" }
  | { status: "invalid" | "limited" | "failed"; reply: EnquiryReply };

/**
 * Stores a visitor's enquiry about `listing`. A filled honeypot is answered
 * as if sent (a script learns nothing) and stored nowhere. The client IP
 * only feeds the in-memory limit, counted per network (an IPv6 /64); it is not kept.
 */
export async function submitEnquiry(
  listing: { id: string; display_id: number; title: string },
  form: FormData,
  clientIp: string,
  t: Translate = translator("en"),
  lang: Lang = "en",
): Promise<EnquiryResult> {
  if (honeypotFilled(form, "enquiry", listing)) return { status: "sent" };
  const reply = readEnquiry(form, t);
  if (Object.keys(reply.errors).length > 0) return { status: "invalid", reply };
  const verdict = await takeEnquiry(networkKey(clientIp));
  if (verdict !== "ok") {
    // Each says what happened: this connection sent its share, or the site as a whole is flooded.
    const formError = verdict === "network" ? t("listing.enquiry.limited") : t("listing.enquiry.busy");
    return { status: "limited", reply: { ...reply, formError } };
  }
  const now = new Date().toISOString();
  if ((await storeLead("enquiry", listing, () => storeEnquiry(listing, reply, now, lang))) === "failed")
    return { status: "failed", reply: { ...reply, formError: t("listing.enquiry.failed") } };
  nudgeNotifications();
  return { status: "sent" };
}

/** The enquiry and its notifications commit together (decision 051): a stored lead is never left unannounced. */
function storeEnquiry(listing: { id: string; display_id: number; title: string }, reply: EnquiryReply, now: string, lang: Lang) {
  const id = newId();
  return getDb().transaction().execute(async (trx) => {
    await trx
      .insertInto("enquiries")
      .values({ ...leadRow(id, listing, reply.values, now), message: reply.values.message })
      .execute();
    await enqueueNotification(trx, { kind: "enquiry", enquiryId: id, lang });
  });
}

/** An enquiry as the admin lists it: the stored row without its consent time. */
export type AdminEnquiry = Omit<EnquiriesTable, "consented_at">;

const ADMIN_COLUMNS = ["id", "property_id", "display_id", "listing_title", "name", "phone", "message", "created_at", "handled_at"] as const;
const toAdmin = (row: AdminEnquiry): AdminEnquiry => ({ ...row, display_id: Number(row.display_id) });

/** Newest first; `show` "new" leaves out the handled ones. */
export async function listEnquiries(show: "new" | "all" = "all", limit = 500): Promise<AdminEnquiry[]> {
  let query = getDb().selectFrom("enquiries").select(ADMIN_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
  if (show === "new") query = query.where("handled_at", "is", null);
  return (await query.execute()).map(toAdmin);
}

/** Enquiries on one page of the admin list (issue 28 item 3: every one can be reached, none is left out silently). */
export const ENQUIRIES_PER_PAGE = 50;

export interface EnquiryPage {
  items: AdminEnquiry[];
  /** How many there are in all (new ones only under "new"). */
  total: number;
  /** The page shown, 1-based, clamped to the pages there are. */
  page: number;
  pages: number;
}

/** One page of the admin list, newest first; a page past the end shows the last one. */
export async function listEnquiryPage(show: "new" | "all", page: number, perPage = ENQUIRIES_PER_PAGE): Promise<EnquiryPage> {
  let counted = getDb().selectFrom("enquiries").select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (show === "new") counted = counted.where("handled_at", "is", null);
  const total = Number((await counted.executeTakeFirstOrThrow()).n);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  let query = getDb()
    .selectFrom("enquiries")
    .select(ADMIN_COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(perPage)
    .offset((shown - 1) * perPage);
  if (show === "new") query = query.where("handled_at", "is", null);
  return { items: (await query.execute()).map(toAdmin), total, page: shown, pages };
}

export async function countNewEnquiries(): Promise<number> {
  const row = await getDb()
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("handled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setEnquiryHandled(id: string, handled: boolean): Promise<boolean> {
  const result = await getDb()
    .updateTable("enquiries")
    .set({ handled_at: handled ? new Date().toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEnquiry(id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
