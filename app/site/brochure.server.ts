import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import sharp from "sharp";
import { isOwnImage, variantUrl } from "~/photos/image-urls";
import { getStorage, keyFromPublicUrl } from "~/platform/storage/storage.server";
import { logger } from "~/platform/logger.server";
import { factsOf, factSections, type Fact } from "~/properties/display/facts";
import { dealPrices } from "~/properties/display/pricing";
import { nearStationText } from "~/properties/display/stations";
import { translator } from "~/i18n/translator";
import { listingPath } from "~/properties/model/property";
import type { PublicProperty } from "~/properties/model/table";
import type { AgencyDetails } from "./agency.server";
import { absoluteUrl } from "./seo";

/**
 * The one-page A4 brochure of a listing (docs/product.md#visitor-tools, decision 024): what an
 * agent prints for a viewing or sends as a file. Drawn with pdfkit in fixed boxes, each text cut
 * to its box, so that it never runs onto a second page whatever the listing says.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");
const BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

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
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
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

export async function brochurePdf(p: PublicProperty, agency: AgencyDetails): Promise<Buffer> {
  const url = absoluteUrl(agency.siteUrl, listingPath(p));
  const coverBox = { w: W, h: 290 };
  const thumbBox = { w: (W - (THUMBS - 1) * GAP) / THUMBS, h: 84 };
  const [cover, ...thumbs] = await Promise.all([
    p.images[0] ? photo(p.images[0], coverBox) : null,
    ...p.images.slice(1, 1 + THUMBS).map((u) => photo(u, thumbBox)),
  ]);

  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    font: REGULAR,
    info: {
      Title: `${p.title} - Property ID ${p.display_id}`,
      Author: agency.agencyName,
      // The listing's own date, not the time of drawing: the same listing gives the same file.
      CreationDate: new Date(p.date_status),
    },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Header: the firm, and the id a caller quotes.
  doc.font("bold").fontSize(11).fillColor(BRAND).text(agency.agencyName, M, M, { width: W * 0.7, height: 14, ellipsis: true });
  doc.font("regular").fontSize(10).fillColor(GREY).text(`Property ID ${p.display_id}`, M, M + 1, { width: W, align: "right" });

  let y = M + 22;
  if (cover) {
    doc.image(cover, M, y, { width: coverBox.w, height: coverBox.h });
    y += coverBox.h + GAP;
    const shown = thumbs.filter((t): t is Buffer => t !== null);
    shown.forEach((t, i) => doc.image(t, M + i * (thumbBox.w + GAP), y, { width: thumbBox.w, height: thumbBox.h }));
    if (shown.length) y += thumbBox.h + GAP;
  }

  y += 4;
  doc.font("bold").fontSize(18).fillColor(INK).text(p.title, M, y, { width: W, height: 46, ellipsis: true });
  y = Math.min(doc.y, y + 46) + 4;
  const place = [p.project_name, p.location].filter(Boolean).join(", ");
  if (place) {
    doc.font("regular").fontSize(10).fillColor(GREY).text(place, M, y, { width: W, height: 13, ellipsis: true });
    y += 18;
  }
  // The nearest stations as the listing page words them (the brochure is in English, as its other labels).
  for (const station of p.near_stations) {
    doc.font("regular").fontSize(10).fillColor(GREY).text(nearStationText(translator("en"), station), M, y - 3, { width: W, height: 13, ellipsis: true });
    y += 14;
  }

  for (const deal of dealPrices(p)) {
    doc.font("bold").fontSize(15).fillColor(BRAND).text(deal.text, M, y, { lineBreak: false });
    const after = M + doc.widthOfString(deal.text) + 10;
    if (deal.psf) doc.font("regular").fontSize(10).fillColor(GREY).text(deal.psf, after, y + 5, { lineBreak: false });
    y += 22;
  }

  // The facts in two columns, as many as fit above the contact block.
  y += 4;
  const facts = [...factsOf(p, { key: true }), ...factSections(p).flatMap((s) => s.facts)];
  const colW = (W - 16) / 2;
  const lineH = 14;
  const rows = Math.max(0, Math.floor((FOOTER_TOP - 10 - y) / lineH));
  doc.font("regular").fontSize(9.5).fillColor(INK);
  facts.slice(0, rows * 2).forEach((fact, i) => {
    const col = i < rows ? 0 : 1;
    const row = col === 0 ? i : i - rows;
    doc.text(factText(fact), M + col * (colW + 16), y + row * lineH, { width: colW, height: lineH, ellipsis: true, lineBreak: false });
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
  line("Contact the consultant", "regular", 9, GREY);
  line(agency.consultantName, "bold", 12);
  line(`${agency.consultantRen} · ${agency.consultantPhone}`, "regular", 10);
  line(`${agency.agencyName} (${agency.agencyRegNo})`, "regular", 10);
  doc.font("regular").fontSize(8.5).fillColor(BRAND).text(url, M, fy + 2, { width: textW, height: 12, ellipsis: true, lineBreak: false, link: url });
  drawQr(doc, url, PAGE.width - M - qrSize, FOOTER_TOP + 8, qrSize);
  doc.font("regular").fontSize(7.5).fillColor(GREY).text("Scan for photos and details", PAGE.width - M - qrSize - 10, FOOTER_TOP + 8 + qrSize + 3, {
    width: qrSize + 20,
    align: "center",
    lineBreak: false,
  });

  doc.end();
  return done;
}
