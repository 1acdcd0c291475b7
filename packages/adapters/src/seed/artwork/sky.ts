import type { Canvas } from './canvas.js';
import { num, range } from './canvas.js';
import { mix, type Palette } from './palettes.js';

/** The sky from the top of the picture down to `horizon` (and a little past it, under whatever stands there). */
export function sky(c: Canvas, p: Palette, horizon: number): void {
  const fill = c.linearAt(
    [
      [0, p.skyTop],
      [0.55, p.skyMid],
      [0.92, p.horizon],
      [1, mix(p.horizon, p.glow, 0.3)],
    ],
    0,
    0,
    0,
    horizon,
  );
  c.rect(0, 0, c.width, horizon + c.height * 0.05, fill);
}

/** Stars on night skies: many faint dots, a few bright ones with a soft halo. */
export function stars(c: Canvas, p: Palette, below: number): void {
  if (!p.night || p.depth) return;
  const count = Math.round((c.width * below) / 2600);
  // Dots in four brightness levels, one path each: hundreds of separate elements cost far more to draw.
  const levels = ['', '', '', ''];
  for (let i = 0; i < count; i += 1) {
    const x = c.prng.next() * c.width;
    const y = c.prng.next() ** 1.6 * below;
    const bright = c.prng.chance(0.06);
    const r = bright ? range(c.prng, 1.2, 2) : range(c.prng, 0.4, 1.1);
    const level = Math.min(3, Math.floor(range(c.prng, 0.3, 0.95) * (1 - y / below) ** 0.5 * 4));
    levels[level] +=
      `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0`;
    if (bright)
      c.circle(
        x,
        y,
        r * 6,
        c.radial([
          [0, p.light, 0.5],
          [1, p.light, 0],
        ]),
      );
  }
  levels.forEach((d, level) => {
    if (d) c.path(d, '#ffffff', ` fill-opacity="${num((level + 0.5) / 4)}"`);
  });
}

/** The sun (or the moon on night palettes) with its glow. */
export function sun(c: Canvas, p: Palette, x: number, y: number, size: number): void {
  if (p.depth) return;
  const halo = size * (p.night ? 4 : 6);
  c.circle(
    x,
    y,
    halo,
    c.radial([
      [0, p.glow, p.night ? 0.45 : 0.85],
      [0.25, mix(p.glow, p.horizon, 0.5), p.night ? 0.15 : 0.4],
      [1, p.horizon, 0],
    ]),
  );
  if (p.night) {
    c.circle(
      x,
      y,
      size,
      c.radial(
        [
          [0, p.light],
          [0.8, mix(p.light, p.glow, 0.4)],
          [1, p.glow],
        ],
        0.4,
        0.4,
        0.7,
      ),
    );
    c.circle(x + size * 0.28, y - size * 0.12, size * 0.18, '#000000', ' fill-opacity="0.06"');
    c.circle(x - size * 0.3, y + size * 0.25, size * 0.12, '#000000', ' fill-opacity="0.05"');
  } else {
    c.circle(
      x,
      y,
      size,
      c.radial([
        [0, p.light],
        [0.7, p.light],
        [1, p.glow, 0.9],
      ]),
    );
  }
}

/** Soft, flat-bottomed clouds: stacked ellipses with transparent edges (no blur filter: they stay cheap). */
export function clouds(c: Canvas, p: Palette, from: number, to: number, count: number): void {
  if (p.depth) return;
  for (let i = 0; i < count; i += 1) {
    const cx = c.prng.next() * c.width;
    const cy = range(c.prng, from, to);
    const w = range(c.prng, 0.25, 0.6) * c.width;
    const tint = mix(p.horizon, p.light, c.prng.next() * 0.6);
    const opacity = range(c.prng, 0.25, 0.6);
    for (let puff = 0; puff < 5; puff += 1) {
      const px = cx + range(c.prng, -0.4, 0.4) * w;
      const rx = range(c.prng, 0.18, 0.35) * w;
      c.ellipse(
        px,
        cy - range(c.prng, 0, 0.06) * w,
        rx,
        rx * range(c.prng, 0.22, 0.4),
        c.radial([
          [0, tint, opacity],
          [0.6, tint, opacity * 0.5],
          [1, tint, 0],
        ]),
      );
    }
  }
}

/** A horizontal band of fog centred on `y`. */
export function fog(c: Canvas, p: Palette, y: number, thickness: number, opacity: number): void {
  if (p.depth) return;
  const tint = mix(p.horizon, p.light, 0.3);
  c.rect(
    0,
    y - thickness / 2,
    c.width,
    thickness,
    c.linear([
      [0, tint, 0],
      [0.5, tint, opacity],
      [1, tint, 0],
    ]),
  );
}

/**
 * Darker top and bottom edges, as a lens (or a graduated filter) gives them. Two linear fades only: gradients are
 * most of what a picture costs to draw, and a full-frame radial one would cost more than the rest of the picture.
 */
export function vignette(c: Canvas, strength: number): void {
  if (strength <= 0) return;
  const black: [number, number, number] = [0, 0, 0];
  const band = c.height * 0.25;
  c.rect(
    0,
    0,
    c.width,
    band,
    c.linear([
      [0, black, strength],
      [1, black, 0],
    ]),
  );
  c.rect(
    0,
    c.height - band,
    c.width,
    band,
    c.linear([
      [0, black, 0],
      [1, black, strength],
    ]),
  );
}
