import type { Translate } from "~/i18n/translator";
import { roundedDistance } from "~/place/geo";
import type { NearStation } from "~/place/nearest";

/** "650 m to MRT Semantan · about 9 min walk", in the page's language; the station's name stays as signed. */
export function nearStationText(t: Translate, s: NearStation): string {
  const d = roundedDistance(s.metres);
  const distance = d.unit === "m" ? t("listing.station.metres", { value: String(d.value) }) : t("listing.station.km", { value: String(d.value) });
  return t("listing.station.near", { distance, station: s.label, minutes: String(s.minutes) });
}
