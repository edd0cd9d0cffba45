/**
 * Where the demo listings are (issue 30): a point near each demo project, so a
 * fresh site shows station distances, approximate circles and station pages.
 * Demo data, placed by eye on a map of the area; not survey points.
 */
const PLACES: Record<string, string> = {
  "Arcoris Residences": "3.172100,101.651500",
  "Verve Suites": "3.166500,101.654300",
  SS2: "3.118000,101.623000",
  "Vista Damai": "3.106000,101.726000",
  "Horizon Hills": "1.429000,103.626000",
  "Bukit Tunku": "3.168000,101.683000",
  "Sunway Geo Residences": "3.065000,101.607500",
  "Setia Eco Park": "3.107000,101.458000",
  "Bandar Puteri": "3.024000,101.617000",
  "The Vertical": "3.110500,101.665500",
  "Taman Perindustrian Puchong": "3.010000,101.620000",
  "D'Pulze": "2.923600,101.656000",
  "Empire Damansara": "3.156000,101.617000",
  "Shaftsbury Square": "2.922500,101.654400",
  "Straits Quay": "5.458000,100.314000",
  "Taman Connaught": "3.080000,101.738000",
  "Pangsapuri Seri Kepong": "3.210000,101.637000",
  "USJ Heights": "3.032000,101.587000",
  "Bandar Setia Alam": "3.100000,101.454000",
  "Kiara Designer Suites": "3.170000,101.653000",
  "Tamarind Square": "2.919000,101.656000",
  "Taman Tun Dr Ismail": "3.140000,101.630000",
  "Taman Mount Austin": "1.559000,103.781000",
  "Menara Landmark": "1.463000,103.763000",
  "Bangsar South Suites": "3.111000,101.666000",
  "Pavilion Hilltop": "3.174000,101.649000",
  "Taman Sri Gombak": "3.240000,101.700000",
  "Seksyen 13": "3.087000,101.542000",
  "Residensi Harmoni": "3.070000,101.740000",
};

export const demoPlace = (project: string): string => PLACES[project] ?? "";
