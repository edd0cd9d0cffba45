/**
 * Naming-rights names seen on signage and in the feeds (stations/README.md,
 * "Names"). The station keeps its base name, because sponsors change; these are
 * search aliases, so that "Bank Rakyat-Bangsar" still finds Bangsar.
 */
export const SPONSOR_NAMES: Record<string, readonly string[]> = {
  AG6: ["Bandaraya-UOB"],
  SP6: ["Bandaraya-UOB"],
  KJ11: ["Kampung Baru-CBP Coopbank Pertama"],
  KJ15: ["KL Sentral-redONE"],
  KJ16: ["Bank Rakyat-Bangsar"],
  KJ27: ["CGC Glenmarie"],
  AG9: ["BBCC-Hang Tuah"],
  SP9: ["BBCC-Hang Tuah"],
  MR4: ["BBCC-Hang Tuah"],
  KG13: ["Pavilion Damansara Heights-Pusat Bandar Damansara"],
  KG18A: ["Pavilion Kuala Lumpur-Bukit Bintang"],
  KG20: ["Tun Razak Exchange-Samsung Galaxy", "TRX-Samsung Galaxy"],
  KG22: ["AEON-Maluri"],
  SA12: ["Dato' Menteri-SA Sentral"],
};
