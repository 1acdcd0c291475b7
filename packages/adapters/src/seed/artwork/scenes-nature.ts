import { type Canvas, filledBelow, noise1d, num, range } from './canvas.js';
import { css, mix, type Palette, type Rgb } from './palettes.js';
import { clouds, fog, sky, stars, sun } from './sky.js';

/** A ridge line across the picture: points every few pixels, `base` ± `amplitude` of fBm. */
function ridge(
  c: Canvas,
  base: number,
  amplitude: number,
  scale: number,
  ridged: boolean,
): [number, number][] {
  const height = noise1d(c.prng, 5, ridged);
  const step = Math.max(4, Math.round(c.width / 140));
  const points: [number, number][] = [];
  for (let x = -step; x <= c.width + step; x += step) points.push([x, base - height(x / scale) * amplitude]);
  return points;
}

/** The lowest point of a line (the largest y). */
const lowest = (points: [number, number][]): number => Math.max(...points.map(([, y]) => y));

/** Colour of a layer `t` of the way from the farthest (0) to the nearest (1). */
const layerColour = (p: Palette, t: number): Rgb => mix(p.far, p.near, t ** 0.8);

/**
 * A layer of land, lighter where it meets the mist below it. Filled down to `bottom` only: whatever lies below is
 * covered by nearer layers anyway, and every pixel painted costs time.
 */
function land(
  c: Canvas,
  p: Palette,
  points: [number, number][],
  t: number,
  top: number,
  bottom = c.height,
): void {
  const colour = layerColour(p, t);
  const haze = p.depth ? colour : mix(colour, p.horizon, 0.45 * (1 - t) + 0.08);
  c.path(
    filledBelow(points, bottom),
    c.linearAt(
      [
        [0, colour],
        [1, haze],
      ],
      0,
      top,
      0,
      c.height,
    ),
  );
  if (!p.depth && t < 0.7) {
    const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('');
    c.path(
      line,
      'none',
      ` stroke="${css(p.glow)}" stroke-width="1.5" stroke-opacity="${num(0.35 * (1 - t))}"`,
    );
  }
}

/** A pine: three stacked triangles on a trunk. */
function pine(x: number, base: number, height: number): string {
  const w = height * 0.32;
  let d = `M${num(x - w * 0.08)} ${num(base)}L${num(x - w * 0.08)} ${num(base - height * 0.2)}L${num(x + w * 0.08)} ${num(base - height * 0.2)}L${num(x + w * 0.08)} ${num(base)}Z`;
  for (let tier = 0; tier < 3; tier += 1) {
    const bottom = base - height * (0.12 + tier * 0.25);
    const tip = bottom - height * (0.5 - tier * 0.08);
    const half = w * (1 - tier * 0.25);
    d += `M${num(x - half)} ${num(bottom)}L${num(x)} ${num(tip)}L${num(x + half)} ${num(bottom)}Z`;
  }
  return d;
}

/** Trees along a ridge line, as one path. */
function treeLine(c: Canvas, points: [number, number][], size: number, density: number): string {
  let d = '';
  for (const [x, y] of points) {
    if (c.prng.chance(density))
      d += pine(x + range(c.prng, -3, 3), y + size * 0.1, size * range(c.prng, 0.6, 1.2));
  }
  return d;
}

