import sharp from "sharp";

/**
 * Draws a believable photo locally (no downloads): a sky, a building with
 * lit windows, trees and a lawn, varied by `seed`. SVG without text, so no
 * fonts are needed.
 */
export async function demoPhoto(seed: number, kind: "tower" | "house" | "interior"): Promise<Buffer> {
  const rand = mulberry32(seed);
  const w = 1200;
  const h = 800;
  const hue = Math.floor(rand() * 360);
  const sky = `hsl(${200 + Math.floor(rand() * 20)},70%,${60 + Math.floor(rand() * 15)}%)`;
  const wall = `hsl(${hue},${15 + Math.floor(rand() * 25)}%,${70 + Math.floor(rand() * 15)}%)`;
  const accent = `hsl(${(hue + 180) % 360},35%,35%)`;
  const shapes: string[] = [];

  if (kind === "interior") {
    shapes.push(`<rect width="${w}" height="${h}" fill="${wall}"/>`);
    shapes.push(`<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="hsl(30,35%,${45 + Math.floor(rand() * 15)}%)"/>`);
    shapes.push(`<rect x="${w * 0.55}" y="${h * 0.15}" width="${w * 0.35}" height="${h * 0.45}" fill="${sky}" stroke="#fff" stroke-width="14"/>`);
    shapes.push(`<rect x="${w * 0.08}" y="${h * 0.52}" width="${w * 0.42}" height="${h * 0.22}" rx="24" fill="${accent}"/>`);
    shapes.push(`<rect x="${w * 0.1}" y="${h * 0.44}" width="${w * 0.38}" height="${h * 0.12}" rx="20" fill="${accent}" opacity="0.85"/>`);
    shapes.push(`<circle cx="${w * 0.3}" cy="${h * 0.2}" r="40" fill="#fff8dc" opacity="0.9"/>`);
  } else {
    shapes.push(`<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f4f8ff"/></linearGradient></defs>`);
    shapes.push(`<rect width="${w}" height="${h}" fill="url(#s)"/>`);
    shapes.push(`<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="hsl(100,40%,${35 + Math.floor(rand() * 10)}%)"/>`);
    if (kind === "tower") {
      const towers = 2 + Math.floor(rand() * 2);
      for (let t = 0; t < towers; t++) {
        const tw = 180 + rand() * 80;
        const th = h * (0.45 + rand() * 0.35);
        const tx = 120 + t * (w - 240) / towers + rand() * 40;
        shapes.push(`<rect x="${tx}" y="${h * 0.78 - th}" width="${tw}" height="${th}" fill="${wall}" stroke="${accent}" stroke-width="4"/>`);
        for (let y = h * 0.78 - th + 20; y < h * 0.75; y += 34) {
          for (let x = tx + 16; x < tx + tw - 30; x += 36) {
            shapes.push(`<rect x="${x}" y="${y}" width="22" height="20" fill="${rand() > 0.7 ? "#ffe9a8" : "#5a7da8"}"/>`);
          }
        }
      }
    } else {
      const hx = w * 0.22;
      const hw = w * 0.56;
      const hy = h * 0.42;
      shapes.push(`<polygon points="${hx - 30},${hy} ${hx + hw / 2},${h * 0.2} ${hx + hw + 30},${hy}" fill="${accent}"/>`);
      shapes.push(`<rect x="${hx}" y="${hy}" width="${hw}" height="${h * 0.36}" fill="${wall}"/>`);
      shapes.push(`<rect x="${hx + hw * 0.42}" y="${h * 0.58}" width="${hw * 0.16}" height="${h * 0.2}" fill="#6b4a2b"/>`);
      for (const fx of [0.1, 0.7]) {
        shapes.push(`<rect x="${hx + hw * fx}" y="${h * 0.5}" width="${hw * 0.2}" height="${h * 0.12}" fill="#9cc3e6" stroke="#fff" stroke-width="6"/>`);
      }
    }
    for (let i = 0; i < 4; i++) {
      const x = rand() * w;
      shapes.push(`<circle cx="${x}" cy="${h * 0.76}" r="${40 + rand() * 30}" fill="hsl(120,35%,${25 + Math.floor(rand() * 15)}%)"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
