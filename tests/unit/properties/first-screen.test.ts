import { describe, expect, it } from "vitest";
import { shortAgencyName } from "~/site/agency-name";
import { malaysianDate } from "~/properties/display/malaysia-date";
import { priceHidden, statusRibbon } from "~/properties/display/availability";

describe("the phone top bar's short agency name (issue 29)", () => {
  it("drops the company's legal suffix however it is written", () => {
    expect(shortAgencyName("Rumah Impian Realty Sdn. Bhd.")).toBe("Rumah Impian Realty");
    expect(shortAgencyName("Demo Realty Sdn Bhd")).toBe("Demo Realty");
    expect(shortAgencyName("Harimau Properties SDN. BHD")).toBe("Harimau Properties");
    expect(shortAgencyName("Tanah Emas Berhad")).toBe("Tanah Emas");
    expect(shortAgencyName("Kita Realty PLT")).toBe("Kita Realty");
  });
  it("keeps a name without a suffix", () => {
    expect(shortAgencyName("Bhd Bhd Realty")).toBe("Bhd Bhd Realty");
  });
});

describe("Listed and Updated dates in Malaysia time", () => {
  it("writes the day it was in Malaysia (UTC+8), in the page's language", () => {
    // 17:30 UTC on the 25th is 01:30 on the 26th in Kuala Lumpur.
    expect(malaysianDate("2026-11-25T17:30:00.000Z", "en")).toBe("26 Nov 2026");
    expect(malaysianDate("2026-11-25T15:59:00.000Z", "en")).toBe("25 Nov 2026");
    expect(malaysianDate("2026-11-25T17:30:00.000Z", "zh")).toBe("2026年11月26日");
  });
});

describe("a listing that is gone (decision 046)", () => {
  it("has a ribbon; Sold and Rented hide the price, Temporarily Unavailable keeps it", () => {
    expect(statusRibbon("Available")).toBeNull();
    expect(statusRibbon(undefined)).toBeNull();
    expect(statusRibbon("Sold")).toBe("listing.ribbon.sold");
    expect(statusRibbon("Temporarily Unavailable")).toBe("listing.ribbon.unavailable");
    expect([priceHidden("Sold"), priceHidden("Rented"), priceHidden("Temporarily Unavailable"), priceHidden("Available")]).toEqual([true, true, false, false]);
  });
});
