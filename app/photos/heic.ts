/**
 * iPhones save photos as HEIC unless told otherwise, and no browser can show
 * one, so we neither store nor convert them (sharp's libheif here has no HEVC
 * decoder). The agent needs to know what the file is and what to do, not
 * "not an image". Shared by the photo picker and the server's refusal.
 */
export const HEIC_ADVICE =
  "On an iPhone, set Settings › Camera › Formats to Most Compatible, or share it as JPEG, then upload it again.";

export function heicMessage(name: string): string {
  return `${name} is in HEIC format, which browsers cannot show. ${HEIC_ADVICE}`;
}

/** The ISO-BMFF brands of HEVC-coded HEIF (HEIC); AVIF, also HEIF, has its own (`avif`, `avis`). */
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);

/** From the `ftyp` box at the start of the file: its major and compatible brands. */
export function isHeicBytes(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16 || text(4, 8) !== "ftyp") return false;
  const boxSize = Math.min(((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0, bytes.length, 256);
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(text(at, at + 4));
  return brands.some((brand) => HEVC_BRANDS.has(brand));
}

/** In the browser, before any upload: by the type the system gives the file, or by its name. */
export function isHeicFile(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}
