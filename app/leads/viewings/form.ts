/**
 * The viewing form's fields, shared by the form (app/leads/ui/ViewingForm.tsx)
 * and its action (./requests.server.ts). Name, phone and consent follow the
 * enquiry form's rules and words.
 */
export const VIEWING_LIMITS = { name: 100, phone: 30, email: 200 } as const;

export type ViewingField = "slot" | "name" | "phone" | "email" | "consent";

export interface ViewingValues {
  slot: string;
  name: string;
  phone: string;
  email: string;
  consent: boolean;
}

export interface ViewingReply {
  errors: Partial<Record<ViewingField, string>>;
  /** What the visitor typed and picked, given back so nothing is lost. */
  values: ViewingValues;
  formError?: string;
}

/** "cancelled": by the visitor, from their signed link (decision 063). */
export type ViewingStatus = "pending" | "proposed" | "confirmed" | "declined" | "cancelled";
