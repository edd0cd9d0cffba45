import { MAX_PUBLIC_SIDE } from "~/photos/image-urls";

/**
 * JPEG quality of the shrunk copy. The server re-encodes it (public JPEG at 95,
 * master at 92, WebP variants at 78 and less), so 0.92 keeps the upload's own
 * loss well under what the variants lose; the e2e compares the stored master
 * with the original (decision 071).
 */
const UPLOAD_JPEG_QUALITY = 0.92;

function fitInside(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_PUBLIC_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/jpeg", quality: UPLOAD_JPEG_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", UPLOAD_JPEG_QUALITY));
}

function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== "undefined") return new OffscreenCanvas(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/**
 * A phone photo shrunk in the browser to the largest size the site keeps
 * (MAX_PUBLIC_SIDE on its long side), turned upright by its EXIF orientation,
 * as a JPEG: a 12 MP photo sends about a quarter of its bytes on mobile data.
 * The file itself when it is already small enough, when the copy would not be
 * smaller, or when the browser cannot decode it (the server then says why).
 * The EXIF tags (GPS) are not copied: the server strips them anyway.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    if (Math.max(bitmap.width, bitmap.height) <= MAX_PUBLIC_SIDE) return file;
    const size = fitInside(bitmap.width, bitmap.height);
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return file;
    // A transparent PNG would turn black in a JPEG; the server flattens onto white too.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await encode(canvas);
    if (!blob || blob.size >= file.size) return file;
    // The agent's own name for it stays, for the messages; the server reads the type from the bytes.
    return new File([blob], file.name, { type: "image/jpeg", lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

let turn: Promise<unknown> = Promise.resolve();

/** One photo decoded at a time: three 12 MP bitmaps at once would hold about 150 MB of a phone's memory. */
export function shrinkInTurn(file: File): Promise<File> {
  const next = turn.then(() => shrinkPhoto(file));
  turn = next.catch(() => undefined);
  return next;
}
