import { type Canvas, num, range, smooth } from './canvas.js';
import { css, mix, type Palette, type Rgb } from './palettes.js';
import { mountains, seascape } from './scenes-nature.js';
import { city } from './scenes-other.js';

/** Out-of-focus lights: soft discs of the accent colours. */
function bokeh(c: Canvas, p: Palette, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const colour = c.prng.pick([p.accent, p.accent2, p.glow, p.light]);
    const r = range(c.prng, 0.03, 0.12) * c.width;
    const opacity = range(c.prng, 0.15, 0.5);
    c.circle(
      c.prng.next() * c.width,
      c.prng.next() * c.height * 0.8,
      r,
      c.radial([
        [0, colour, opacity * 0.6],
        [0.8, colour, opacity],
        [1, colour, 0],
      ]),
    );
  }
}

/** A head-and-shoulders profile facing right, in head heights from the middle of the skull. */
const PROFILE: [number, number][] = [
  [-1.7, 2.7],
  [-1.5, 1.6],
  [-1.05, 1.18],
  [-0.5, 0.98],
  [-0.3, 0.62],
  [-0.4, 0.28],
  [-0.47, -0.08],
  [-0.36, -0.42],
  [-0.06, -0.57],
  [0.22, -0.49],
  [0.36, -0.26],
  [0.4, -0.07],
  [0.37, 0.03],
  [0.45, 0.14],
  [0.51, 0.21],
  [0.41, 0.25],
  [0.42, 0.3],
  [0.38, 0.33],
  [0.41, 0.37],
  [0.36, 0.45],
  [0.29, 0.5],
  [0.1, 0.53],
  [0.12, 0.72],
  [0.2, 0.96],
  [0.58, 1.16],
  [0.95, 1.6],
  [1.15, 2.7],
];
const LONG_HAIR: [number, number][] = [
  [0.3, -0.34],
  [0.12, -0.63],
  [-0.32, -0.63],
  [-0.6, -0.25],
  [-0.64, 0.35],
  [-0.74, 0.95],
  [-0.55, 1.4],
  [-0.3, 1.02],
  [-0.2, 0.42],
  [0.0, 0.02],
  [0.18, -0.22],
];
const SHORT_HAIR: [number, number][] = [
  [0.3, -0.36],
  [0.1, -0.64],
  [-0.34, -0.6],
  [-0.55, -0.2],
  [-0.45, 0.3],
  [-0.3, 0.45],
  [-0.12, 0.12],
  [0.02, -0.08],
  [0.2, -0.26],
];

/**
 * A head-and-shoulders profile against the light: a dark silhouette, a rim of light along the face, hair catching
 * it, bokeh behind. Abstract on purpose: a silhouette, not a face.
 */
