import { data } from "react-router";
import { redirectWithToast } from "~/auth/auth.server";
import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { toast } from "~/platform/toast";
import { LOGO_MAX_BYTES, storeLogo } from "~/platform/site-settings/logo.server";
import { CONSULTANT_PHOTO_MAX_BYTES, storeConsultantPhoto } from "~/platform/site-settings/consultant-photo.server";
import { BrandImageRejected, deleteBrandFile } from "~/platform/site-settings/brand-file.server";
import { settingsSchema, type SettingsFields, type SettingsInput, type SiteSettings } from "~/platform/site-settings/rules";
import { getSiteSettings, saveSiteSettings, settingsSaved, watermarkTextOf } from "~/platform/site-settings/settings.server";
import { readUploadedFile, UploadRejected } from "~/photos/upload.server";

export const SETTINGS_PATH = "/admin/settings";
export const SETTINGS_SAVED = "Settings saved. Every page shows them now.";
export const WATERMARK_CHANGED =
  "New photos get the new watermark. Photos already uploaded keep the old one until whoever runs the server marks them again (README: “When the site's address changes”).";

/** The form's values: what is in use now, as the admin would type it. */
export function formValues(s: SiteSettings): SettingsInput {
  return {
    agencyName: s.agencyName,
    agencyRegNo: s.agencyRegNo,
    consultantName: s.consultantName,
    consultantRen: s.consultantRen,
    consultantPhone: s.consultantPhone,
    whatsappNumber: s.whatsappNumber,
    watermarkText: s.watermarkText ?? "",
    brandColor: s.brandColor,
    accentColor: s.accentColor,
  };
}

export async function settingsPageData() {
  const settings = await getSiteSettings();
  return {
    values: formValues(settings),
    logo: settings.logo,
    consultantPhoto: settings.consultantPhoto,
    saved: await settingsSaved(),
    siteAddress: new URL(getEnv().SITE_URL).host,
  };
}

const FIELDS: SettingsFields[] = [
  "agencyName",
  "agencyRegNo",
  "consultantName",
  "consultantRen",
  "consultantPhone",
  "whatsappNumber",
  "watermarkText",
  "brandColor",
  "accentColor",
];

export type SettingsOutcome = { errors: Partial<Record<SettingsFields, string>>; values: SettingsInput };

/** Save the text fields; a refusal keeps every value typed and names each field's problem. */
export async function saveSettingsForm(request: Request, form: FormData) {
  if (form.get("intent") === "remove-logo") return removeBrandImage(request, "logo");
  if (form.get("intent") === "remove-consultant-photo") return removeBrandImage(request, "consultantPhoto");
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as SettingsInput;
  const parsed = settingsSchema.safeParse(values);
  if (!parsed.success) {
    const errors: SettingsOutcome["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SettingsFields;
      errors[field] ??= issue.message;
    }
    return data<SettingsOutcome>({ errors, values }, { status: 400 });
  }
  const before = await getSiteSettings();
  await saveSiteSettings({ ...parsed.data, logo: before.logo, consultantPhoto: before.consultantPhoto });
  const markChanged = watermarkTextOf(before) !== watermarkTextOf({ ...before, watermarkText: parsed.data.watermarkText });
  return redirectWithToast(request, SETTINGS_PATH, toast("success", markChanged ? `${SETTINGS_SAVED} ${WATERMARK_CHANGED}` : SETTINGS_SAVED));
}

/**
 * The agency's two images: the logo (top bar) and the negotiator's photo
 * (contact card). Each is uploaded on its own form and removed by an intent
 * of the settings form; both are kept under brand/ and named by content.
 */
const BRAND_IMAGES = {
  logo: {
    maxBytes: LOGO_MAX_BYTES,
    store: async (bytes: Buffer) => storeLogo(bytes),
    urlOf: (value: NonNullable<SiteSettings["logo"]>) => value.url,
    noun: "logo",
    saved: "Logo saved. It shows in the top bar of every page.",
    removed: "Logo removed.",
  },
  consultantPhoto: {
    maxBytes: CONSULTANT_PHOTO_MAX_BYTES,
    store: async (bytes: Buffer) => storeConsultantPhoto(bytes),
    urlOf: (value: string) => value,
    noun: "photo",
    saved: "Photo saved. It shows on the contact card of every listing.",
    removed: "Photo removed.",
  },
} as const;
type BrandImage = keyof typeof BRAND_IMAGES;
type Stored<K extends BrandImage> = NonNullable<SiteSettings[K]>;

function urlOf<K extends BrandImage>(kind: K, value: Stored<K>): string {
  return (BRAND_IMAGES[kind].urlOf as (v: Stored<K>) => string)(value);
}

async function removeBrandImage(request: Request, kind: BrandImage) {
  const before = await getSiteSettings();
  const value = before[kind];
  if (value) {
    await saveSiteSettings({ ...before, [kind]: null });
    await deleteBrandFile(urlOf(kind, value));
  }
  return redirectWithToast(request, SETTINGS_PATH, toast("success", BRAND_IMAGES[kind].removed));
}

/** POST /admin/settings/logo or /photo (multipart, field `file`): store the image and show it at once. */
export async function uploadBrandImage<K extends BrandImage>(request: Request, kind: K) {
  const image = BRAND_IMAGES[kind];
  try {
    const { bytes } = await readUploadedFile(request, image.maxBytes);
    if (bytes.length === 0) throw new BrandImageRejected(`Choose an image file for the ${image.noun} first.`);
    const stored = (await image.store(bytes)) as Stored<K>;
    const before = await getSiteSettings();
    await saveSiteSettings({ ...before, [kind]: stored });
    const old = before[kind] as Stored<K> | null;
    if (old && urlOf(kind, old) !== urlOf(kind, stored)) await deleteBrandFile(urlOf(kind, old));
    return redirectWithToast(request, SETTINGS_PATH, toast("success", image.saved));
  } catch (e) {
    const known = e instanceof BrandImageRejected || e instanceof UploadRejected;
    // The upload reader's sentences say "photo"; on the logo's form they say "logo".
    const message = !known
      ? `The ${image.noun} could not be saved. Please try again.`
      : e instanceof UploadRejected
        ? e.message.replace(/\bphoto\b/g, image.noun)
        : e.message;
    if (!known) logger.error({ err: e }, `${image.noun} upload failed`);
    return redirectWithToast(request, SETTINGS_PATH, toast("error", message));
  }
}
