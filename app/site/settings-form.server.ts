import { data } from "react-router";
import { redirectWithToast } from "~/auth/auth.server";
import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { toast } from "~/platform/toast";
import { deleteLogo, LOGO_MAX_BYTES, LogoRejected, storeLogo } from "~/platform/site-settings/logo.server";
import {
  CONSULTANT_PHOTO_MAX_BYTES,
  ConsultantPhotoRejected,
  deleteConsultantPhoto,
  storeConsultantPhoto,
} from "~/platform/site-settings/consultant-photo.server";
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
  if (form.get("intent") === "remove-logo") return removeLogo(request);
  if (form.get("intent") === "remove-consultant-photo") return removeConsultantPhoto(request);
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

async function removeLogo(request: Request) {
  const before = await getSiteSettings();
  if (before.logo) {
    await saveSiteSettings({ ...before, logo: null });
    await deleteLogo(before.logo.url);
  }
  return redirectWithToast(request, SETTINGS_PATH, toast("success", "Logo removed."));
}

/** POST /admin/settings/logo (multipart, field `file`): store the logo and show it on every page. */
export async function uploadLogo(request: Request) {
  try {
    const { bytes } = await readUploadedFile(request, LOGO_MAX_BYTES);
    if (bytes.length === 0) throw new LogoRejected("Choose an image file for the logo first.");
    const logo = await storeLogo(bytes);
    const before = await getSiteSettings();
    await saveSiteSettings({ ...before, logo });
    if (before.logo && before.logo.url !== logo.url) await deleteLogo(before.logo.url);
    return redirectWithToast(request, SETTINGS_PATH, toast("success", "Logo saved. It shows in the top bar of every page."));
  } catch (e) {
    const message =
      e instanceof LogoRejected
        ? e.message
        : e instanceof UploadRejected
          ? e.message.replace(/\bphoto\b/g, "logo")
          : "The logo could not be saved. Please try again.";
    if (!(e instanceof LogoRejected || e instanceof UploadRejected)) logger.error({ err: e }, "logo upload failed");
    return redirectWithToast(request, SETTINGS_PATH, toast("error", message));
  }
}

async function removeConsultantPhoto(request: Request) {
  const before = await getSiteSettings();
  if (before.consultantPhoto) {
    await saveSiteSettings({ ...before, consultantPhoto: null });
    await deleteConsultantPhoto(before.consultantPhoto);
  }
  return redirectWithToast(request, SETTINGS_PATH, toast("success", "Photo removed."));
}

/** POST /admin/settings/photo (multipart, field `file`): the negotiator's photo on every listing's contact card. */
export async function uploadConsultantPhoto(request: Request) {
  try {
    const { bytes } = await readUploadedFile(request, CONSULTANT_PHOTO_MAX_BYTES);
    if (bytes.length === 0) throw new ConsultantPhotoRejected("Choose an image file for the photo first.");
    const url = await storeConsultantPhoto(bytes);
    const before = await getSiteSettings();
    await saveSiteSettings({ ...before, consultantPhoto: url });
    if (before.consultantPhoto && before.consultantPhoto !== url) await deleteConsultantPhoto(before.consultantPhoto);
    return redirectWithToast(request, SETTINGS_PATH, toast("success", "Photo saved. It shows on the contact card of every listing."));
  } catch (e) {
    const message = e instanceof ConsultantPhotoRejected || e instanceof UploadRejected ? e.message : "The photo could not be saved. Please try again.";
    if (!(e instanceof ConsultantPhotoRejected || e instanceof UploadRejected)) logger.error({ err: e }, "consultant photo upload failed");
    return redirectWithToast(request, SETTINGS_PATH, toast("error", message));
  }
}
