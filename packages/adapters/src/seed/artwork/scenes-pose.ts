import { type Canvas, num, range } from './canvas.js';
import { css, type Palette, type Rgb } from './palettes.js';

/** OpenPose's limb colours, as its skeleton images draw them. */
const LIMB_COLOURS: Rgb[] = [
  [255, 0, 0],
  [255, 85, 0],
  [255, 170, 0],
  [255, 255, 0],
  [170, 255, 0],
  [85, 255, 0],
  [0, 255, 0],
  [0, 255, 85],
  [0, 255, 170],
  [0, 255, 255],
  [0, 170, 255],
  [0, 85, 255],
  [0, 0, 255],
  [85, 0, 255],
  [170, 0, 255],
  [255, 0, 255],
  [255, 0, 170],
];
/** Pairs of keypoints (OpenPose's 18-point body: 0 nose, 1 neck, 2–4 right arm, 5–7 left arm, 8–13 legs, 14–17 face). */
const LIMBS: [number, number][] = [
  [1, 2],
  [1, 5],
  [2, 3],
  [3, 4],
  [5, 6],
  [6, 7],
  [1, 8],
  [8, 9],
  [9, 10],
  [1, 11],
  [11, 12],
  [12, 13],
  [1, 0],
  [0, 14],
  [14, 16],
  [0, 15],
  [15, 17],
];

/** A ControlNet OpenPose skeleton on black, in a dynamic pose (what a Poses model's gallery shows). */
export function pose(c: Canvas, _p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  c.rect(0, 0, w, h, '#000000');
  const figures = prng.chance(0.3) ? 2 : 1;
  for (let f = 0; f < figures; f += 1) {
    const u = ((h / 7.5) * range(prng, 0.85, 1.05)) / (figures === 2 ? 1.15 : 1);
    const x = figures === 2 ? w * (0.3 + f * 0.4) : w * range(prng, 0.4, 0.6);
    const neck: [number, number] = [x, h * 0.22 + range(prng, 0, 0.08) * h];
    const lean = range(prng, -0.35, 0.35);
    const at = (from: [number, number], angle: number, length: number): [number, number] => [
      from[0] + Math.sin(angle) * length,
      from[1] + Math.cos(angle) * length,
    ];
    const points: [number, number][] = [];
    points[1] = neck;
    points[0] = at(neck, Math.PI + lean * 0.5, u * 0.7);
    const hip: [number, number] = at(neck, -lean, u * 2.6);
    points[2] = at(neck, Math.PI / 2 + 0.1, u * 0.8);
    points[5] = at(neck, -Math.PI / 2 - 0.1, u * 0.8);
    for (const [shoulder, elbow, wrist, sign] of [
      [2, 3, 4, 1],
      [5, 6, 7, -1],
    ] as const) {
      const upper = sign * range(prng, 0.2, 2.8);
      points[elbow] = at(points[shoulder] as [number, number], upper, u * 1.1);
      points[wrist] = at(points[elbow] as [number, number], upper + sign * range(prng, -0.3, 1.8), u * 1);
    }
    points[8] = [hip[0] + u * 0.4, hip[1]];
    points[11] = [hip[0] - u * 0.4, hip[1]];
    for (const [hipIndex, knee, ankle, sign] of [
      [8, 9, 10, 1],
      [11, 12, 13, -1],
    ] as const) {
      const thigh = sign * range(prng, -0.2, 0.9);
      points[knee] = at(points[hipIndex] as [number, number], thigh, u * 1.5);
      points[ankle] = at(points[knee] as [number, number], thigh - sign * range(prng, 0, 0.9), u * 1.5);
    }
    const nose = points[0] as [number, number];
    points[14] = [nose[0] + u * 0.15, nose[1] - u * 0.12];
    points[15] = [nose[0] - u * 0.15, nose[1] - u * 0.12];
    points[16] = [nose[0] + u * 0.35, nose[1] - u * 0.05];
    points[17] = [nose[0] - u * 0.35, nose[1] - u * 0.05];
    const stick = Math.max(3, u * 0.08);
    LIMBS.forEach(([a, b], index) => {
      const [ax, ay] = points[a] as [number, number];
      const [bx, by] = points[b] as [number, number];
      c.add(
        `<line x1="${num(ax)}" y1="${num(ay)}" x2="${num(bx)}" y2="${num(by)}" stroke="${css(LIMB_COLOURS[index] as Rgb)}" stroke-width="${num(stick)}" stroke-linecap="round" stroke-opacity="0.6"/>`,
      );
    });
    points.forEach(([px, py], index) => {
      c.circle(px, py, stick * 0.55, css(LIMB_COLOURS[index % LIMB_COLOURS.length] as Rgb));
    });
  }
  return [
    'openpose',
    figures === 2 ? 'two people' : prng.pick(['dynamic pose', 'action pose', 'dancing', 'jumping']),
    'full body',
  ];
}
