import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { networkKey } from "~/platform/network-key";
import type { Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";
import { readEnquiry } from "../enquiries.server";
import { formText as text, honeypotFilled, leadRow, storeLead } from "../lead-intake.server";
import { enquiryLimit } from "../enquiry-limit.server";
import { enqueueNotification } from "../notify/outbox.server";
import { nudgeNotifications } from "../notify/worker.server";
import { getAvailability } from "./availability.server";
import { freeSlots, type Slot } from "./slots";
import { VIEWING_LIMITS, type ViewingReply } from "./form";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The slots requests hold now (pending, proposed or confirmed), leaving out `except`'s own. */
export async function heldSlots(except?: string): Promise<Slot[]> {
  let query = getDb().selectFrom("viewing_requests").select(["slot_start as start", "slot_end as end"]).where("held_slot", "is not", null);
  if (except) query = query.where("id", "!=", except);
  return query.execute();
}

/** The slots a visitor may pick at this moment (today and the next 13 days, Malaysia time). */
export async function currentFreeSlots(now = new Date(), except?: string): Promise<Slot[]> {
  const [availability, held] = await Promise.all([getAvailability(), heldSlots(except)]);
  return freeSlots(availability, held, now);
}

/** Name, phone and consent by the enquiry form's own rules and words; the e-mail (optional) and the slot picked. */
export function readViewing(form: FormData, t: Translate): ViewingReply {
  const enquiry = readEnquiry(form, t);
  const values = { slot: text(form, "slot"), name: enquiry.values.name, phone: enquiry.values.phone, email: text(form, "email"), consent: enquiry.values.consent };
  const errors: ViewingReply["errors"] = { name: enquiry.errors.name, phone: enquiry.errors.phone, consent: enquiry.errors.consent };
  if (!values.slot) errors.slot = t("viewing.error.slot");
  if (values.email && (values.email.length > VIEWING_LIMITS.email || !EMAIL.test(values.email))) errors.email = t("viewing.error.email");
  for (const key of Object.keys(errors) as (keyof typeof errors)[]) if (!errors[key]) delete errors[key];
  return { errors, values };
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; message?: string } | null;
  return err?.code === "23505" || err?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/i.test(err?.message ?? "");
};

export type ViewingResult = { status: "sent"; id: string } | { status: "dropped" } | { status: "invalid" | "limited" | "failed"; reply: ViewingReply };

/** The enquiry limiter's rules (per network and in all, decision 040), counted apart from enquiries. */
let limit: ReturnType<typeof enquiryLimit> | undefined;

/**
 * Stores a visitor's viewing request. The slot must be free now; two visitors
 * posting the same slot at once are told apart by the unique `held_slot`
 * (decision 058): the second is told the time was just taken and keeps what
 * they typed. The request and the agent's notifications commit together.
 */
export async function submitViewing(
  listing: { id: string; display_id: number; title: string },
  form: FormData,
  clientIp: string,
  t: Translate,
  lang: Lang,
  now = new Date(),
): Promise<ViewingResult> {
  if (honeypotFilled(form, "viewing request", listing)) return { status: "dropped" };
  const reply = readViewing(form, t);
  if (Object.keys(reply.errors).length > 0) return { status: "invalid", reply };
  const slot = (await currentFreeSlots(now)).find((s) => s.start === reply.values.slot);
  const taken = (): ViewingResult => ({ status: "invalid", reply: { ...reply, values: { ...reply.values, slot: "" }, errors: { slot: t("viewing.error.taken") } } });
  if (!slot) return taken();
  limit ??= enquiryLimit();
  const verdict = await limit(networkKey(clientIp));
  if (verdict !== "ok") return { status: "limited", reply: { ...reply, formError: verdict === "network" ? t("viewing.limited") : t("viewing.busy") } };
  const id = newId(24);
  const at = now.toISOString();
  const stored = await storeLead(
    "viewing request",
    listing,
    () =>
      getDb()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("viewing_requests")
            .values({
              ...leadRow(id, listing, reply.values, at),
              email: reply.values.email || null,
              lang,
              slot_start: slot.start,
              slot_end: slot.end,
              status: "pending",
              held_slot: slot.start,
            })
            .execute();
          await enqueueNotification(trx, { kind: "viewing", viewingId: id, lang });
        }),
    isUniqueViolation,
  );
  if (stored === "conflict") return taken();
  if (stored === "failed") return { status: "failed", reply: { ...reply, formError: t("viewing.failed") } };
  nudgeNotifications();
  return { status: "sent", id };
}

export { isUniqueViolation };
