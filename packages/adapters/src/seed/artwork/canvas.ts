import type { Prng } from '../prng.js';
import { css, type Rgb } from './palettes.js';

/** A gradient stop: where (0–1), what colour, how opaque. */
export type Stop = [offset: number, colour: Rgb, opacity?: number];

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

/** Builds one SVG document: gradients go to `<defs>`, shapes to the body, in painting order. */
export class Canvas {
  readonly #defs: string[] = [];
  readonly #body: string[] = [];
  #ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly prng: Prng,
  ) {}

  #stops(stops: Stop[]): string {
    return stops
      .map(
        ([offset, colour, opacity = 1]) =>
          `<stop offset="${n(offset)}" stop-color="${css(colour)}"${opacity < 1 ? ` stop-opacity="${n(opacity)}"` : ''}/>`,
      )
      .join('');
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's bounding box (0–1); returns its `url(#…)`. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${++this.#ids}`;
    this.#defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.#stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient in picture coordinates (for layers whose bounding boxes differ but must share one sky). */
  linearAt(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = `g${++this.#ids}`;
    this.#defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.#stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx,cy) of the bounding box, focus at (fx,fy). */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = `g${++this.#ids}`;
    this.#defs.push(
      `<radialGradient id="${id}" cx="${n(cx * 100)}%" cy="${n(cy * 100)}%" r="${n(r * 100)}%" fx="${n(fx * 100)}%" fy="${n(fy * 100)}%">${this.#stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter (keep it for small shapes: its cost grows with the area it covers). */
  blur(deviation: number): string {
    const id = `f${++this.#ids}`;
    this.#defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip path of the given shapes; returns its `url(#…)`. */
  clip(shapes: string): string {
    const id = `c${++this.#ids}`;
    this.#defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  add(element: string): void {
    this.#body.push(element);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  /** Everything drawn so far as an SVG document; `scale` < 1 renders it smaller (pixel art is drawn that way). */
  toSvg(scale = 1): string {
    const w = Math.max(1, Math.round(this.width * scale));
    const h = Math.max(1, Math.round(this.height * scale));
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.#defs.join('')}</defs>${this.#body.join('')}</svg>`;
  }
}

/** A path through the points, closed down to the bottom edge (a ridge, a skyline, a wave filled below). */
export function filledBelow(points: [number, number][], bottom: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `M${n(first[0])} ${n(bottom)}${points.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}L${n(last[0])} ${n(bottom)}Z`;
}

export const num = n;

/**
 * Smooth 1-D noise in about [-1, 1]: random values on a lattice, cosine-interpolated, summed over octaves (fBm).
 * `ridged` folds it into sharp crests, which reads as mountains.
 */
export function noise1d(prng: Prng, octaves = 5, ridged = false): (x: number) => number {
  const size = 256;
  const lattice = Array.from({ length: size }, () => prng.next() * 2 - 1);
  const offset = prng.next() * 100;
  const at = (x: number): number => {
    const i = Math.floor(x);
    const t = (1 - Math.cos((x - i) * Math.PI)) / 2;
    const a = lattice[((i % size) + size) % size] as number;
    const b = lattice[(((i + 1) % size) + size) % size] as number;
    return a + (b - a) * t;
  };
  return (x: number) => {
    let sum = 0;
    let amplitude = 1;
    let frequency = 1;
    let total = 0;
    for (let octave = 0; octave < octaves; octave += 1) {
      const value = at((x + offset) * frequency + octave * 17.3);
      sum += (ridged ? 1 - 2 * Math.abs(value) : value) * amplitude;
      total += amplitude;
      amplitude *= 0.5;
      frequency *= 2.1;
    }
    return sum / total;
  };
}

export const range = (prng: Prng, min: number, max: number): number => min + prng.next() * (max - min);

/** A smooth path through the points (Catmull–Rom turned into cubic Béziers), closed when asked. */
export function smooth(points: [number, number][], closed: boolean): string {
  const count = points.length;
  if (count < 2) return '';
  const at = (i: number): [number, number] =>
    closed
      ? (points[((i % count) + count) % count] as [number, number])
      : (points[Math.max(0, Math.min(count - 1, i))] as [number, number]);
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i += 1) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}
