/**
 * Where the seed's pictures come from: they are drawn here, by code, on every seed. No photograph
 * is downloaded or copied, so there is no licence to keep. Each cover is a procedurally drawn
 * scene that reads like a news photograph of its category (a harbour city, a parliament, office
 * towers, a concert, a stadium, mountains, a park at golden hour, a server room, a coast, a street
 * at night): an SVG of sky, sun, clouds and silhouettes with depth haze, rasterised by sharp at
 * half size and scaled up (the softness of a lens), then film grain and a vignette; each scene is
 * stored as drawn and mirrored, two covers for little more than the cost of one. Avatars are
 * drawn studio portraits in the same way. Everything is deterministic: the same seed draws the
 * same pictures, so their content-addressed keys are stable.
 */
import { CATEGORIES } from '@byline/api-client/contract';
import sharp from 'sharp';
import { mediaKey, renderRenditions, storeRenditions } from '../media/images';
import type { MediaStorage } from '../media/storage';

const WIDTH = 1200;
const HEIGHT = 675;
/** The size of every generated cover, in pixels. */
export const COVER_SIZE = { width: WIDTH, height: HEIGHT } as const;
const AVATAR_SIZE = 300;
/** Scenes are rasterised at this fraction of their size, then scaled up: faster, and softer. */
const RENDER_SCALE = 0.5;
const WEBP_QUALITY = 75;

type Random = () => number;

/** A deterministic pseudo-random sequence, so the seed draws the same pictures every time. */
function sequence(seed: number): Random {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pickOne = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length] as T;

/** `from` mixed with `to` by `amount` (0–1): how haze lightens what is far away. */
function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

interface Sky {
  stops: readonly string[];
  /** The colour far things fade into. */
  haze: string;
  sun: string | null;
  night: boolean;
}

const SKIES: Record<'dawn' | 'day' | 'dusk' | 'night' | 'overcast' | 'golden', Sky> = {
  dawn: { stops: ['#5d6f9c', '#e9a482', '#f7d9ad'], haze: '#e8b99a', sun: '#fff1d0', night: false },
  day: { stops: ['#5d93c9', '#9cc3e4', '#dcebf5'], haze: '#c9dcea', sun: '#fffdf2', night: false },
  dusk: { stops: ['#1f2b4d', '#9a4f6b', '#f0925c'], haze: '#c77a6a', sun: '#ffd08a', night: false },
  night: { stops: ['#04060d', '#0e1530', '#22305a'], haze: '#27345a', sun: null, night: true },
  overcast: { stops: ['#7d8791', '#a9b1b8', '#d3d6d8'], haze: '#c2c7cb', sun: null, night: false },
  golden: {
    stops: ['#6f86b0', '#f1b87a', '#ffe2a8'],
    haze: '#f3c995',
    sun: '#fff4d6',
    night: false,
  },
};

/** The sky as a vertical gradient, with the sun's glow and soft clouds. */
function skyLayer(random: Random, sky: Sky, horizon: number, clouds: number): string {
  const stops = sky.stops
    .map(
      (colour, index) =>
        `<stop offset="${index / (sky.stops.length - 1)}" stop-color="${colour}"/>`,
    )
    .join('');
  // Without a sun the glow is a street lamp's (stadium floodlights, street lights).
  const light = sky.sun ?? '#ffd79a';
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.9"/>
      <stop offset="0.2" stop-color="${light}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
      <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>`,
    `<rect width="${WIDTH}" height="${horizon + 40}" fill="url(#sky)"/>`,
  ];
  if (sky.sun) {
    const x = between(random, 150, WIDTH - 150);
    const y = between(random, horizon * 0.35, horizon * 0.85);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${between(random, 220, 340)}" fill="url(#glow)"/>`,
      `<circle cx="${x}" cy="${y}" r="${between(random, 18, 30)}" fill="${sky.sun}"/>`,
    );
  } else if (sky.night) {
    for (let index = 0; index < 40; index++) {
      parts.push(
        `<circle cx="${between(random, 0, WIDTH)}" cy="${between(random, 0, horizon * 0.7)}" r="${between(random, 0.6, 1.6)}" fill="#ffffff" fill-opacity="${between(random, 0.3, 0.8).toFixed(2)}"/>`,
      );
    }
  }
  const cloudColour = sky.night ? '#2c3656' : mix(sky.haze, '#ffffff', 0.6);
  const shapes: string[] = [];
  for (let index = 0; index < clouds; index++) {
    const x = between(random, -100, WIDTH + 100);
    const y = between(random, 30, horizon * 0.7);
    const width = between(random, 120, 320);
    for (let puff = 0; puff < 4; puff++) {
      shapes.push(
        `<ellipse cx="${x + between(random, -width / 2, width / 2)}" cy="${y + between(random, -18, 18)}" rx="${between(random, width / 4, width / 2)}" ry="${between(random, 16, 38)}"/>`,
      );
    }
  }
  parts.push(
    `<g filter="url(#soft)" fill="${cloudColour}" fill-opacity="${sky.night ? 0.5 : 0.7}">${shapes.join('')}</g>`,
  );
  return parts.join('');
}

