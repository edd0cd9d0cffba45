/**
 * The enquiry form's fields and rules, shared by the form (app/leads/ui/EnquiryForm.tsx)
 * and its action (app/leads/enquiries.server.ts).
 */
export const ENQUIRY_LIMITS = { name: 100, phone: 30, message: 2000 } as const;

/** The honeypot: a field people never see; a script that fills every field fills it too. */
export const HONEYPOT_FIELD = "website";

export type EnquiryField = "name" | "phone" | "message" | "consent";

export interface EnquiryValues {
  name: string;
  phone: string;
  message: string;
  consent: boolean;
}

export interface EnquiryReply {
  errors: Partial<Record<EnquiryField, string>>;
  /** What the visitor typed, given back so that nothing is lost. */
  values: EnquiryValues;
  /** A message for the whole form (too many enquiries, a server error). */
  formError?: string;
}
