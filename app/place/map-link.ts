import type { LatLon } from "./geo";

/**
 * Reads the point of a pasted Google Maps or Waze link, or of typed coordinates
 * ("3.1510, 101.6655", or Google's "3°09'03.5"N 101°39'55.8"E"). A short link
 * (maps.app.goo.gl, goo.gl/maps, waze.com/ul/h…) holds no coordinates: following
 * it would mean asking Google from the server, so the agent is asked for the long one.
 */
export type PlaceReading = { point: LatLon } | { error: string };

export const SHORT_LINK_MESSAGE =
  "Short map links (maps.app.goo.gl) do not include the coordinates: open the link, then copy the long address from the browser bar and paste that.";
export const UNREADABLE_MESSAGE =
  "Map Pin must be a Google Maps or Waze link with coordinates, or coordinates such as 3.1510, 101.6655.";
export const OUTSIDE_MESSAGE = "Map Pin is not in Malaysia: check the link (latitude first, then longitude).";

const NUMBER = String.raw`(-?\d{1,3}(?:\.\d+)?)`;
const PAIR = new RegExp(String.raw`^\s*${NUMBER}\s*[,\s]\s*${NUMBER}\s*$`);
const DMS = /(\d{1,3})°\s*(\d{1,2})['′]\s*([\d.]+)["″]?\s*([NSEW])/gi;

const isShortLink = (url: URL) =>
  url.hostname === "maps.app.goo.gl" ||
  (url.hostname === "goo.gl" && url.pathname.startsWith("/maps")) ||
  (/(^|\.)waze\.com$/.test(url.hostname) && /^\/ul\/h/.test(url.pathname));

function pair(text: string | null | undefined): LatLon | null {
  const m = PAIR.exec(decodeURIComponent(text ?? "").replace(/^ll\./, ""));
  return m ? { lat: Number(m[1]), lon: Number(m[2]) } : null;
}

function fromDms(text: string): LatLon | null {
  const parts = [...text.matchAll(DMS)].map((m) => {
    const value = Number(m[1]) + Number(m[2]) / 60 + Number(m[3]) / 3600;
    return { axis: /[NS]/i.test(m[4]) ? "lat" : "lon", value: /[SW]/i.test(m[4]) ? -value : value };
  });
  const lat = parts.find((p) => p.axis === "lat");
  const lon = parts.find((p) => p.axis === "lon");
  return parts.length === 2 && lat && lon ? { lat: lat.value, lon: lon.value } : null;
}

function fromUrl(url: URL): LatLon | null {
  const decoded = decodeURIComponent(url.href);
  // The place's own pin (!3d…!4d…) is more exact than the camera's centre (@…).
  const pin = /!3d(-?\d+\.\d+)!4d(-?\d+\.\d+)/.exec(decoded);
  if (pin) return { lat: Number(pin[1]), lon: Number(pin[2]) };
  const camera = /@(-?\d+\.\d+),(-?\d+\.\d+)/.exec(decoded);
  if (camera) return { lat: Number(camera[1]), lon: Number(camera[2]) };
  for (const key of ["ll", "q", "query", "destination", "daddr", "to", "center"]) {
    const found = pair(url.searchParams.get(key));
    if (found) return found;
  }
  return null;
}

const inMalaysia = (p: LatLon) => p.lat > 0.8 && p.lat < 7.5 && p.lon > 99.5 && p.lon < 119.5;

export function readPlace(raw: string): PlaceReading {
  const text = raw.trim();
  let point: LatLon | null = null;
  if (/^https?:\/\//i.test(text) || /^(www\.|maps\.|waze\.)/i.test(text)) {
    let url: URL;
    try {
      url = new URL(/^https?:/i.test(text) ? text : `https://${text}`);
    } catch {
      return { error: UNREADABLE_MESSAGE };
    }
    if (isShortLink(url)) return { error: SHORT_LINK_MESSAGE };
    point = fromUrl(url);
  } else {
    point = pair(text) ?? fromDms(text);
  }
  if (!point || !Number.isFinite(point.lat) || !Number.isFinite(point.lon)) return { error: UNREADABLE_MESSAGE };
  if (!inMalaysia(point)) return { error: OUTSIDE_MESSAGE };
  return { point };
}

/** How a point is stored and shown back in the form: "3.151000,101.665500" (6 decimals, about 0.1 m). */
export const placeText = (p: LatLon) => `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;
export function pointOf(stored: string | null | undefined): LatLon | null {
  const p = pair(stored);
  return p && inMalaysia(p) ? p : null;
}
