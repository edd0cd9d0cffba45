import { publicEnv, type PublicEnv } from "~/platform/config.server";
import { brandCssVariables } from "~/platform/site-settings/palette";
import { getSiteSettingsOrLast } from "~/platform/site-settings/settings.server";
import type { SiteBrand } from "./root-data";

/**
 * What every page shows of the agency: the whitelisted configuration with
 * the agency and negotiator taken from /admin/settings (decision 020), and
 * the brand (logo, colours). Same keys as before, so the footer, the
 * consultant box and the page titles read it as they always did.
 */
export async function siteIdentity(): Promise<{ env: PublicEnv; brand: SiteBrand }> {
  const s = await getSiteSettingsOrLast();
  return {
    env: {
      ...publicEnv(),
      WHATSAPP_NUMBER: s.whatsappNumber,
      CONSULTANT_NAME: s.consultantName,
      CONSULTANT_REN: s.consultantRen,
      CONSULTANT_PHONE: s.consultantPhone,
      AGENCY_NAME: s.agencyName,
      AGENCY_REG_NO: s.agencyRegNo,
    },
    brand: { logo: s.logo, css: brandCssVariables(s.brandColor, s.accentColor), consultantPhoto: s.consultantPhoto },
  };
}