/** A mountain or hill ridge from `top` down to the bottom, by midpoint displacement. */
function ridge(random: Random, top: number, roughness: number, colour: string): string {
  let points = [
    [0, top + between(random, -roughness, roughness)],
    [WIDTH, top + between(random, -roughness, roughness)],
  ];
  let spread = roughness;
  for (let pass = 0; pass < 6; pass++) {
    const next: number[][] = [];
    for (let index = 0; index < points.length - 1; index++) {
      const [x1, y1] = points[index] as [number, number];
      const [x2, y2] = points[index + 1] as [number, number];
      next.push([x1, y1], [(x1 + x2) / 2, (y1 + y2) / 2 + between(random, -spread, spread)]);
    }
    next.push(points[points.length - 1] as number[]);
    points = next;
    spread *= 0.55;
  }
  const path = points.map(([x, y]) => `${(x ?? 0).toFixed(0)},${(y ?? 0).toFixed(0)}`).join(' ');
  return `<polygon points="0,${HEIGHT} ${path} ${WIDTH},${HEIGHT}" fill="${colour}"/>`;
}

/** City blocks standing on `base`, with lit windows at night and dusk. */
function skyline(
  random: Random,
  base: number,
  options: { colour: string; minHeight: number; maxHeight: number; lit: number; window: string },
): string {
  const parts: string[] = [];
  let x = between(random, -40, 0);
  while (x < WIDTH) {
    const width = between(random, 40, 120);
    const height = between(random, options.minHeight, options.maxHeight);
    const top = base - height;
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${(height + 2).toFixed(0)}" fill="${options.colour}"/>`,
    );
    if (random() < 0.2) {
      parts.push(
        `<rect x="${(x + width / 2 - 2).toFixed(0)}" y="${(top - 30).toFixed(0)}" width="3" height="30" fill="${options.colour}"/>`,
      );
    }
    if (options.lit > 0) {
      for (let wy = top + 8; wy < base - 10; wy += 14) {
        for (let wx = x + 6; wx < x + width - 8; wx += 11) {
          if (random() < options.lit) {
            parts.push(
              `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="5" height="7" fill="${options.window}" fill-opacity="${between(random, 0.5, 0.95).toFixed(2)}"/>`,
            );
          }
        }
      }
    }
    x += width + between(random, 0, 12);
  }
  return parts.join('');
}

/** Water from `top` down, with the sky's colour in it and glints on the ripples. */
function water(random: Random, top: number, deep: string, light: string): string {
  const parts = [
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`,
    `<rect y="${top}" width="${WIDTH}" height="${HEIGHT - top}" fill="url(#water)"/>`,
  ];
  for (let index = 0; index < 70; index++) {
    const y = between(random, top + 4, HEIGHT);
    const depth = (y - top) / (HEIGHT - top);
    parts.push(
      `<rect x="${between(random, 0, WIDTH).toFixed(0)}" y="${y.toFixed(0)}" width="${between(random, 20, 160 * (0.4 + depth)).toFixed(0)}" height="${(1 + depth * 2).toFixed(1)}" fill="#ffffff" fill-opacity="${between(random, 0.05, 0.25).toFixed(2)}"/>`,
    );
  }
  return parts.join('');
}

/** Rounded tree crowns on `base`, nearer ones larger. */
function trees(random: Random, base: number, count: number, colour: string, size: number): string {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    const x = between(random, -20, WIDTH + 20);
    const radius = between(random, size * 0.6, size * 1.2);
    parts.push(
      `<rect x="${(x - radius * 0.08).toFixed(0)}" y="${(base - radius).toFixed(0)}" width="${(radius * 0.16).toFixed(0)}" height="${radius.toFixed(0)}" fill="${colour}"/>`,
      `<ellipse cx="${x.toFixed(0)}" cy="${(base - radius * 1.3).toFixed(0)}" rx="${(radius * 0.8).toFixed(0)}" ry="${radius.toFixed(0)}" fill="${colour}"/>`,
    );
  }
  return parts.join('');
}

/** People seen from behind (heads and shoulders), rows of them toward the bottom edge. */
function crowd(random: Random, top: number, colour: string, arms: boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < 3; row++) {
    const scale = 0.7 + row * 0.35;
    const base = top + row * 55 * scale;
    let x = between(random, -30, 10);
    while (x < WIDTH + 30) {
      const head = between(random, 13, 18) * scale;
      const y = base + between(random, -8, 8);
      parts.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${head.toFixed(1)}" fill="${colour}"/>`,
        `<ellipse cx="${x.toFixed(0)}" cy="${(y + head * 3).toFixed(0)}" rx="${(head * 2.3).toFixed(1)}" ry="${(head * 2.4).toFixed(1)}" fill="${colour}"/>`,
      );
      if (arms && random() < 0.18) {
        const hand = x + between(random, -30, 30) * scale;
        parts.push(
          `<line x1="${x.toFixed(0)}" y1="${(y + head * 1.5).toFixed(0)}" x2="${hand.toFixed(0)}" y2="${(y - head * 3.5).toFixed(0)}" stroke="${colour}" stroke-width="${(head * 0.55).toFixed(1)}" stroke-linecap="round"/>`,
        );
      }
      x += head * between(random, 2.6, 3.6);
    }
  }
  return parts.join('');
}

