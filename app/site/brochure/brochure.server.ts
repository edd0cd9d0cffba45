import type QRCodeModule from "qrcode";
import sharp from "sharp";
import { isOwnImage, variantUrl } from "~/photos/image-urls";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { logger } from "~/platform/logger.server";
import { factsOf, factSections, type Fact } from "~/properties/display/facts";
import { dealPrices } from "~/properties/display/pricing";
import { nearStationText } from "~/properties/display/stations";
import { translator } from "~/i18n/translator";
import { LANG_TAG, langPath, type Lang } from "~/i18n/languages";
import { titleIn } from "~/i18n/listing-text";
import { listingPath } from "~/properties/model/property";
import type { PublicProperty } from "~/properties/model/table";
import type { AgencyDetails } from "~/site/agency.server";
import { absoluteUrl } from "~/site/seo";
import { brochureFonts } from "./fonts.server";
import { layOutFacts } from "./facts-layout";

/**
 * The one-page A4 brochure of a listing (docs/product.md#visitor-tools, decisions 024 and 057), in the
 * language of the page it was asked from (/ms/… Malay, /zh/… Chinese): what an agent prints for
 * a viewing or sends as a file. Drawn with pdfkit in fixed boxes so that it never runs onto a
 * second page; the facts are never cut: they wrap in their column, and when they need more room
 * the type and then the photos get smaller (facts-layout.ts).
 */

const PAGE = { width: 595.28, height: 841.89 };
const M = 36; // margin
const W = PAGE.width - 2 * M;
const BRAND = "#0f6b50";
const INK = "#1c1917";
const GREY = "#57534e";
const THUMBS = 4;
const GAP = 8;
const FOOTER_TOP = 700;

