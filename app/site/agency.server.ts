import { getEnv } from "~/platform/config.server";
import { getSiteSettings } from "~/platform/site-settings/settings.server";

export interface AgencyDetails {
  agencyName: string;
  agencyRegNo: string;
  consultantName: string;
  consultantRen: string;
  consultantPhone: string;
  siteUrl: string;
}

/**
 * The firm and the negotiator that every printed advert must name (decision 020: the
 * settings page, with the environment as first-start defaults), for the brochure.
 */
export async function agencyDetails(): Promise<AgencyDetails> {
  const settings = await getSiteSettings();
  return {
    agencyName: settings.agencyName,
    agencyRegNo: settings.agencyRegNo,
    consultantName: settings.consultantName,
    consultantRen: settings.consultantRen,
    consultantPhone: settings.consultantPhone,
    siteUrl: getEnv().SITE_URL,
  };
}