/** Out-of-focus lights: the round bokeh of a long lens. */
function bokeh(random: Random, count: number, colours: readonly string[], area: [number, number]) {
  const parts: string[] = [];
  for (let index = 0; index < count; index++) {
    parts.push(
      `<circle cx="${between(random, 0, WIDTH).toFixed(0)}" cy="${between(random, area[0], area[1]).toFixed(0)}" r="${between(random, 8, 38).toFixed(0)}" fill="${pickOne(random, colours)}" fill-opacity="${between(random, 0.12, 0.45).toFixed(2)}"/>`,
    );
  }
  return `<g filter="url(#soft)">${parts.join('')}</g>`;
}

/** A veil of the sky's colour over everything drawn so far: distance. */
const haze = (colour: string, opacity: number) =>
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}" fill-opacity="${opacity}"/>`;

function harbourCity(random: Random): string {
  const sky = SKIES[pickOne(random, ['dawn', 'dusk', 'day', 'night'] as const)];
  const horizon = between(random, 380, 440);
  return [
    skyLayer(random, sky, horizon, 5),
    ridge(random, horizon - 90, 50, mix(sky.haze, '#3a4658', 0.35)),
    haze(sky.haze, 0.25),
    skyline(random, horizon, {
      colour: mix(sky.haze, '#1b2230', 0.75),
      minHeight: 40,
      maxHeight: 200,
      lit: sky.night ? 0.35 : sky === SKIES.dusk ? 0.15 : 0,
      window: '#ffd58a',
    }),
    water(
      random,
      horizon,
      mix(sky.stops[0] ?? '#223', '#0b1020', 0.5),
      mix(sky.haze, '#223044', 0.35),
    ),
  ].join('');
}

function parliament(random: Random): string {
  const sky = SKIES[pickOne(random, ['day', 'overcast', 'golden'] as const)];
  const horizon = 470;
  const stone = mix('#d9cdb6', sky.haze, 0.25);
  const shade = mix(stone, '#3b3a3a', 0.35);
  const cx = between(random, 480, 720);
  const columns: string[] = [];
  for (let x = cx - 260; x <= cx + 260; x += 40) {
    columns.push(
      `<rect x="${x - 8}" y="300" width="16" height="150" fill="${stone}"/><rect x="${x + 8}" y="300" width="6" height="150" fill="${shade}"/>`,
    );
  }
  return [
    skyLayer(random, sky, horizon, 6),
    trees(random, horizon, 8, mix('#2f4a2b', sky.haze, 0.4), 70),
    `<ellipse cx="${cx}" cy="215" rx="115" ry="105" fill="${stone}"/>`,
    `<ellipse cx="${cx + 40}" cy="215" rx="70" ry="100" fill="${shade}" fill-opacity="0.5"/>`,
    `<rect x="${cx - 120}" y="210" width="240" height="70" fill="${shade}"/>`,
    `<rect x="${cx - 3}" y="70" width="6" height="45" fill="#333333"/>`,
    `<rect x="${cx + 3}" y="72" width="34" height="20" fill="${pickOne(random, ['#b22234', '#1f5fa8', '#2f7d3b'])}"/>`,
    `<polygon points="${cx - 300},300 ${cx},235 ${cx + 300},300" fill="${stone}"/>`,
    `<rect x="${cx - 320}" y="290" width="640" height="16" fill="${shade}"/>`,
    columns.join(''),
    `<rect x="${cx - 340}" y="440" width="680" height="40" fill="${stone}"/>`,
    `<rect y="${horizon + 8}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${mix('#8a8377', sky.haze, 0.2)}"/>`,
    haze(sky.haze, 0.12),
    crowd(random, 560, '#1d1d22', false),
  ].join('');
}

function officeTowers(random: Random): string {
  const sky = SKIES[pickOne(random, ['day', 'dusk', 'golden', 'overcast'] as const)];
  const street = HEIGHT - 70;
  const parts = [skyLayer(random, sky, street, 5)];
  parts.push(
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${mix(sky.haze, '#ffffff', 0.3)}" stop-opacity="0.55"/><stop offset="0.5" stop-color="${sky.haze}" stop-opacity="0.15"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient></defs>`,
  );
  // Far towers in the haze, then near ones with glass that holds the sky.
  for (const near of [false, true]) {
    let x = between(random, -60, 0);
    while (x < WIDTH) {
      const width = near ? between(random, 150, 260) : between(random, 60, 140);
      const top = near ? between(random, 40, 300) : between(random, 120, 340);
      const body = near
        ? mix(pickOne(random, ['#2c4a63', '#33424f', '#3f4a5a', '#5a6470']), sky.haze, 0.15)
        : mix('#4a5563', sky.haze, 0.55);
      parts.push(
        `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${(street - top).toFixed(0)}" fill="${body}"/>`,
      );
      if (near) {
        parts.push(
          `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${width.toFixed(0)}" height="${(street - top).toFixed(0)}" fill="url(#glass)"/>`,
        );
        for (let y = top + 18; y < street; y += 18) {
          parts.push(
            `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x + width).toFixed(0)}" y2="${y.toFixed(0)}" stroke="#000000" stroke-opacity="0.22" stroke-width="2"/>`,
          );
        }
        for (let column = x + 24; column < x + width; column += 24) {
          parts.push(
            `<line x1="${column.toFixed(0)}" y1="${top.toFixed(0)}" x2="${column.toFixed(0)}" y2="${street}" stroke="#000000" stroke-opacity="0.15" stroke-width="1.5"/>`,
          );
        }
      }
      x += width + (near ? between(random, 30, 120) : between(random, 4, 20));
    }
    if (!near) parts.push(haze(sky.haze, 0.2));
  }
  parts.push(
    `<rect y="${street}" width="${WIDTH}" height="${HEIGHT - street}" fill="#2a2c30"/>`,
    crowd(random, street + 10, '#121316', false),
  );
  return parts.join('');
}

