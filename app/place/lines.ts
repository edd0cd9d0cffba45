/**
 * The Klang Valley rail lines the station file names (app/place/stations/README.md),
 * keyed by its `line_code`. Colours are the operators' line colours as printed on
 * the Rapid KL and KTM network maps; `mode` is the word a Malaysian ad puts before
 * the station's name ("MRT Semantan", "KTM Sentul"), also the station slug's prefix.
 */
export const LINES = {
  AG: { name: "LRT Ampang Line", mode: "LRT", colour: "#E57200" },
  SP: { name: "LRT Sri Petaling Line", mode: "LRT", colour: "#76232F" },
  KJ: { name: "LRT Kelana Jaya Line", mode: "LRT", colour: "#D50032" },
  SA: { name: "LRT Shah Alam Line", mode: "LRT", colour: "#0098C3" },
  KG: { name: "MRT Kajang Line", mode: "MRT", colour: "#047940" },
  PY: { name: "MRT Putrajaya Line", mode: "MRT", colour: "#FFCD00" },
  MR: { name: "KL Monorail Line", mode: "Monorail", colour: "#84BD00" },
  "KTM-BC": { name: "KTM Batu Caves–Pulau Sebang Line", mode: "KTM", colour: "#1964B7" },
  "KTM-PK": { name: "KTM Tanjung Malim–Port Klang Line", mode: "KTM", colour: "#CE0E2D" },
  ERL: { name: "KLIA Ekspres / KLIA Transit", mode: "ERL", colour: "#6B2C91" },
  BRT: { name: "BRT Sunway Line", mode: "BRT", colour: "#115740" },
} as const;

export type LineCode = keyof typeof LINES;
export const LINE_CODES = Object.keys(LINES) as LineCode[];
export const isLineCode = (value: string): value is LineCode => Object.hasOwn(LINES, value);

/** `?line=` takes the code in lower case (`kg`, `ktm-bc`). */
export const lineParam = (code: LineCode) => code.toLowerCase();
export const lineFromParam = (value: string | null | undefined): LineCode | undefined => {
  const code = (value ?? "").trim().toUpperCase();
  return isLineCode(code) ? code : undefined;
};
