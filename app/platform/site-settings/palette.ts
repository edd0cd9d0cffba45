/**
 * The brand colours as the CSS custom properties Tailwind's `brand-*` and
 * `accent-*` utilities read (app/app.css @theme), derived from the two colours
 * of the settings. Computed here, not with color-mix() in the stylesheet, so
 * every shade is a plain hex value the contrast checks (axe, Lighthouse) read.
 */
function mix(hex: string, toward: "#ffffff" | "#000000", amount: number): string {
  const out = [1, 3, 5].map((at) => {
    const from = parseInt(hex.slice(at, at + 2), 16);
    const to = parseInt(toward.slice(at, at + 2), 16);
    return Math.round(from + (to - from) * amount)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${out.join("")}`;
}

/** `brand` is checked for white text on it (4.5:1), so 600 and darker carry white text and links on white. */
export function brandCssVariables(brand: string, accent: string): string {
  const shades: Record<string, string> = {
    "--color-brand-50": mix(brand, "#ffffff", 0.93),
    "--color-brand-100": mix(brand, "#ffffff", 0.85),
    "--color-brand-200": mix(brand, "#ffffff", 0.7),
    "--color-brand-600": brand,
    "--color-brand-700": mix(brand, "#000000", 0.18),
    "--color-brand-800": mix(brand, "#000000", 0.36),
    "--color-brand-900": mix(brand, "#000000", 0.55),
    "--color-accent-100": mix(accent, "#ffffff", 0.75),
    "--color-accent-400": accent,
    "--color-accent-500": mix(accent, "#000000", 0.12),
  };
  return `:root{${Object.entries(shades)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;
}