function concert(random: Random): string {
  const colours = pickOne(random, [
    ['#ff3d7f', '#7a5cff'],
    ['#28c4ff', '#ff9f1c'],
    ['#8aff80', '#ff4f4f'],
  ] as const);
  const parts = [
    `<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
      <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="14"/></filter></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#07060d"/>`,
    `<ellipse cx="${WIDTH / 2}" cy="330" rx="620" ry="260" fill="${colours[1]}" fill-opacity="0.35" filter="url(#soft)"/>`,
  ];
  for (let index = 0; index < 7; index++) {
    const x = between(random, 100, WIDTH - 100);
    const spread = between(random, 80, 220);
    const colour = pickOne(random, colours);
    parts.push(
      `<polygon points="${x - 6},0 ${x + 6},0 ${x + between(random, -300, 300) + spread},${HEIGHT * 0.8} ${x + between(random, -300, 300) - spread},${HEIGHT * 0.8}" fill="${colour}" fill-opacity="0.35"/>`,
      `<polygon points="${x - 3},0 ${x + 3},0 ${x + spread / 2},${HEIGHT * 0.7} ${x - spread / 2},${HEIGHT * 0.7}" fill="url(#beam)"/>`,
    );
  }
  parts.push(
    `<rect y="380" width="${WIDTH}" height="40" fill="#15121c"/>`,
    bokeh(random, 18, ['#ffffff', ...colours], [80, 360]),
    crowd(random, 470, '#040307', true),
  );
  return parts.join('');
}

function stadium(random: Random): string {
  const sky = SKIES[pickOne(random, ['dusk', 'night', 'day'] as const)];
  const stands = mix('#20242c', sky.haze, 0.2);
  const parts = [skyLayer(random, sky, 260, 3)];
  parts.push(`<polygon points="0,170 ${WIDTH},210 ${WIDTH},400 0,400" fill="${stands}"/>`);
  for (let index = 0; index < 900; index++) {
    const x = between(random, 0, WIDTH);
    const y = between(random, 190 + x / 40, 395);
    parts.push(
      `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="3" height="3" fill="${pickOne(random, ['#c73b3b', '#f1f1f1', '#2a4f9c', '#e5c04a', '#555'])}" fill-opacity="0.7"/>`,
    );
  }
  for (const x of [between(random, 60, 200), between(random, 1000, 1140)]) {
    parts.push(
      `<rect x="${x - 3}" y="40" width="6" height="160" fill="#2a2d33"/><rect x="${x - 40}" y="30" width="80" height="22" fill="#f4f6ff"/>`,
      `<circle cx="${x}" cy="42" r="140" fill="url(#glow)" fill-opacity="${sky.night ? 0.9 : 0.5}"/>`,
    );
  }
  const green = pickOne(random, ['#2f7d32', '#3a8a3c', '#2c6e33']);
  // The running track and grass beyond the pitch's edges.
  parts.push(
    `<rect y="398" width="${WIDTH}" height="${HEIGHT - 398}" fill="${mix(green, '#1a1a1a', 0.55)}"/>`,
  );
  parts.push(`<polygon points="-200,${HEIGHT} 260,400 940,400 1400,${HEIGHT}" fill="${green}"/>`);
  for (let index = 0; index < 8; index++) {
    const t0 = index / 8;
    const t1 = (index + 0.5) / 8;
    const y0 = 400 + (HEIGHT - 400) * t0 ** 1.6;
    const y1 = 400 + (HEIGHT - 400) * t1 ** 1.6;
    parts.push(
      `<rect x="0" y="${y0.toFixed(0)}" width="${WIDTH}" height="${(y1 - y0).toFixed(0)}" fill="#ffffff" fill-opacity="0.05"/>`,
    );
  }
  parts.push(
    `<polygon points="${WIDTH / 2 - 2},400 ${WIDTH / 2 + 2},400 ${WIDTH / 2 + 4},${HEIGHT} ${WIDTH / 2 - 4},${HEIGHT}" fill="#ffffff" fill-opacity="0.6"/>`,
    `<ellipse cx="${WIDTH / 2}" cy="520" rx="150" ry="40" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
  );
  for (let index = 0; index < 6; index++) {
    const x = between(random, 200, 1000);
    const y = between(random, 430, 600);
    const size = 6 + (y - 400) / 18;
    const kit = index % 2 === 0 ? '#d33b3b' : '#f4f4f4';
    parts.push(
      `<rect x="${x - size / 2}" y="${y - size * 3}" width="${size}" height="${size * 2}" rx="${size / 3}" fill="${kit}"/><circle cx="${x}" cy="${y - size * 3.5}" r="${size / 2.2}" fill="#5a3a2a"/><rect x="${x - size / 2}" y="${y - size}" width="${size / 3}" height="${size * 1.2}" fill="#1c1c1c"/><rect x="${x + size / 6}" y="${y - size}" width="${size / 3}" height="${size * 1.2}" fill="#1c1c1c"/>`,
    );
  }
  return parts.join('');
}

function mountains(random: Random): string {
  const sky = SKIES[pickOne(random, ['dawn', 'day', 'golden', 'overcast'] as const)];
  const lake = random() < 0.5;
  const horizon = lake ? 430 : 470;
  const far = mix('#4f5f7a', sky.haze, 0.55);
  const parts = [
    skyLayer(random, sky, horizon, 5),
    ridge(random, 230, 120, far),
    haze(sky.haze, 0.18),
    ridge(random, 320, 70, mix('#3b5a3f', sky.haze, 0.45)),
    ridge(random, 390, 40, mix('#2f4d2f', sky.haze, 0.2)),
    trees(random, horizon + 10, 26, mix('#1d3320', sky.haze, 0.1), 34),
  ];
  if (lake) {
    parts.push(
      water(random, horizon, mix('#1b3a4a', sky.haze, 0.2), mix(sky.haze, '#567d8c', 0.5)),
    );
  } else {
    parts.push(
      `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${mix('#6f8f3a', sky.haze, 0.15)}"/>`,
      trees(random, HEIGHT + 40, 5, '#18251a', 110),
    );
  }
  return parts.join('');
}

