import type { ReactNode } from "react";
import { useI18n } from "~/i18n/context";
import type { MessageKey } from "~/i18n/catalogs";
import { HONEYPOT_FIELD } from "~/leads/enquiry-form";

/** What a refused lead form (enquiry, viewing request) comes back with: the messages per field and what was typed. */
export interface LeadReply<F extends string> {
  errors: Partial<Record<F, string>>;
  values: { name: string; phone: string; consent: boolean };
  formError?: string;
}

export const leadInput =
  "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600";

/** A field's message, under it; `form` names the form (`enquiry`, `viewing`) so the ids differ. */
export function FieldError<F extends string>({ form, field, reply }: { form: string; field: F; reply?: LeadReply<F> }) {
  const message = reply?.errors[field];
  return message ? (
    <p id={`${form}-${field}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

/** aria-invalid and the message's id, on a field the server refused. */
export const invalid = <F extends string>(form: string, field: F, reply?: LeadReply<F>) =>
  reply?.errors[field] ? { "aria-invalid": true, "aria-describedby": `${form}-${field}-error` } : {};

/** The form's own message (too many, a server error), or "check the fields" (`fieldsMessage` in its place). */
export function LeadFormAlerts<F extends string>({ reply, fieldsMessage }: { reply?: LeadReply<F>; fieldsMessage?: string }) {
  const { t } = useI18n();
  const alert = (text: string) => (
    <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
      {text}
    </p>
  );
  if (reply?.formError) return alert(reply.formError);
  if (reply && Object.keys(reply.errors).length > 0) return alert(fieldsMessage ?? t("listing.enquiry.checkFields"));
  return null;
}

/**
 * Name and phone, then the form's own optional field (`own`), the honeypot and
 * the PDPA consent: the same fields, limits and words on every lead form.
 */
export function LeadContactFields({ form, reply, limits, own }: { form: string; reply?: LeadReply<string>; limits: { name: number; phone: number }; own: OwnField }) {
  const { t } = useI18n();
  const values = reply?.values;
  return (
    <>
      <div>
        <label htmlFor={`${form}-name`} className="block text-sm font-medium">
          {t("listing.enquiry.name")}
        </label>
        <input id={`${form}-name`} name="name" autoComplete="name" required maxLength={limits.name} defaultValue={values?.name} className={leadInput} {...invalid(form, "name", reply)} />
        <FieldError form={form} field="name" reply={reply} />
      </div>
      <div>
        <label htmlFor={`${form}-phone`} className="block text-sm font-medium">
          {t("listing.enquiry.phone")}
        </label>
        <input
          id={`${form}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={limits.phone}
          defaultValue={values?.phone}
          className={leadInput}
          {...invalid(form, "phone", reply)}
        />
        <FieldError form={form} field="phone" reply={reply} />
      </div>
      <OptionalField form={form} own={own} reply={reply} />
      {/* Hidden from people (and screen readers); a form-filling script fills it and what it sends is dropped. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${form}-website`}>{t("listing.enquiry.honeypot")}</label>
        <input id={`${form}-website`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="consent" value="yes" required defaultChecked={values?.consent} className="h-6 w-6 shrink-0" {...invalid(form, "consent", reply)} />
          <span>{t("listing.enquiry.consent")}</span>
        </label>
        <FieldError form={form} field="consent" reply={reply} />
        <p className="mt-2 text-xs text-stone-600">{t("listing.enquiry.pdpa")}</p>
      </div>
    </>
  );
}

/** The props a form's own field takes: its id and name, the look, what was typed, and the refused state. */
export interface OwnFieldProps {
  id: string;
  name: string;
  className: string;
  defaultValue?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A form's own optional field (the enquiry's message, the viewing's e-mail): its name, its label's message, the control `input` draws. */
export interface OwnField {
  field: string;
  label: MessageKey;
  input: (props: OwnFieldProps) => ReactNode;
}

/** `own` after name and phone: its label marked optional, the control, its message. */
function OptionalField({ form, own, reply }: { form: string; own: OwnField; reply?: LeadReply<string> }) {
  const { t } = useI18n();
  const typed = (reply?.values as Record<string, unknown> | undefined)?.[own.field];
  return (
    <div>
      <label htmlFor={`${form}-${own.field}`} className="block text-sm font-medium">
        {t(own.label)} <span className="font-normal text-stone-600">{t("listing.enquiry.optional")}</span>
      </label>
      {own.input({ id: `${form}-${own.field}`, name: own.field, className: leadInput, defaultValue: typeof typed === "string" ? typed : undefined, ...invalid(form, own.field, reply) })}
      <FieldError form={form} field={own.field} reply={reply} />
    </div>
  );
}
