import sharp from 'sharp';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A real picture made on the spot: a solid colour with a lighter band, as PNG or JPEG. */
export async function makeImage(
  format: 'png' | 'jpeg',
  colour: Rgb,
  size = { width: 320, height: 200 },
): Promise<Buffer> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">` +
      `<rect x="0" y="${Math.round(size.height * 0.45)}" width="${size.width}" height="4" fill="white"/></svg>`,
  );
  const image = sharp({
    create: { width: size.width, height: size.height, channels: 3, background: colour },
  }).composite([{ input: band }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** The average colour of an encoded picture (whatever the server re-encoded it to). */
export async function averageColour(bytes: Buffer): Promise<Rgb> {
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((channel) => Math.round(channel.mean));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/** True when two colours are within `tolerance` on every channel. */
export function closeColours(a: Rgb, b: Rgb, tolerance = 24): boolean {
  return (
    Math.abs(a.r - b.r) <= tolerance &&
    Math.abs(a.g - b.g) <= tolerance &&
    Math.abs(a.b - b.b) <= tolerance
  );
}