function parkAtGoldenHour(random: Random): string {
  const sky = SKIES[pickOne(random, ['golden', 'dusk', 'dawn'] as const)];
  const horizon = between(random, 420, 470);
  const parts = [
    skyLayer(random, sky, horizon, 3),
    trees(random, horizon, 14, mix('#3e4a2e', sky.haze, 0.55), 60),
    haze(sky.haze, 0.15),
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${mix('#8b8f45', sky.haze, 0.35)}"/>`,
    // A string of lights and market awnings in front.
    `<path d="M0,120 Q${WIDTH / 2},260 ${WIDTH},110" fill="none" stroke="#2a2018" stroke-width="2"/>`,
  ];
  for (let index = 0; index <= 24; index++) {
    const t = index / 24;
    const x = t * WIDTH;
    const y = (1 - t) ** 2 * 120 + 2 * (1 - t) * t * 260 + t ** 2 * 110;
    parts.push(`<circle cx="${x}" cy="${y + 8}" r="6" fill="#ffe3a3"/>`);
  }
  let x = between(random, -40, 0);
  while (x < WIDTH) {
    const width = between(random, 150, 230);
    const awning = pickOne(random, ['#b5433a', '#2f6f8f', '#e0b13b', '#f2efe6']);
    parts.push(
      `<polygon points="${x},${horizon + 20} ${x + width / 2},${horizon - 40} ${x + width},${horizon + 20}" fill="${awning}"/>`,
      `<rect x="${x + 8}" y="${horizon + 20}" width="${width - 16}" height="90" fill="${mix(awning, '#2a1d14', 0.7)}"/>`,
    );
    x += width + between(random, 20, 80);
  }
  parts.push(bokeh(random, 14, ['#ffd98a', '#ffb36b'], [200, 420]));
  parts.push(crowd(random, 590, '#22180f', false));
  return parts.join('');
}

function serverRoom(random: Random): string {
  const glow = pickOne(random, ['#3aa0ff', '#36e0c0', '#7d7bff']);
  const vx = between(random, 540, 660);
  const vy = between(random, 300, 360);
  const parts = [
    `<defs><radialGradient id="end"><stop offset="0" stop-color="${glow}" stop-opacity="0.8"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
      <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#05080f"/>`,
    `<polygon points="0,${HEIGHT} ${vx},${vy} ${WIDTH},${HEIGHT}" fill="#0d1320"/>`,
    `<circle cx="${vx}" cy="${vy}" r="260" fill="url(#end)"/>`,
  ];
  const depths = [0, 0.22, 0.4, 0.54, 0.65, 0.74, 0.81, 0.87, 0.92];
  for (const side of [-1, 1]) {
    const edge = side < 0 ? 0 : WIDTH;
    for (let index = 0; index < depths.length - 1; index++) {
      const d0 = depths[index] ?? 0;
      const d1 = depths[index + 1] ?? 1;
      const x0 = edge + (vx - side * 70 - edge) * d0;
      const x1 = edge + (vx - side * 70 - edge) * d1;
      const top0 = (vy - 60) * d0;
      const top1 = (vy - 60) * d1;
      const bottom0 = HEIGHT + (vy + 60 - HEIGHT) * d0;
      const bottom1 = HEIGHT + (vy + 60 - HEIGHT) * d1;
      parts.push(
        `<polygon points="${x0},${top0} ${x1},${top1} ${x1},${bottom1} ${x0},${bottom0}" fill="${index % 2 === 0 ? '#121a2a' : '#0e1522'}" stroke="#1f2a40" stroke-width="2"/>`,
      );
      for (let led = 0; led < 26; led++) {
        const t = random();
        const x = x0 + (x1 - x0) * t;
        const top = top0 + (top1 - top0) * t;
        const bottom = bottom0 + (bottom1 - bottom0) * t;
        const y = top + (bottom - top) * between(random, 0.08, 0.92);
        parts.push(
          `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(2.5 * (1 - d0) + 0.8).toFixed(1)}" fill="${random() < 0.8 ? glow : '#ffb020'}"/>`,
        );
      }
    }
  }
  for (let index = 0; index < 6; index++) {
    const d = depths[index] ?? 0;
    const y = (vy - 60) * d + 8;
    const half = (WIDTH / 2) * (1 - d) * 0.5;
    parts.push(
      `<rect x="${vx - half}" y="${y}" width="${half * 2}" height="${6 * (1 - d) + 2}" fill="#e8f4ff" fill-opacity="0.7" filter="url(#soft)"/>`,
    );
  }
  return parts.join('');
}