export function portrait(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const dir = prng.chance(0.5) ? 1 : -1;
  const head = h * range(prng, 0.26, 0.32);
  const cx = w * (0.5 - dir * range(prng, 0.02, 0.12));
  const cy = h * range(prng, 0.32, 0.38);
  const place = (points: [number, number][]): [number, number][] =>
    points.map(([x, y]) => [cx + dir * x * head, cy + y * head]);
  const lightX = cx + dir * head * range(prng, 0.5, 1.2);
  const lightY = cy - head * range(prng, 0, 0.5);
  // Behind the figure: soft lights, a whole scene, or a plain studio backdrop.
  const backdrop = p.depth ? 'studio' : prng.pick(['bokeh', 'bokeh', 'scene', 'studio'] as const);
  const backdropWords = backdrop === 'scene' ? prng.pick([mountains, seascape, city])(c, p).slice(0, 1) : [];
  if (backdrop !== 'scene') {
    // Linear, not radial: radial gradients cost far more to draw.
    c.rect(
      0,
      0,
      w,
      h,
      c.linear(
        [
          [0, mix(p.skyMid, p.horizon, 0.5)],
          [0.5, p.skyMid],
          [1, mix(p.skyTop, p.near, 0.3)],
        ],
        dir > 0 ? 1 : 0,
        0,
        dir > 0 ? 0 : 1,
        1,
      ),
    );
  }
  if (backdrop === 'bokeh') bokeh(c, p, prng.int(10, 22));
  const long = prng.chance(0.6);
  const body = smooth(place(PROFILE), true);
  const hair = smooth(place(long ? LONG_HAIR : SHORT_HAIR), true);
  const bun = !long && prng.chance(0.4);
  const bunShape = bun
    ? `<circle cx="${num(cx - dir * head * 0.5)}" cy="${num(cy - head * 0.42)}" r="${num(head * 0.2)}"/>`
    : '';
  const figure = `<path d="${body}"/><path d="${hair}"/>${bunShape}`;
  if (!p.depth) {
    c.circle(
      lightX,
      lightY,
      head * 1.5,
      c.radial([
        [0, p.glow, 0.75],
        [0.4, mix(p.glow, p.horizon, 0.4), 0.35],
        [1, p.horizon, 0],
      ]),
    );
    // The rim: the silhouette in the light's colour, nudged towards the light, under the dark one.
    c.add(
      `<g fill="${css(mix(p.glow, p.light, 0.4))}" transform="translate(${num(dir * head * 0.028)} ${num(-head * 0.008)})">${figure}</g>`,
    );
  }
  const dark = p.depth ? p.near : mix(p.near, [0, 0, 0], 0.35);
  const lit = p.depth ? p.near : mix(p.near, p.glow, 0.22);
  c.add(
    `<g fill="${c.linear(
      [
        [0, dir > 0 ? dark : lit],
        [1, dir > 0 ? lit : dark],
      ],
      0,
      0,
      1,
      0,
    )}">${figure}</g>`,
  );
  if (!p.depth) {
    if (prng.chance(0.5)) {
      const [ex, ey] = place([[-0.02, 0.36]])[0] as [number, number];
      c.circle(
        ex,
        ey,
        head * 0.05,
        c.radial([
          [0, p.light],
          [0.4, p.accent2, 0.8],
          [1, p.accent2, 0],
        ]),
      );
    }
  }
  return [
    prng.pick(['portrait of a woman', 'portrait of a man', 'side profile portrait', 'upper body portrait']),
    long ? 'long flowing hair' : bun ? 'hair bun' : 'short hair',
    prng.pick(['rim lighting', 'backlit', 'silhouette', 'cinematic lighting']),
    ...(backdrop === 'bokeh' ? ['bokeh'] : backdrop === 'studio' ? ['studio lighting'] : backdropWords),
  ];
}

/** A flower: petals round a centre, each petal an ellipse with a soft gradient. */
function flower(c: Canvas, x: number, y: number, r: number, petal: Rgb, heart: Rgb): void {
  const petals = c.prng.int(5, 9);
  const turn = c.prng.next() * 360;
  const fill = c.radial(
    [
      [0, mix(petal, heart, 0.4)],
      [0.7, petal],
      [1, mix(petal, [255, 255, 255], 0.35)],
    ],
    0.5,
    0.9,
    0.9,
  );
  let shapes = '';
  for (let i = 0; i < petals; i += 1) {
    const angle = turn + (i * 360) / petals;
    shapes += `<ellipse cx="${num(x)}" cy="${num(y - r * 0.5)}" rx="${num(r * 0.32)}" ry="${num(r * 0.55)}" transform="rotate(${num(angle)} ${num(x)} ${num(y)})"/>`;
  }
  c.add(`<g fill="${fill}">${shapes}</g>`);
  c.circle(
    x,
    y,
    r * 0.22,
    c.radial(
      [
        [0, mix(heart, [255, 255, 255], 0.3)],
        [1, heart],
      ],
      0.4,
      0.4,
    ),
  );
}