/** A photo from storage, cropped to its box at twice its size in points (sharp on a printout). */
async function photo(url: string, box: { w: number; h: number }): Promise<Buffer | null> {
  if (!isOwnImage(url)) return null; // an imported link elsewhere: not fetched from the server
  const storage = getStorage();
  const candidates = [variantUrl(url, box.w > 300 ? 1200 : 480), url];
  try {
    for (const candidate of candidates) {
      const key = keyFromPublicUrl(candidate);
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) continue;
      return await sharp(bytes)
        .resize(Math.round(box.w * 2), Math.round(box.h * 2), { fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer();
    }
  } catch (err) {
    logger.warn({ err, url }, "brochure photo unreadable; left out");
  }
  return null;
}

/** The QR code as squares drawn in vector: sharp at any print size. */
function drawQr(doc: PDFKit.PDFDocument, qr: ReturnType<typeof QRCodeModule.create>, x: number, y: number, size: number) {
  const count = qr.modules.size;
  const cell = size / count;
  doc.save().fillColor("#000000");
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill().restore();
}

const factText = (f: Fact) => `${f.label}: ${Array.isArray(f.value) ? f.value.join(", ") : f.value}`;

/**
 * The sizes the brochure tries, largest first, until every fact fits above the contact block:
 * the photos shrink before the type does; the last has no photos and 7 pt type.
 */
const LAYOUTS = [
  { cover: 290, thumb: 84, type: 9.5 },
  { cover: 290, thumb: 84, type: 8.5 },
  { cover: 220, thumb: 64, type: 8.5 },
  { cover: 170, thumb: 0, type: 8 },
  { cover: 110, thumb: 0, type: 7.5 },
  { cover: 0, thumb: 0, type: 7 },
] as const;
const COLUMN_GAP = 16;
const COL_W = (W - COLUMN_GAP) / 2;

type Layout = (typeof LAYOUTS)[number];

/** The first of LAYOUTS in which every fact fits the room it leaves; the last one otherwise (as many as fit). */
function chooseLayout(doc: PDFKit.PDFDocument, texts: string[], roomFor: (layout: Layout) => number) {
  let heights: number[] = [];
  for (const layout of LAYOUTS) {
    doc.font("regular").fontSize(layout.type);
    heights = texts.map((text) => doc.heightOfString(text, { width: COL_W }) + layout.type * 0.45);
    const columns = layOutFacts(heights, roomFor(layout));
    if (columns) return { layout, heights, columns };
  }
  return { layout: LAYOUTS[LAYOUTS.length - 1], heights, columns: { split: Math.ceil(texts.length / 2), height: Infinity } };
}

/**
 * pdfkit and qrcode are loaded with the first brochure, not when the server starts: 0.24 s of
 * CPU that every start and every test process paid for a page few visitors ask for.
 */
const pdfModules = () => Promise.all([import("pdfkit"), import("qrcode")]);

export async function brochurePdf(p: PublicProperty, agency: AgencyDetails, lang: Lang = "en"): Promise<Buffer> {
  const [{ default: PDFDocument }, { default: QRCode }] = await pdfModules();
  const t = translator(lang);
  const url = absoluteUrl(agency.siteUrl, langPath(lang, listingPath(p)));
  const title = titleIn(p, lang);
  const idText = t("listing.brochure.id", { id: p.display_id });
  const fonts = brochureFonts(lang);
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    // pdfkit takes a font's bytes as well as a path (its typings say path only).
    font: fonts.regular as unknown as string,
    lang: LANG_TAG[lang],
    info: {
      Title: `${title} - ${idText}`,
      Author: agency.agencyName,
      // The listing's own date, not the time of drawing: the same listing gives the same file.
      CreationDate: new Date(p.date_status),
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const place = [p.project_name, p.location].filter(Boolean).join(", ");
  const stations = p.near_stations.map((station) => nearStationText(t, station));
  const deals = dealPrices(p, t);
  const facts = [...factsOf(p, { key: true, lang }), ...factSections(p, undefined, lang).flatMap((s) => s.facts)];
  const photos = p.images.filter(isOwnImage);
  const titleH = Math.min(46, doc.font("bold").fontSize(18).heightOfString(title, { width: W }));
  // Everything above the facts but the photos: title, place, stations, prices.
  const textAbove = 4 + titleH + 4 + (place ? 18 : 0) + 14 * stations.length + 22 * deals.length + 4;

  const { layout, heights, columns } = chooseLayout(doc, facts.map(factText), (layout) => {
    const photoH = (photos[0] && layout.cover ? layout.cover + GAP : 0) + (photos.length > 1 && layout.thumb ? layout.thumb + GAP : 0);
    return FOOTER_TOP - 10 - (M + 22 + photoH + textAbove);
  });

  const coverBox = { w: W, h: layout.cover };
  const thumbBox = { w: (W - (THUMBS - 1) * GAP) / THUMBS, h: layout.thumb };
  const [cover, ...thumbs] = await Promise.all([
    photos[0] && coverBox.h ? photo(photos[0], coverBox) : null,
    ...(thumbBox.h ? photos.slice(1, 1 + THUMBS).map((u) => photo(u, thumbBox)) : []),
  ]);

  // Header: the firm, and the id a caller quotes.
  doc.font("bold").fontSize(11).fillColor(BRAND).text(agency.agencyName, M, M, { width: W * 0.7, height: 14, ellipsis: true });
  doc.font("regular").fontSize(10).fillColor(GREY).text(idText, M, M + 1, { width: W, align: "right" });

  let y = M + 22;
  if (cover) {
    doc.image(cover, M, y, { width: coverBox.w, height: coverBox.h });
    y += coverBox.h + GAP;
    const shown = thumbs.filter((b): b is Buffer => b !== null);
    shown.forEach((b, i) => doc.image(b, M + i * (thumbBox.w + GAP), y, { width: thumbBox.w, height: thumbBox.h }));
    if (shown.length) y += thumbBox.h + GAP;
  }

  y += 4;
  doc.font("bold").fontSize(18).fillColor(INK).text(title, M, y, { width: W, height: 46, ellipsis: true });
  y += titleH + 4;
  if (place) {
    doc.font("regular").fontSize(10).fillColor(GREY).text(place, M, y, { width: W, height: 13, ellipsis: true });
    y += 18;
  }
  for (const station of stations) {
    doc.font("regular").fontSize(10).fillColor(GREY).text(station, M, y - 3, { width: W, height: 13, ellipsis: true });
    y += 14;
  }

  // Each price with its deal ("For Sale", "Untuk Disewa", "出租") before it, and its psf after.
  for (const deal of deals) {
    doc.font("regular").fontSize(11).fillColor(GREY).text(deal.badge, M, y + 3, { lineBreak: false });
    const priceX = M + doc.widthOfString(deal.badge) + 8;
    doc.font("bold").fontSize(15).fillColor(BRAND).text(deal.text, priceX, y, { lineBreak: false });
    const after = priceX + doc.widthOfString(deal.text) + 10;
    if (deal.psf) doc.font("regular").fontSize(10).fillColor(GREY).text(deal.psf, after, y + 5, { lineBreak: false });
    y += 22;
  }

  // The facts in two columns, each wrapped in its column, all of them.
  y += 4;
  doc.font("regular").fontSize(layout.type).fillColor(INK);
  const columnY = [y, y];
  facts.forEach((fact, i) => {
    const col = i < columns.split ? 0 : 1;
    doc.text(factText(fact), M + col * (COL_W + COLUMN_GAP), columnY[col], { width: COL_W, lineGap: 0 });
    columnY[col] += heights[i] ?? 0;
  });

  // The contact block the law asks of an advert, and the way back to the listing online.
  const qrSize = 96;
  doc.moveTo(M, FOOTER_TOP).lineTo(PAGE.width - M, FOOTER_TOP).lineWidth(0.75).strokeColor("#d6d3d1").stroke();
  const textW = W - qrSize - 16;
  let fy = FOOTER_TOP + 10;
  const line = (text: string, font: "regular" | "bold", size: number, color = INK) => {
    doc.font(font).fontSize(size).fillColor(color).text(text, M, fy, { width: textW, height: size + 4, ellipsis: true, lineBreak: false });
    fy += size + 5;
  };
  line(t("listing.consultant.heading"), "regular", 9, GREY);
  line(agency.consultantName, "bold", 12);
  line(`${agency.consultantRen} · ${agency.consultantPhone}`, "regular", 10);
  line(`${agency.agencyName} (${agency.agencyRegNo})`, "regular", 10);
  doc.font("regular").fontSize(8.5).fillColor(BRAND).text(url, M, fy + 2, { width: textW, height: 12, ellipsis: true, lineBreak: false, link: url });
  drawQr(doc, QRCode.create(url, { errorCorrectionLevel: "M" }), PAGE.width - M - qrSize, FOOTER_TOP + 8, qrSize);
  doc.font("regular").fontSize(7.5).fillColor(GREY).text(t("listing.brochure.scan"), PAGE.width - M - qrSize - 10, FOOTER_TOP + 8 + qrSize + 3, {
    width: qrSize + 20,
    align: "center",
    lineBreak: false,
  });

  doc.end();
  return done;
}
