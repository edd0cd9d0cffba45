import type { Selectable } from "kysely";
import { getEnv, type Env } from "../config.server";
import { currentContentVersion } from "../db/content-version.server";
import { getDb } from "../db/db.server";
import { logger } from "../logger.server";
import type { SiteSettingsTable } from "../db/db-schema";
import { DEFAULT_ACCENT_COLOR, DEFAULT_BRAND_COLOR, type SiteSettings } from "./rules";

/**
 * The one accessor for the agency's details and brand (decision 020). The
 * row of /admin/settings when there is one; until the agent first saves, the
 * environment's values (decision 006), which stay the first-start defaults.
 *
 * A copy is kept in memory, tagged with the content version it was read at:
 * a save anywhere bumps that version (the table's triggers), so every
 * instance reads the row again on its next page, as its page cache does.
 */
let kept: { version: number; settings: SiteSettings } | undefined;

export function settingsFromEnv(env: Env = getEnv()): SiteSettings {
  return {
    agencyName: env.AGENCY_NAME,
    agencyRegNo: env.AGENCY_REG_NO,
    consultantName: env.CONSULTANT_NAME,
    consultantRen: env.CONSULTANT_REN,
    consultantPhone: env.CONSULTANT_PHONE,
    whatsappNumber: env.WHATSAPP_NUMBER,
    watermarkText: null,
    brandColor: DEFAULT_BRAND_COLOR,
    accentColor: DEFAULT_ACCENT_COLOR,
    logo: null,
    consultantPhoto: null,
  };
}

function fromRow(row: Selectable<SiteSettingsTable>): SiteSettings {
  return {
    agencyName: row.agency_name,
    agencyRegNo: row.agency_reg_no,
    consultantName: row.consultant_name,
    consultantRen: row.consultant_ren,
    consultantPhone: row.consultant_phone,
    whatsappNumber: row.whatsapp_number,
    watermarkText: row.watermark_text,
    brandColor: row.brand_color,
    accentColor: row.accent_color,
    logo:
      row.logo_url && row.logo_width && row.logo_height
        ? { url: row.logo_url, width: row.logo_width, height: row.logo_height }
        : null,
    consultantPhoto: row.consultant_photo_url,
  };
}

/** Whether the agent has saved settings yet (the form says where the values come from). */
export async function settingsSaved(): Promise<boolean> {
  const row = await getDb().selectFrom("site_settings").select("id").where("id", "=", 1).executeTakeFirst();
  return Boolean(row);
}

export async function getSiteSettings(): Promise<SiteSettings> {
  const version = await currentContentVersion();
  if (kept?.version === version) return kept.settings;
  const row = await getDb().selectFrom("site_settings").selectAll().where("id", "=", 1).executeTakeFirst();
  const settings = row ? fromRow(row) : settingsFromEnv();
  kept = { version, settings };
  return settings;
}

/**
 * For the frame of every page (the root loader): while the database cannot be
 * read, the copy last read (or the environment's values), so that a list page
 * still fails with its own message and a kept page's neighbours still render
 * (decision 016). The admin's settings form reads `getSiteSettings` and fails.
 */
export async function getSiteSettingsOrLast(): Promise<SiteSettings> {
  try {
    return await getSiteSettings();
  } catch (error) {
    logger.warn({ err: error }, "site settings unreadable; the page uses the last known agency details");
    return kept?.settings ?? settingsFromEnv();
  }
}

/** The text drawn on new photos: the agent's own, or the site's address. */
export function watermarkTextOf(settings: SiteSettings, siteUrl = getEnv().SITE_URL): string {
  return settings.watermarkText ?? new URL(siteUrl).host;
}

/**
 * Writes the whole row (insert or replace). The triggers bump the content
 * version in the same transaction, so no cached page outlives the save.
 */
export async function saveSiteSettings(settings: SiteSettings): Promise<void> {
  const row = {
    agency_name: settings.agencyName,
    agency_reg_no: settings.agencyRegNo,
    consultant_name: settings.consultantName,
    consultant_ren: settings.consultantRen,
    consultant_phone: settings.consultantPhone,
    whatsapp_number: settings.whatsappNumber,
    watermark_text: settings.watermarkText,
    brand_color: settings.brandColor,
    accent_color: settings.accentColor,
    logo_url: settings.logo?.url ?? null,
    logo_width: settings.logo?.width ?? null,
    logo_height: settings.logo?.height ?? null,
    consultant_photo_url: settings.consultantPhoto,
    updated_at: new Date().toISOString(),
  };
  await getDb()
    .insertInto("site_settings")
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  kept = undefined;
}
