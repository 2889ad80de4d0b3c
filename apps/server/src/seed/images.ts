import sharp from 'sharp';
import { mediaKey } from '../media/images';
import type { MediaStorage } from '../media/storage';

/** Two colours per category (ids 1–10, in order), for generated cover images. */
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1d4e89', '#4fb0c6'],
  ['#5b2a86', '#c16e70'],
  ['#14532d', '#a3c586'],
  ['#8a1c7c', '#f29e4c'],
  ['#b91c1c', '#f4d35e'],
  ['#0f766e', '#b6e2d3'],
  ['#9d4edd', '#ffd6a5'],
  ['#1f2937', '#38bdf8'],
  ['#c2410c', '#fde68a'],
  ['#111827', '#9ca3af'],
];

const WIDTH = 1200;
const HEIGHT = 675;
/** The size of every generated cover, in pixels. */
export const COVER_SIZE = { width: WIDTH, height: HEIGHT } as const;

/** A deterministic pseudo-random sequence, so the seed draws the same pictures every time. */
function sequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function coverSvg(categoryIndex: number, variant: number): string {
  const [from, to] = PALETTES[categoryIndex % PALETTES.length] ?? ['#333333', '#999999'];
  const random = sequence((categoryIndex + 1) * 97 + variant * 13);
  const shapes: string[] = [];
  for (let index = 0; index < 9; index++) {
    const x = Math.round(random() * WIDTH);
    const y = Math.round(random() * HEIGHT);
    const size = Math.round(60 + random() * 260);
    const opacity = (0.12 + random() * 0.3).toFixed(2);
    shapes.push(
      index % 3 === 0
        ? `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * 0.6)}" rx="18" fill="#ffffff" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 40 - 20)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${Math.round(size / 2)}" fill="#ffffff" fill-opacity="${opacity}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
  <rect y="${HEIGHT - 90}" width="100%" height="90" fill="#000000" fill-opacity="0.18"/>
</svg>`;
}

function avatarSvg(index: number): string {
  const [from, to] = PALETTES[(index * 3) % PALETTES.length] ?? ['#333333', '#999999'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
  <rect width="300" height="300" fill="${to}"/>
  <circle cx="150" cy="118" r="62" fill="${from}"/>
  <ellipse cx="150" cy="290" rx="110" ry="90" fill="${from}"/>
</svg>`;
}

async function storeSvg(storage: MediaStorage, svg: string, kind: 'article' | 'avatar') {
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
  const key = mediaKey(kind, bytes);
  await storage.put(key, bytes, 'image/webp');
  return key;
}

/** Generates cover images locally (no external URLs): `perCategory` for each of `categories`. */
export async function generateCoverImages(
  storage: MediaStorage,
  categories: number,
  perCategory: number,
): Promise<string[][]> {
  const result: string[][] = [];
  for (let category = 0; category < categories; category++) {
    const keys: string[] = [];
    for (let variant = 0; variant < perCategory; variant++) {
      keys.push(await storeSvg(storage, coverSvg(category, variant), 'article'));
    }
    result.push(keys);
  }
  return result;
}

export async function generateAvatars(storage: MediaStorage, count: number): Promise<string[]> {
  const keys: string[] = [];
  for (let index = 0; index < count; index++) {
    keys.push(await storeSvg(storage, avatarSvg(index), 'avatar'));
  }
  return keys;
}
