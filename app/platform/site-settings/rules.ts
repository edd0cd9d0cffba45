import { z } from "zod";

/**
 * The agency's details and brand as the site uses them (decision 020), and
 * the one rule set the settings form is checked with. No server imports: the
 * admin form may use it in the browser too.
 */
export interface SiteSettings {
  agencyName: string;
  agencyRegNo: string;
  consultantName: string;
  consultantRen: string;
  consultantPhone: string;
  /** Digits with the country code 6. */
  whatsappNumber: string;
  /** Null: the site's address (the host of SITE_URL). */
  watermarkText: string | null;
  brandColor: string;
  accentColor: string;
  logo: { url: string; width: number; height: number } | null;
  /** The negotiator's photo, square, CONSULTANT_PHOTO_SIZE px a side; null until uploaded. */
  consultantPhoto: string | null;
}

/** The contact card shows the photo at 64 px: this covers three-times screens. */
export const CONSULTANT_PHOTO_SIZE = 192;

/** Deep green for trust, warm gold for highlights; both pass the contrast checks below. */
export const DEFAULT_BRAND_COLOR = "#0f5e4d";
export const DEFAULT_ACCENT_COLOR = "#f2b33d";

/** "+60 12-345 6789" from "60123456789": how a Malaysian number is written. */
export function formatMalaysianPhone(digits: string): string {
  const local = digits.slice(2);
  return `+60 ${local.slice(0, 2)}-${local.slice(2, 5)} ${local.slice(5)}`;
}

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The darkest text the site writes on the accent colour (Tailwind's stone-900). */
export const TEXT_ON_ACCENT = "#1c1917";
const MIN_CONTRAST = 4.5;

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const hexColor = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, `${label} must be a colour like #0f5e4d.`);

/** "E (1) 1234", "E(3)1234/5", "e (1) 1234" → "E (1) 1234": the Board's way of writing a firm's number. */
function normaliseRegNo(v: string): string {
  const m = /^E\s*\(\s*(\d)\s*\)\s*(\d{1,5})(?:\s*\/\s*(\d{1,3}))?$/i.exec(v);
  return m ? `E (${m[1]}) ${m[2]}${m[3] ? `/${m[3]}` : ""}` : v;
}

/** "ren12345", "REN 12345" → "REN 12345"; also PEA (probationary) and E (a registered estate agent). */
function normaliseRen(v: string): string {
  const m = /^(REN|PEA|E)\s*(\d{1,6})$/i.exec(v);
  return m ? `${m[1]!.toUpperCase()} ${m[2]}` : v;
}

/** "+60 12-345 6789", "012-345 6789" → "60123456789". */
function normaliseWhatsApp(v: string): string {
  const digits = v.replace(/[\s+\-().]/g, "");
  return /^0\d+$/.test(digits) ? `6${digits}` : digits;
}

export const SETTINGS_MESSAGES = {
  regNo: "Agency registration number must look like E (1) 1234: the firm's E-number from the Board of Valuers.",
  ren: "REN number must look like REN 12345 (or PEA 1234, or E 1234 for a registered estate agent).",
  whatsapp: "WhatsApp number must be digits with the country code 6, e.g. 60123456789.",
  phone: "Phone must be a phone number, e.g. +60 12-345 6789.",
  brandContrast: (ratio: number) =>
    `Brand colour is too light: white text on it has a contrast of ${ratio.toFixed(1)}:1 and needs 4.5:1. Choose a darker colour.`,
  accentContrast: (ratio: number) =>
    `Accent colour is too dark: dark text on it has a contrast of ${ratio.toFixed(1)}:1 and needs 4.5:1. Choose a lighter colour.`,
} as const;

export const settingsSchema = z
  .object({
    agencyName: required("Agency name", 120),
    agencyRegNo: required("Agency registration number", 30)
      .transform(normaliseRegNo)
      .refine((v) => /^E \(\d\) \d{1,5}(\/\d{1,3})?$/.test(v), SETTINGS_MESSAGES.regNo),
    consultantName: required("Negotiator name", 120),
    consultantRen: required("REN number", 20)
      .transform(normaliseRen)
      .refine((v) => /^(REN|PEA|E) \d{1,6}$/.test(v), SETTINGS_MESSAGES.ren),
    whatsappNumber: required("WhatsApp number", 30)
      .transform(normaliseWhatsApp)
      .refine((v) => /^6\d{8,12}$/.test(v), SETTINGS_MESSAGES.whatsapp),
    // Blank: the WhatsApp number, written the Malaysian way.
    consultantPhone: z
      .string()
      .trim()
      .max(30, "Phone must be at most 30 characters.")
      .refine((v) => v === "" || /^\+?[\d\s\-()]{7,}$/.test(v), SETTINGS_MESSAGES.phone),
    // Blank: the site's address, as the watermark always was.
    watermarkText: z.string().trim().max(60, "Watermark text must be at most 60 characters."),
    // White text sits on the brand colour (top bar, buttons); dark text on the accent (badges, highlights).
    brandColor: hexColor("Brand colour").superRefine((v, ctx) => {
      const ratio = contrastRatio(v, "#ffffff");
      if (ratio < MIN_CONTRAST) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.brandContrast(ratio) });
    }),
    accentColor: hexColor("Accent colour").superRefine((v, ctx) => {
      const ratio = contrastRatio(v, TEXT_ON_ACCENT);
      if (ratio < MIN_CONTRAST) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.accentContrast(ratio) });
    }),
  })
  .transform((s) => ({
    ...s,
    consultantPhone: s.consultantPhone || formatMalaysianPhone(s.whatsappNumber),
    watermarkText: s.watermarkText || null,
  }));

export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsFields = keyof SettingsInput;