function coast(random: Random): string {
  const sky = SKIES[pickOne(random, ['day', 'golden', 'dawn'] as const)];
  const horizon = between(random, 330, 380);
  const sea = mix('#1f5f7f', sky.haze, 0.25);
  const parts = [
    skyLayer(random, sky, horizon, 6),
    water(random, horizon, mix(sea, '#0d2f44', 0.4), mix(sea, sky.haze, 0.45)),
  ];
  // A headland on one side, a beach in front, a sail far out.
  const left = random() < 0.5;
  const x = left ? 0 : WIDTH;
  const reach = left ? 1 : -1;
  parts.push(
    `<polygon points="${x},${horizon - 140} ${x + reach * 180},${horizon - 120} ${x + reach * 330},${horizon - 50} ${x + reach * 420},${horizon + 40} ${x + reach * 380},${HEIGHT} ${x},${HEIGHT}" fill="${mix('#5a5246', sky.haze, 0.2)}"/>`,
    `<polygon points="${x},${horizon - 150} ${x + reach * 200},${horizon - 128} ${x + reach * 240},${horizon - 110} ${x},${horizon - 110}" fill="${mix('#4d7a3a', sky.haze, 0.2)}"/>`,
    `<path d="M0,${HEIGHT - 120} Q${WIDTH / 2},${HEIGHT - 190} ${WIDTH},${HEIGHT - 110} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z" fill="#e3cfa2"/>`,
    `<path d="M0,${HEIGHT - 120} Q${WIDTH / 2},${HEIGHT - 190} ${WIDTH},${HEIGHT - 110}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5"/>`,
  );
  const sail = between(random, 300, 900);
  parts.push(
    `<polygon points="${sail},${horizon - 40} ${sail},${horizon + 2} ${sail + 26},${horizon + 2}" fill="#f8f8f4"/><rect x="${sail - 10}" y="${horizon + 2}" width="44" height="6" fill="#3a3a3a"/>`,
  );
  return parts.join('');
}

function nightStreet(random: Random): string {
  const sky = SKIES.night;
  const horizon = 360;
  const parts = [
    skyLayer(random, sky, horizon, 2),
    skyline(random, horizon + 40, {
      colour: '#0b0e18',
      minHeight: 120,
      maxHeight: 300,
      lit: 0.25,
      window: '#ffcf7a',
    }),
    `<polygon points="0,${HEIGHT} ${WIDTH / 2 - 40},${horizon + 40} ${WIDTH / 2 + 40},${horizon + 40} ${WIDTH},${HEIGHT}" fill="#151821"/>`,
  ];
  for (let index = 0; index < 5; index++) {
    const d = index / 5;
    const x = WIDTH / 2 - 40 - (WIDTH / 2 - 40) * (1 - d) * 0.95;
    const height = 260 * (1 - d) + 30;
    const base = horizon + 40 + (HEIGHT - horizon - 40) * (1 - d);
    parts.push(
      `<rect x="${x}" y="${base - height}" width="${4 * (1 - d) + 1}" height="${height}" fill="#222631"/>`,
      `<circle cx="${x}" cy="${base - height}" r="${70 * (1 - d) + 14}" fill="url(#glow)"/>`,
      `<ellipse cx="${x + 30}" cy="${base + 10}" rx="${60 * (1 - d) + 10}" ry="${8 * (1 - d) + 2}" fill="#ffcf7a" fill-opacity="0.18"/>`,
    );
  }
  parts.push(
    bokeh(random, 16, ['#ff2d2d', '#2d6bff', '#ffffff', '#ff9f40'], [horizon, HEIGHT - 120]),
  );
  // Tape across the foreground, out of focus.
  parts.push(
    `<polygon points="0,${HEIGHT - 150} ${WIDTH},${HEIGHT - 210} ${WIDTH},${HEIGHT - 186} 0,${HEIGHT - 126}" fill="#f2c230" fill-opacity="0.75" filter="url(#soft)"/>`,
  );
  return parts.join('');
}

/** A scene per category slug: what a news photograph of that section would show. */
const SCENES: Record<string, (random: Random) => string> = {
  world: harbourCity,
  politics: parliament,
  business: officeTowers,
  entertainment: concert,
  sports: stadium,
  environment: mountains,
  lifestyle: parkAtGoldenHour,
  technology: serverRoom,
  tourism: coast,
  crime: nightStreet,
};