/** Layered mountain ranges fading into mist, sometimes above a still lake that mirrors them. */
export function mountains(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const horizon = h * range(prng, 0.48, 0.62);
  const lake = prng.chance(0.45);
  sky(c, p, horizon);
  stars(c, p, horizon);
  sun(c, p, range(prng, 0.2, 0.8) * w, horizon - range(prng, 0.05, 0.3) * h, w * range(prng, 0.04, 0.07));
  clouds(c, p, h * 0.08, horizon * 0.8, prng.int(1, 4));
  const layers = prng.int(4, 6);
  const waterLine = horizon + (h - horizon) * 0.35;
  const ridges = Array.from({ length: layers }, (_, i) => {
    const t = i / (layers - 1);
    const base = lake ? horizon + (waterLine - horizon) * t : horizon + (h - horizon) * t * 0.75;
    const amplitude = h * (0.28 - t * 0.18) * range(prng, 0.7, 1.1);
    return {
      t,
      base,
      amplitude,
      points: ridge(c, base, amplitude, w * range(prng, 0.35, 0.7) * (1 + t), i < 3),
    };
  });
  ridges.forEach(({ t, base, amplitude, points }, i) => {
    const next = ridges[i + 1];
    const bottom = next ? lowest(next.points) + 2 : lake ? waterLine + 2 : h;
    land(c, p, points, t, base - amplitude, bottom);
    if (next) fog(c, p, base + h * 0.02, h * 0.12, 0.45 * (1 - t));
  });
  const lastRidge = ridges.at(-1)?.points ?? [];
  if (lake) {
    const water = c.linearAt(
      [
        [0, mix(p.horizon, p.skyMid, 0.2)],
        [0.5, mix(p.skyMid, p.skyTop, 0.5)],
        [1, mix(p.skyTop, p.near, 0.5)],
      ],
      0,
      waterLine,
      0,
      h,
    );
    c.rect(0, waterLine, w, h - waterLine, water);
    // The nearest range mirrored in the water, dimmer.
    const mirrored = lastRidge.map(([x, y]): [number, number] => [x, 2 * waterLine - y]);
    c.path(
      filledBelow(mirrored, waterLine),
      css(mix(layerColour(p, 0.6), p.horizon, 0.3)),
      ' fill-opacity="0.55"',
    );
    ripples(c, p, waterLine, h);
    const shore = ridge(c, h - h * 0.06, h * 0.06, w * 0.3, false);
    land(c, p, shore, 1, h - h * 0.12);
    if (!p.depth)
      c.path(
        treeLine(
          c,
          shore.filter((_, i) => i % 3 === 0),
          h * 0.16,
          0.35,
        ),
        css(p.near),
      );
  } else if (!p.depth && prng.chance(0.6)) {
    c.path(
      treeLine(
        c,
        lastRidge.filter((_, i) => i % 2 === 0),
        h * 0.12,
        0.3,
      ),
      css(layerColour(p, 1)),
    );
  }
  return [
    prng.pick(['mountain range', 'alpine valley', 'misty peaks', 'mountain landscape']),
    lake ? 'reflection in a still lake' : prng.pick(['rolling hills', 'layered ridges']),
    p.night ? 'starry sky' : 'dramatic clouds',
  ];
}

/** Thin light streaks on water, denser and longer near the viewer. */
function ripples(c: Canvas, p: Palette, top: number, bottom: number): void {
  if (p.depth) return;
  let d = '';
  const count = Math.round((bottom - top) / 5);
  for (let i = 0; i < count; i += 1) {
    const t = c.prng.next();
    const y = top + (bottom - top) * t ** 1.5;
    const x = c.prng.next() * c.width;
    const length = (10 + 90 * t) * range(c.prng, 0.5, 1.5);
    d += `M${num(x)} ${num(y)}h${num(length)}`;
  }
  c.path(
    d,
    'none',
    ` stroke="${css(mix(p.horizon, p.light, 0.5))}" stroke-width="1.2" stroke-opacity="0.35"`,
  );
}

/** The open sea under a low sun: a glittering path of light, waves, and a headland with a lighthouse. */
export function seascape(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const horizon = h * range(prng, 0.45, 0.6);
  sky(c, p, horizon);
  stars(c, p, horizon);
  const sunX = range(prng, 0.25, 0.75) * w;
  sun(c, p, sunX, horizon - range(prng, 0.03, 0.18) * h, w * range(prng, 0.04, 0.06));
  clouds(c, p, h * 0.05, horizon * 0.85, prng.int(2, 5));
  c.rect(
    0,
    horizon,
    w,
    h - horizon,
    c.linear([
      [0, mix(p.horizon, p.far, 0.3)],
      [0.3, mix(p.skyMid, p.far, 0.5)],
      [1, mix(p.skyTop, p.near, 0.6)],
    ]),
  );
  if (!p.depth) {
    // The sun's reflection: a narrow glowing column on the water.
    c.ellipse(
      sunX,
      horizon + (h - horizon) * 0.45,
      w * 0.07,
      (h - horizon) * 0.55,
      c.radial([
        [0, p.glow, 0.55],
        [1, p.glow, 0],
      ]),
    );
  }
  ripples(c, p, horizon, h);
  const left = prng.chance(0.5);
  const cliffWidth = w * range(prng, 0.35, 0.55);
  const top = horizon - h * range(prng, 0.06, 0.14);
  const rugged = noise1d(prng, 5, true);
  const edge = (x: number) => (left ? x : w - x);
  // A headland: a rugged top that slopes gently, then drops steeply into the sea.
  const points: [number, number][] = [];
  for (let x = 0; x <= cliffWidth; x += 5) {
    const u = x / cliffWidth;
    const drop = u < 0.6 ? 0 : ((u - 0.6) / 0.4) ** 1.6;
    const y = top + u * h * 0.03 + (horizon + h * 0.03 - top) * drop - rugged(x / 70) * h * 0.02 * (1 - drop);
    points.push([edge(x), y]);
  }
  const cliffColour = layerColour(p, 0.85);
  // Its foot widens towards the viewer, as a shore seen from above does.
  const outline: [number, number][] = [[edge(0), h], ...points, [edge(cliffWidth * 1.3), h]];
  c.path(
    filledBelow(outline, h),
    c.linearAt(
      [
        [0, cliffColour],
        [1, p.near],
      ],
      0,
      top,
      0,
      h,
    ),
  );
  if (!p.depth) {
    const rim = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join('');
    c.path(rim, 'none', ` stroke="${css(p.glow)}" stroke-width="2" stroke-opacity="0.45"`);
    // Rocks and foam where the cliff meets the water.
    const foot = edge(cliffWidth);
    let rocks = '';
    let foam = '';
    for (let i = 0; i < prng.int(2, 5); i += 1) {
      const rx = foot + (left ? 1 : -1) * range(prng, 0, 0.12) * w;
      const ry = horizon + range(prng, 0.03, 0.12) * (h - horizon);
      const size = range(prng, 0.01, 0.035) * w;
      rocks += `M${num(rx - size)} ${num(ry)}L${num(rx - size * 0.4)} ${num(ry - size * 0.8)}L${num(rx + size * 0.5)} ${num(ry - size * 0.6)}L${num(rx + size)} ${num(ry)}Z`;
      foam += `M${num(rx - size * 1.6)} ${num(ry + 1)}h${num(size * 3.2)}`;
    }
    c.path(rocks, css(p.near));
    c.path(foam, 'none', ` stroke="${css(p.light)}" stroke-width="2" stroke-opacity="0.5"`);
  }
  const site = points[Math.round((cliffWidth * 0.3) / 5)] ?? [edge(0), top];
  if (!p.depth && prng.chance(0.7)) lighthouse(c, p, site[0], site[1] + h * 0.01);
  return [prng.pick(['seascape', 'ocean view', 'rocky coast']), 'lighthouse on a cliff', 'glittering sea'];
}

