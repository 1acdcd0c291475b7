/** Colours of the demo artwork: a few curated palettes, each a set of roles the scenes paint with. */

export type Rgb = readonly [number, number, number];

export type Palette = {
  name: string;
  /** Sky from the top down to the horizon. */
  skyTop: Rgb;
  skyMid: Rgb;
  horizon: Rgb;
  /** The light source: sun, moon, lamp, rim light. */
  glow: Rgb;
  /** The farthest layer (hazy) and the nearest (dark). */
  far: Rgb;
  near: Rgb;
  accent: Rgb;
  accent2: Rgb;
  light: Rgb;
  /** Night scenes get stars and a moon instead of a sun. */
  night?: boolean;
  /** A ControlNet depth map: greys by distance, no lights or decorations. */
  depth?: boolean;
  /** Words the prompt borrows for this look. */
  words: readonly string[];
};

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
];

const palette = (
  name: string,
  colours: string,
  words: readonly string[],
  flags: Pick<Palette, 'night' | 'depth'> = {},
): Palette => {
  const [skyTop, skyMid, horizon, glow, far, near, accent, accent2, light] = colours
    .split(' ')
    .map(hex) as Rgb[];
  return {
    name,
    skyTop: skyTop as Rgb,
    skyMid: skyMid as Rgb,
    horizon: horizon as Rgb,
    glow: glow as Rgb,
    far: far as Rgb,
    near: near as Rgb,
    accent: accent as Rgb,
    accent2: accent2 as Rgb,
    light: light as Rgb,
    words,
    ...flags,
  };
};

/** Roles in order: skyTop skyMid horizon glow far near accent accent2 light. */
export const PALETTES = {
  golden: palette('golden', '#34406e #d9825f #ffd49a #fff1c9 #b0787c #2a1d31 #ff9f43 #ffd166 #fff4e0', [
    'golden hour',
    'warm sunlight',
  ]),
  twilight: palette(
    'twilight',
    '#0e1838 #4a3a78 #e57d8b #ffd3c4 #6a5a8c #141327 #ff6f91 #ffc75f #f5e6ff',
    ['twilight', 'dusk', 'purple sky'],
    { night: true },
  ),
  neon: palette(
    'neon',
    '#06051a #2a0b4a #ff2e88 #ff7ad9 #3a1d6e #0a0818 #00e5ff #ff2e88 #e0fbff',
    ['neon lights', 'cyberpunk', 'night'],
    { night: true },
  ),
  misty: palette('misty', '#8ea6bb #c6d4de #eef2f3 #ffffff #a3b5c2 #2f3e4a #e2a66f #7fa38a #ffffff', [
    'misty morning',
    'fog',
    'soft light',
  ]),
  arctic: palette('arctic', '#0b3b5c #4aa3c8 #d9f3ff #ffffff #8cc7e0 #0d2b3e #7ff0ff #c4b5fd #f0fdff', [
    'crystal clear',
    'icy',
    'cold light',
  ]),
  ember: palette('ember', '#1a0b0b #6e1d12 #ff7b2e #ffd27a #7a2e1f #120707 #ff4d1a #ffb347 #fff0d6', [
    'embers',
    'fiery sky',
    'dramatic lighting',
  ]),
  velvet: palette(
    'velvet',
    '#1b0726 #5b1547 #c2456b #ffc2d4 #6b2a5c #12040f #e0245e #9d4edd #ffe3ee',
    ['velvet', 'moody', 'rich colours'],
    { night: true },
  ),
  pastel: palette('pastel', '#a9c9ff #ffc8dd #fff1e6 #ffffff #cdb4db #6d597a #ff8fab #8ecae6 #ffffff', [
    'pastel colors',
    'dreamy',
    'soft focus',
  ]),
  verdant: palette('verdant', '#4e7fa8 #a7c5bd #f1e9c9 #fffbe6 #6f9a8d #10261d #f4a259 #e76f51 #fdfcdc', [
    'lush',
    'green',
    'natural light',
  ]),
  desert: palette('desert', '#2f5d8c #87b6d6 #f6d7a7 #fff7e0 #d08c60 #5a2e1c #e85d3f #f2c14e #fff8ec', [
    'sunny',
    'warm tones',
  ]),
  anime: palette('anime', '#2e86de #74b9ff #dff3ff #ffffff #7fb3d5 #1e3a5f #ff6b81 #feca57 #ffffff', [
    'vibrant colors',
    'clear sky',
  ]),
  ink: palette('ink', '#e6e0d2 #ece6da #f5f1e6 #f8f5ee #b5b1a8 #1c1c1c #b23a2e #5a5a5a #ffffff', [
    'ink wash painting',
    'monochrome',
    'rice paper',
  ]),
  sepia: palette('sepia', '#4f3c2e #a58a6a #e8d5b0 #fff3d6 #9c8266 #2b2018 #c0803f #d9b382 #fff8e6', [
    'vintage photo',
    'sepia',
    'film grain',
  ]),
  depth: palette(
    'depth',
    '#000000 #030303 #0c0c0c #000000 #3a3a3a #f2f2f2 #8a8a8a #b0b0b0 #ffffff',
    ['depth map'],
    { depth: true },
  ),
} as const;
export type PaletteName = keyof typeof PALETTES;

const clamp = (value: number): number => Math.max(0, Math.min(255, Math.round(value)));

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  clamp(a[0] + (b[0] - a[0]) * t),
  clamp(a[1] + (b[1] - a[1]) * t),
  clamp(a[2] + (b[2] - a[2]) * t),
];

export const css = (colour: Rgb): string =>
  `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** The colour turned `degrees` round the hue circle (a per-image nudge, so one model's pictures are not clones). */
export function shiftHue(colour: Rgb, degrees: number): Rgb {
  const [r, g, b] = colour.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return colour;
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = (((h / 6 + degrees / 360) % 1) + 1) % 1;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number): number => {
    const u = ((t % 1) + 1) % 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [clamp(channel(h + 1 / 3) * 255), clamp(channel(h) * 255), clamp(channel(h - 1 / 3) * 255)];
}

/** The palette with every colour turned `degrees` (depth maps and ink stay as they are). */
export function nudge(base: Palette, degrees: number): Palette {
  if (base.depth || base.name === 'ink' || base.name === 'sepia') return base;
  const turn = (colour: Rgb) => shiftHue(colour, degrees);
  return {
    ...base,
    skyTop: turn(base.skyTop),
    skyMid: turn(base.skyMid),
    horizon: turn(base.horizon),
    far: turn(base.far),
    near: turn(base.near),
    accent: turn(base.accent),
    accent2: turn(base.accent2),
  };
}