/** A dark edge, as most lenses have: drawn last, over the scene. */
const VIGNETTE = `<defs><radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>`;

function coverSvg(categoryIndex: number, variant: number): string {
  const slug = CATEGORIES[categoryIndex % CATEGORIES.length]?.slug ?? 'world';
  const scene = SCENES[slug] ?? harbourCity;
  const random = sequence((categoryIndex + 1) * 7919 + variant * 104_729);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH * RENDER_SCALE}" height="${HEIGHT * RENDER_SCALE}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(random)}${VIGNETTE}</svg>`;
}

/** Film grain: a table of grey noise values (roughly Gaussian), reused across pictures. */
const GRAIN_STRENGTH = 3;
const grainTable = (() => {
  const random = sequence(4242);
  return Int8Array.from({ length: 1 << 16 }, () =>
    Math.round((random() + random() + random() - 1.5) * 2 * GRAIN_STRENGTH),
  );
})();

/** Adds luminance grain to raw RGB pixels, in place (much cheaper than a blended layer). */
function addGrain(pixels: Buffer, offset: number): void {
  const mask = grainTable.length - 1;
  for (let pixel = 0, index = 0; index < pixels.length; pixel++, index += 3) {
    const noise = grainTable[(pixel * 7 + offset) & mask] ?? 0;
    pixels[index] = Math.max(0, Math.min(255, (pixels[index] ?? 0) + noise));
    pixels[index + 1] = Math.max(0, Math.min(255, (pixels[index + 1] ?? 0) + noise));
    pixels[index + 2] = Math.max(0, Math.min(255, (pixels[index + 2] ?? 0) + noise));
  }
}

/**
 * Rasterises at RENDER_SCALE, scales up to the full size, adds grain; WebP as uploads are. With
 * `mirrored`, also the picture flipped left to right: a second cover for the cost of an encode.
 */
async function renderPhoto(
  svg: string,
  size: { width: number; height: number; grainOffset: number },
  mirrored: boolean,
): Promise<Buffer[]> {
  const { width, height } = size;
  // Two steps: resizing an SVG in one pipeline would make sharp render it at the full size.
  const small = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: 3 },
  })
    // Linear scaling: the soft look of a lens, at half the cost of cubic.
    .resize(width, height, { kernel: 'linear' })
    .raw()
    .toBuffer();
  addGrain(pixels, size.grainOffset);
  // Effort 1 of 6: somewhat larger files, twice as fast to encode. Grain is what costs bytes:
  // at strength 9 a cover was about 160 KB and the home page's lead picture (its LCP) took 6 s on
  // Lighthouse's slow 4G; at 3 and quality 75, about 23 KB (a real photograph of 1200 px, ~100 KB).
  const encode = (flop: boolean) =>
    sharp(pixels, { raw: { width, height, channels: 3 } })
      .flop(flop)
      .webp({ quality: WEBP_QUALITY, effort: 1 })
      .toBuffer();
  return Promise.all(mirrored ? [encode(false), encode(true)] : [encode(false)]);
}

/** Pictures rendered so far in this process, by their SVG: a second seed (tests) reuses them. */
const rendered = new Map<string, Promise<Buffer[]>>();
/** Their smaller copies (`contract/media.ts`), by the picture's key, likewise. */
const renditions = new Map<string, ReturnType<typeof renderRenditions>>();
/** Pictures rendered at once: sharp's threads already use the cores; more only adds contention. */
const RENDER_CONCURRENCY = 2;

async function renderAll<T>(jobs: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await (jobs[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  return results;
}

/** Renders (or reuses) a picture and stores it, and its mirror image when asked; their keys. */
async function storePictures(
  storage: MediaStorage,
  svg: string,
  size: { width: number; height: number; grainOffset: number },
  kind: 'article' | 'avatar',
  mirrored = false,
): Promise<string[]> {
  let pictures = rendered.get(svg);
  if (!pictures) {
    pictures = renderPhoto(svg, size, mirrored);
    rendered.set(svg, pictures);
  }
  const keys: string[] = [];
  for (const bytes of await pictures) {
    const key = mediaKey(kind, bytes);
    if (kind === 'article') {
      let copies = renditions.get(key);
      if (!copies) {
        copies = renderRenditions(key, bytes);
        renditions.set(key, copies);
      }
      await storeRenditions(storage, await copies);
    }
    await storage.put(key, bytes, 'image/webp');
    keys.push(key);
  }
  return keys;
}

/**
 * Generates cover images locally (no external URLs): `perCategory` for each of `categories`,
 * half of them drawn scenes and half those scenes mirrored (the first half first, so a scene and
 * its mirror image are never next to each other in the seed's order).
 */
export async function generateCoverImages(
  storage: MediaStorage,
  categories: number,
  perCategory: number,
): Promise<string[][]> {
  const scenes = Math.ceil(perCategory / 2);
  const jobs = Array.from({ length: categories * scenes }, (_, index) => {
    const category = Math.floor(index / scenes);
    const scene = index % scenes;
    return () =>
      storePictures(
        storage,
        coverSvg(category, scene),
        { width: WIDTH, height: HEIGHT, grainOffset: category * 31 + scene },
        'article',
        true,
      );
  });
  const pictures = await renderAll(jobs);
  return Array.from({ length: categories }, (_, category) => {
    const own = pictures.slice(category * scenes, (category + 1) * scenes);
    const drawn = own.map((keys) => keys[0] ?? '');
    const mirrored = own.map((keys) => keys[1] ?? '');
    return [...drawn, ...mirrored].slice(0, perCategory);
  });
}

const SKIN = ['#f1d0b5', '#e0b08f', '#c68e6a', '#a46a45', '#7a4a2e', '#5a3522'] as const;
const HAIR = ['#1c1410', '#3b2618', '#6b4528', '#a07040', '#d8c08a', '#8a8a8a'] as const;
const CLOTHES = ['#2c3e50', '#7a2e2e', '#2f5d50', '#4a4a58', '#c7b299', '#1f3a5f'] as const;
const BACKDROPS = [
  ['#8aa0b4', '#3d4b5a'],
  ['#c9b8a0', '#6b5b4a'],
  ['#9fb3a1', '#4a5e4c'],
  ['#b3a3c2', '#514660'],
] as const;

/** A studio portrait: a blurred backdrop, shoulders, head and hair, lit from one side. */
function avatarSvg(index: number): string {
  const random = sequence(index * 2_654_435_761 + 17);
  const [light, dark] = pickOne(random, BACKDROPS);
  const skin = SKIN[(index * 5 + 1) % SKIN.length] ?? '#e0b08f';
  const hair = HAIR[(index * 7 + 2) % HAIR.length] ?? '#3b2618';
  const clothes =
    CLOTHES[(index + Math.floor(index / CLOTHES.length)) % CLOTHES.length] ?? '#2c3e50';
  const longHair = index % 2 === 0;
  const size = AVATAR_SIZE;
  const headY = between(random, 128, 136);
  const headRx = between(random, 44, 50);
  const headRy = between(random, 56, 62);
  const shadow = mix(skin, '#000000', 0.35);
  const eyeY = headY - 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size * RENDER_SCALE}" height="${size * RENDER_SCALE}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
  <linearGradient id="light" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.8"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  ${longHair ? `<path d="M${150 - headRx - 14},${headY - 10} Q150,${headY - headRy - 40} ${150 + headRx + 14},${headY - 10} L${150 + headRx + 22},${headY + 95} L${150 - headRx - 22},${headY + 95} Z" fill="${hair}"/>` : ''}
  <ellipse cx="150" cy="315" rx="${between(random, 118, 135)}" ry="95" fill="${clothes}"/>
  <rect x="132" y="170" width="36" height="55" rx="14" fill="${mix(skin, '#000000', 0.15)}"/>
  <path d="M120,228 L150,262 L180,228" fill="none" stroke="${mix(clothes, '#ffffff', 0.25)}" stroke-width="6"/>
  <ellipse cx="150" cy="${headY - 10}" rx="${headRx + 5}" ry="${headRy * 0.9}" fill="${hair}"/>
  <ellipse cx="${150 - headRx + 2}" cy="${headY + 4}" rx="7" ry="12" fill="${shadow}"/>
  <ellipse cx="${150 + headRx - 2}" cy="${headY + 4}" rx="7" ry="12" fill="${shadow}"/>
  <ellipse cx="150" cy="${headY}" rx="${headRx}" ry="${headRy}" fill="${skin}"/>
  <path d="M${150 - headRx - 2},${headY - 14} Q${150 - headRx * 0.2},${headY - headRy - between(random, 6, 16)} ${150 + headRx + 2},${headY - 18} Q${150 + headRx * 0.4},${headY - headRy + between(random, 8, 20)} ${150 - headRx * 0.3},${headY - headRy + between(random, 14, 24)} Q${150 - headRx * 0.8},${headY - 30} ${150 - headRx - 2},${headY - 14} Z" fill="${hair}"/>
  <path d="M${150 - 27},${eyeY - 11} q10,-5 20,0 M${150 + 7},${eyeY - 11} q10,-5 20,0" stroke="${mix(hair, '#000000', 0.3)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <ellipse cx="${150 - 17}" cy="${eyeY}" rx="5" ry="3.2" fill="#2b211c"/>
  <ellipse cx="${150 + 17}" cy="${eyeY}" rx="5" ry="3.2" fill="#2b211c"/>
  <path d="M150,${eyeY + 6} q-5,16 -1,20 q4,2 7,-1" stroke="${shadow}" stroke-width="2.5" fill="none" stroke-opacity="0.7" stroke-linecap="round"/>
  <path d="M${150 - 14},${headY + 32} q14,${between(random, 5, 9)} 28,0" stroke="${mix(skin, '#6b2d2d', 0.55)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <rect width="${size}" height="${size}" fill="url(#light)"/>
  <rect width="${size}" height="${size}" fill="url(#vignette)"/>
</svg>`;
}

export async function generateAvatars(storage: MediaStorage, count: number): Promise<string[]> {
  const pictures = await renderAll(
    Array.from(
      { length: count },
      (_, index) => () =>
        storePictures(
          storage,
          avatarSvg(index),
          { width: AVATAR_SIZE, height: AVATAR_SIZE, grainOffset: index * 97 },
          'avatar',
        ),
    ),
  );
  return pictures.map((keys) => keys[0] ?? '');
}
