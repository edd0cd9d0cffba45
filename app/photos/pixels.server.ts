import sharp from "sharp";

/** A photo decoded once (upright, public size): what its public files are all made from. */
export interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

export function fromPixels({ data, info }: Pixels) {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}
