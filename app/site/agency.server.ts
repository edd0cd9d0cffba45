import { publicEnv } from "~/platform/config.server";

export interface AgencyDetails {
  agencyName: string;
  agencyRegNo: string;
  consultantName: string;
  consultantRen: string;
  consultantPhone: string;
  siteUrl: string;
}

/**
 * The firm and the negotiator that every printed advert must name (decision 006). Read here
 * and only here for the brochure, so that moving them from configuration to the settings
 * table changes this one function.
 */
export function agencyDetails(): AgencyDetails {
  const env = publicEnv();
  return {
    agencyName: env.AGENCY_NAME,
    agencyRegNo: env.AGENCY_REG_NO,
    consultantName: env.CONSULTANT_NAME,
    consultantRen: env.CONSULTANT_REN,
    consultantPhone: env.CONSULTANT_PHONE,
    siteUrl: env.SITE_URL,
  };
}