/** A still life: a vase of flowers and fruit on a table by a window. */
export function stillLife(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const tableY = h * range(prng, 0.62, 0.72);
  c.rect(
    0,
    0,
    w,
    tableY + 2,
    c.linear(
      [
        [0, mix(p.skyMid, p.near, 0.35)],
        [1, mix(p.skyMid, p.horizon, 0.3)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  if (!p.depth) {
    // Window light falling across the wall.
    const x = w * range(prng, 0.05, 0.45);
    c.path(
      `M${num(x)} 0L${num(x + w * 0.35)} 0L${num(x + w * 0.55)} ${num(tableY)}L${num(x + w * 0.2)} ${num(tableY)}Z`,
      c.linear([
        [0, p.light, 0.28],
        [1, p.light, 0.05],
      ]),
    );
  }
  c.rect(
    0,
    tableY,
    w,
    h - tableY,
    c.linear([
      [0, mix(p.far, p.near, 0.4)],
      [1, mix(p.near, [0, 0, 0], 0.3)],
    ]),
  );
  c.rect(0, tableY, w, 3, css(mix(p.far, p.light, 0.4)), ' fill-opacity="0.6"');
  const vx = w * range(prng, 0.38, 0.62);
  const vw = w * range(prng, 0.09, 0.13);
  const vh = h * range(prng, 0.16, 0.24);
  const base = tableY + h * 0.05;
  const glaze = prng.pick([p.accent2, p.far, p.light]);
  c.ellipse(vx, base, vw * 1.6, vw * 0.25, '#000000', ' fill-opacity="0.3"');
  // Flowers first, so the vase's neck hides their stems.
  const top = base - vh;
  const flowers = prng.int(5, 9);
  for (let i = 0; i < flowers; i += 1) {
    const fx = vx + range(prng, -1, 1) * w * 0.22;
    const fy = top - range(prng, 0.05, 0.32) * h;
    c.path(
      `M${num(vx + range(prng, -0.2, 0.2) * vw)} ${num(top + vh * 0.2)}Q${num((vx + fx) / 2)} ${num((top + fy) / 2 + h * 0.05)} ${num(fx)} ${num(fy)}`,
      'none',
      ` stroke="${css(mix(p.near, [60, 110, 60], 0.5))}" stroke-width="${num(w * 0.006)}"`,
    );
    if (prng.chance(0.5))
      c.ellipse(
        fx + w * 0.03,
        fy + h * 0.06,
        w * 0.035,
        w * 0.012,
        css(mix(p.near, [70, 130, 70], 0.55)),
        ` transform="rotate(${num(range(prng, -40, 40))} ${num(fx)} ${num(fy)})"`,
      );
  }
  for (let i = 0; i < flowers; i += 1) {
    const fx = vx + range(prng, -1, 1) * w * 0.22;
    const fy = top - range(prng, 0.08, 0.32) * h;
    const petal = p.depth ? p.near : prng.pick([p.accent, p.accent2, mix(p.accent, p.light, 0.4)]);
    flower(
      c,
      fx,
      fy,
      w * range(prng, 0.05, 0.09),
      petal,
      p.depth ? p.near : mix(p.accent2, [90, 50, 10], 0.4),
    );
  }
  c.path(
    `M${num(vx - vw * 0.35)} ${num(top)}C${num(vx - vw * 0.3)} ${num(top + vh * 0.25)} ${num(vx - vw * 1.2)} ${num(top + vh * 0.35)} ${num(vx - vw)} ${num(base - vh * 0.15)}Q${num(vx - vw * 0.8)} ${num(base)} ${num(vx)} ${num(base)}Q${num(vx + vw * 0.8)} ${num(base)} ${num(vx + vw)} ${num(base - vh * 0.15)}C${num(vx + vw * 1.2)} ${num(top + vh * 0.35)} ${num(vx + vw * 0.3)} ${num(top + vh * 0.25)} ${num(vx + vw * 0.35)} ${num(top)}Z`,
    c.linear(
      [
        [0, mix(glaze, p.near, 0.6)],
        [0.35, mix(glaze, p.light, 0.35)],
        [0.5, glaze],
        [1, mix(glaze, p.near, 0.75)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const fruits = prng.int(2, 4);
  for (let i = 0; i < fruits; i += 1) {
    const fx = vx + (prng.chance(0.5) ? 1 : -1) * range(prng, 1.6, 3.2) * vw;
    const r = w * range(prng, 0.035, 0.05);
    const fy = base + range(prng, 0, 0.08) * h - r;
    const colour = p.depth
      ? p.near
      : prng.pick([p.accent, p.accent2, [200, 60, 40] as Rgb, [230, 170, 40] as Rgb]);
    c.ellipse(fx + r * 0.3, fy + r * 0.9, r * 1.2, r * 0.25, '#000000', ' fill-opacity="0.3"');
    c.circle(
      fx,
      fy,
      r,
      c.radial(
        [
          [0, mix(colour, p.light, 0.6)],
          [0.35, colour],
          [1, mix(colour, p.near, 0.6)],
        ],
        0.5,
        0.5,
        0.6,
        0.3,
        0.3,
      ),
    );
  }
  return [
    prng.pick(['still life', 'flowers in a vase', 'bouquet on a table']),
    'window light',
    'fruit',
    'oil painting',
  ];
}
