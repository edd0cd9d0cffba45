import { useI18n } from "~/i18n/context";
import { HONEYPOT_FIELD } from "~/leads/enquiry-form";
import { VIEWING_LIMITS, type ViewingField, type ViewingReply } from "~/leads/viewings/form";
import { slotDate, type Slot } from "~/leads/viewings/slots";
import { slotDay, slotTime } from "~/leads/viewings/slot-text";

const input =
  "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

function FieldError({ field, reply }: { field: ViewingField; reply?: ViewingReply }) {
  const message = reply?.errors[field];
  return message ? (
    <p id={`viewing-${field}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

const invalid = (field: ViewingField, reply?: ViewingReply) =>
  reply?.errors[field] ? { "aria-invalid": true, "aria-describedby": `viewing-${field}-error` } : {};

/**
 * "Request a viewing" without JavaScript: the days with a free time are
 * links (`?day=`, a GET the server answers with that day's times), the times
 * are radio buttons of one plain form posting to `action`. A refused post
 * comes back with what was typed and the day it was on.
 */
export function ViewingForm({ action, slots, day, reply }: { action: string; slots: Slot[]; day: string | null; reply?: ViewingReply }) {
  const { t, lang } = useI18n();
  const values = reply?.values;
  const days = [...new Set(slots.map((s) => slotDate(s.start)))];
  const shown = day && days.includes(day) ? day : days[0];
  const times = slots.filter((s) => slotDate(s.start) === shown);
  return (
    <section aria-labelledby="viewing-heading" className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h1 id="viewing-heading" className="text-2xl font-bold">
        {t("viewing.heading")}
      </h1>
      <p className="mt-1 text-sm text-stone-700">{t("viewing.intro")}</p>
      {reply?.formError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {reply.formError}
        </p>
      )}
      {reply && !reply.formError && Object.keys(reply.errors).length > 0 && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {reply.errors.slot && Object.keys(reply.errors).length === 1 ? reply.errors.slot : t("listing.enquiry.checkFields")}
        </p>
      )}
      {days.length === 0 ? (
        <p className="mt-4 rounded-md bg-stone-100 p-3 text-stone-800" data-no-slots="">
          {t("viewing.noSlots")}
        </p>
      ) : (
        <>
          <h2 className="mt-4 text-sm font-medium">{t("viewing.slotLegend")}</h2>
          <nav aria-label={t("viewing.slotLegend")} className="mt-2 flex gap-2 overflow-x-auto pb-2 sm:flex-wrap">
            {days.map((d) => (
              <a
                key={d}
                href={`${action}?day=${d}`}
                aria-current={d === shown ? "date" : undefined}
                className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-3 text-sm ${d === shown ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 text-stone-800 hover:bg-stone-100"}`}
              >
                {slotDay(`${d}T04:00:00Z`, lang)}
              </a>
            ))}
          </nav>
          {/* noValidate: the server's messages, in the page's language, not the browser's bubbles. */}
          <form method="post" action={`${action}?day=${shown}`} noValidate className="mt-3 space-y-4">
            <fieldset>
              <legend className="text-sm font-medium">{slotDay(`${shown}T04:00:00Z`, lang)}</legend>
              <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" {...invalid("slot", reply)}>
                {times.map((s) => (
                  <label key={s.start} className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 px-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                    <input type="radio" name="slot" value={s.start} defaultChecked={values?.slot === s.start} className="sr-only" />
                    {slotTime(s.start, lang)}
                  </label>
                ))}
              </div>
              <FieldError field="slot" reply={reply} />
            </fieldset>
            <div>
              <label htmlFor="viewing-name" className="block text-sm font-medium">
                {t("listing.enquiry.name")}
              </label>
              <input id="viewing-name" name="name" autoComplete="name" required maxLength={VIEWING_LIMITS.name} defaultValue={values?.name} className={input} {...invalid("name", reply)} />
              <FieldError field="name" reply={reply} />
            </div>
            <div>
              <label htmlFor="viewing-phone" className="block text-sm font-medium">
                {t("listing.enquiry.phone")}
              </label>
              <input id="viewing-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required maxLength={VIEWING_LIMITS.phone} defaultValue={values?.phone} className={input} {...invalid("phone", reply)} />
              <FieldError field="phone" reply={reply} />
            </div>
            <div>
              <label htmlFor="viewing-email" className="block text-sm font-medium">
                {t("viewing.email")} <span className="font-normal text-stone-600">{t("listing.enquiry.optional")}</span>
              </label>
              <input id="viewing-email" name="email" type="email" autoComplete="email" maxLength={VIEWING_LIMITS.email} defaultValue={values?.email} className={input} {...invalid("email", reply)} />
              <FieldError field="email" reply={reply} />
            </div>
            {/* Hidden from people (and screen readers); a form-filling script fills it and its request is dropped. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="viewing-website">{t("listing.enquiry.honeypot")}</label>
              <input id="viewing-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name="consent" value="yes" required defaultChecked={values?.consent} className="mt-0.5 h-5 w-5 shrink-0" {...invalid("consent", reply)} />
                <span>{t("listing.enquiry.consent")}</span>
              </label>
              <FieldError field="consent" reply={reply} />
              <p className="mt-2 text-xs text-stone-600">{t("listing.enquiry.pdpa")}</p>
            </div>
            <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800">
              {t("viewing.send")}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