function lighthouse(c: Canvas, p: Palette, x: number, base: number): void {
  const h = c.height * 0.12;
  const w = h * 0.16;
  c.path(
    `M${num(x - w)} ${num(base)}L${num(x - w * 0.7)} ${num(base - h)}L${num(x + w * 0.7)} ${num(base - h)}L${num(x + w)} ${num(base)}Z`,
    c.linear(
      [
        [0, mix(p.light, p.near, 0.3)],
        [1, mix(p.light, p.near, 0.7)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  c.rect(x - w * 0.8, base - h * 1.08, w * 1.6, h * 0.1, css(p.near));
  c.circle(
    x,
    base - h * 1.15,
    h * 0.5,
    c.radial([
      [0, p.glow, 0.8],
      [1, p.glow, 0],
    ]),
  );
  c.circle(x, base - h * 1.15, w * 0.4, css(p.light));
}

/** Rows of pines receding into fog, with shafts of light between them. */
export function forest(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const horizon = h * range(prng, 0.35, 0.5);
  sky(c, p, horizon);
  stars(c, p, horizon);
  const sunX = range(prng, 0.2, 0.8) * w;
  sun(c, p, sunX, horizon * range(prng, 0.3, 0.8), w * 0.05);
  const rows = prng.int(4, 5);
  const ridges = Array.from({ length: rows }, (_, i) => {
    const base = horizon + (h - horizon) * (0.12 + (i / (rows - 1)) * 0.6);
    return { base, points: ridge(c, base, h * 0.03, w * 0.4, false) };
  });
  ridges.forEach(({ base, points }, i) => {
    const t = i / (rows - 1);
    const colour = layerColour(p, t);
    const next = ridges[i + 1];
    land(c, p, points, t, base - h * 0.05, next ? lowest(next.points) + 2 : h);
    const size = h * (0.12 + t * 0.22);
    const stride = Math.max(1, Math.round(4 - t * 2));
    c.path(
      treeLine(
        c,
        points.filter((_, k) => k % stride === 0),
        size,
        0.6 - t * 0.35,
      ),
      css(colour),
    );
    if (next) fog(c, p, base - size * 0.2, size * 0.7, 0.5 - t * 0.2);
    if (i === 1 && !p.depth) rays(c, p, sunX, horizon * 0.6);
  });
  // Mist lying on the forest floor.
  fog(c, p, h * 0.97, h * 0.2, 0.25);
  return [prng.pick(['pine forest', 'misty woods', 'enchanted forest']), 'god rays', 'depth of field'];
}

/** Shafts of light fanning down from a point. */
function rays(c: Canvas, p: Palette, x: number, y: number): void {
  const count = c.prng.int(4, 7);
  for (let i = 0; i < count; i += 1) {
    const angle = range(c.prng, -0.6, 0.6);
    const spread = range(c.prng, 0.03, 0.07);
    const length = c.height * 1.2;
    const ax = x + Math.sin(angle - spread) * length;
    const bx = x + Math.sin(angle + spread) * length;
    const by = y + Math.cos(angle) * length;
    c.path(
      `M${num(x)} ${num(y)}L${num(ax)} ${num(by)}L${num(bx)} ${num(by)}Z`,
      c.linear([
        [0, p.glow, 0.35],
        [1, p.glow, 0],
      ]),
    );
  }
}
