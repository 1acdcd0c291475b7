import { type Canvas, noise1d, num, range } from './canvas.js';
import { css, mix, type Palette, type Rgb } from './palettes.js';
import { fog, sky, stars, sun } from './sky.js';

/** One row of buildings standing on `base`: their outline, and their window rectangles as one path. */
function buildings(c: Canvas, base: number, tallest: number, unit: number, lit: number) {
  let outline = `M0 ${num(c.height)}`;
  let windows = '';
  let x = -unit;
  while (x < c.width + unit) {
    const bw = unit * range(c.prng, 2, 6);
    const top = base - tallest * range(c.prng, 0.25, 1) ** 1.4;
    const roof = c.prng.next();
    outline += `L${num(x)} ${num(top)}`;
    if (roof < 0.15) {
      // A spire.
      outline += `L${num(x + bw * 0.45)} ${num(top)}L${num(x + bw * 0.5)} ${num(top - tallest * 0.15)}L${num(x + bw * 0.55)} ${num(top)}`;
    } else if (roof < 0.35) {
      // A stepped crown.
      outline += `L${num(x + bw * 0.2)} ${num(top)}L${num(x + bw * 0.2)} ${num(top - unit)}L${num(x + bw * 0.8)} ${num(top - unit)}L${num(x + bw * 0.8)} ${num(top)}`;
    } else if (roof < 0.45) {
      // An antenna.
      outline += `L${num(x + bw * 0.5)} ${num(top)}L${num(x + bw * 0.5)} ${num(top - unit * 3)}L${num(x + bw * 0.52)} ${num(top - unit * 3)}L${num(x + bw * 0.52)} ${num(top)}`;
    }
    outline += `L${num(x + bw)} ${num(top)}`;
    if (lit > 0) {
      const size = unit * 0.32;
      for (let wy = top + unit * 0.6; wy < base - unit * 0.4; wy += unit * 0.8) {
        for (let wx = x + unit * 0.4; wx < x + bw - unit * 0.4; wx += unit * 0.7) {
          if (c.prng.chance(lit))
            windows += `M${num(wx)} ${num(wy)}h${num(size)}v${num(size * 1.3)}h${num(-size)}Z`;
        }
      }
    }
    x += bw + unit * range(c.prng, 0, 0.6);
  }
  outline += `L${num(x)} ${num(c.height)}Z`;
  return { outline, windows };
}

/** A skyline at dusk or night: rows of towers fading into haze, lit windows, neon, a river mirroring it all. */
export function city(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const horizon = h * range(prng, 0.62, 0.75);
  const river = prng.chance(0.5);
  const ground = river ? horizon + (h - horizon) * 0.15 : h;
  sky(c, p, horizon);
  stars(c, p, horizon * 0.6);
  sun(c, p, range(prng, 0.15, 0.85) * w, horizon * range(prng, 0.2, 0.6), w * 0.045);
  const unit = Math.max(w, h) / 90;
  const rows = 3;
  const lights: Rgb[] = [p.glow, p.accent2, mix(p.glow, p.light, 0.5)];
  for (let i = 0; i < rows; i += 1) {
    const t = i / (rows - 1);
    const base = river ? ground : horizon + (h - horizon) * t * 0.6;
    const { outline, windows } = buildings(
      c,
      base,
      h * (0.45 - t * 0.15),
      unit * (1 + t * 0.6),
      p.depth ? 0 : 0.15 + t * 0.25,
    );
    const colour = mix(p.far, p.near, t ** 0.7);
    c.path(
      outline,
      c.linearAt(
        [
          [0, colour],
          [1, p.depth ? colour : mix(colour, p.horizon, 0.3 * (1 - t))],
        ],
        0,
        base - h * 0.4,
        0,
        base,
      ),
    );
    if (windows) c.path(windows, css(prng.pick(lights)), ` fill-opacity="${num(0.5 + t * 0.4)}"`);
    if (i < rows - 1) fog(c, p, base - h * 0.02, h * 0.1, 0.35);
  }
  if (p.night && !p.depth) {
    for (let i = 0; i < prng.int(3, 7); i += 1) {
      const x = prng.next() * w;
      const y = ground - h * range(prng, 0.05, 0.25);
      const sign = prng.pick([p.accent, p.accent2]);
      c.ellipse(
        x,
        y,
        unit * 4,
        unit * 6,
        c.radial([
          [0, sign, 0.5],
          [1, sign, 0],
        ]),
      );
      c.rect(x - unit * 0.4, y - unit * 2.5, unit * 0.8, unit * 5, css(mix(sign, p.light, 0.3)));
    }
  }
  if (river) {
    c.rect(
      0,
      ground,
      w,
      h - ground,
      c.linear([
        [0, mix(p.horizon, p.near, 0.5)],
        [1, mix(p.skyTop, p.near, 0.7)],
      ]),
    );
    if (!p.depth) {
      let streaks = '';
      for (let i = 0; i < 140; i += 1) {
        const x = prng.next() * w;
        const y = ground + (h - ground) * prng.next() ** 1.3;
        streaks += `M${num(x)} ${num(y)}h${num(range(prng, 4, 30))}`;
      }
      c.path(streaks, 'none', ` stroke="${css(p.glow)}" stroke-width="2" stroke-opacity="0.45"`);
    }
  }
  return [
    prng.pick(['city skyline', 'futuristic city', 'downtown at night', 'metropolis']),
    river ? 'reflections on the river' : 'skyscrapers',
    p.night ? 'city lights' : 'hazy atmosphere',
  ];
}

/** A planet seen from orbit, perhaps ringed, before a nebula and a field of stars. */
export function space(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  c.rect(
    0,
    0,
    w,
    h,
    c.linear(
      [
        [0, mix(p.skyMid, p.skyTop, 0.5)],
        [1, mix(p.skyTop, [0, 0, 0], 0.75)],
      ],
      range(prng, 0, 1),
      0,
      range(prng, 0, 1),
      1,
    ),
  );
  if (!p.depth) {
    for (let i = 0; i < prng.int(3, 5); i += 1) {
      const colour = prng.pick([p.accent, p.accent2, p.horizon]);
      const rx = range(prng, 0.15, 0.32) * w;
      c.ellipse(
        prng.next() * w,
        prng.next() * h,
        rx,
        rx * range(prng, 0.3, 0.7),
        c.radial([
          [0, colour, range(prng, 0.15, 0.35)],
          [1, colour, 0],
        ]),
        ` transform="rotate(${num(range(prng, -60, 60))} ${num(w / 2)} ${num(h / 2)})"`,
      );
    }
    stars(c, { ...p, night: true }, h);
  }
  const r = Math.min(w, h) * range(prng, 0.28, 0.45);
  const px = w * range(prng, 0.3, 0.7);
  const py = h * range(prng, 0.45, 0.75);
  const surface = prng.pick([p.accent, p.far, p.accent2, p.horizon]);
  const ringed = prng.chance(0.5);
  const tilt = range(prng, -25, 25);
  const ring = (half: 'back' | 'front') =>
    `<path d="M${num(px - r * 2)} ${num(py)}A${num(r * 2)} ${num(r * 0.45)} 0 0 ${half === 'front' ? 0 : 1} ${num(px + r * 2)} ${num(py)}" fill="none" stroke="${css(mix(surface, p.light, 0.5))}" stroke-width="${num(r * 0.12)}" stroke-opacity="0.7" transform="rotate(${num(tilt)} ${num(px)} ${num(py)})"/>`;
  if (ringed) c.add(ring('back'));
  // The atmosphere: two soft strokes (a radial ring would cost as much as the whole planet).
  c.circle(
    px,
    py,
    r * 1.03,
    'none',
    ` stroke="${css(p.glow)}" stroke-width="${num(r * 0.1)}" stroke-opacity="0.12"`,
  );
  c.circle(
    px,
    py,
    r * 1.01,
    'none',
    ` stroke="${css(mix(p.glow, surface, 0.3))}" stroke-width="${num(r * 0.04)}" stroke-opacity="0.35"`,
  );
  c.circle(
    px,
    py,
    r,
    c.radial(
      [
        [0, mix(surface, p.light, 0.45)],
        [0.55, surface],
        [1, mix(surface, [0, 0, 0], 0.85)],
      ],
      0.5,
      0.5,
      0.75,
      0.3,
      0.3,
    ),
  );
  const clip = c.clip(`<circle cx="${num(px)}" cy="${num(py)}" r="${num(r)}"/>`);
  let bands = '';
  for (let i = 0; i < prng.int(4, 8); i += 1) {
    const by = py + range(prng, -1, 1) * r;
    bands += `<ellipse cx="${num(px)}" cy="${num(by)}" rx="${num(r * 1.2)}" ry="${num(r * range(prng, 0.03, 0.09))}" fill="${css(prng.pick([p.light, p.near, surface]))}" fill-opacity="${num(range(prng, 0.1, 0.25))}"/>`;
  }
  c.add(`<g clip-path="${clip}" transform="rotate(${num(tilt)} ${num(px)} ${num(py)})">${bands}</g>`);
  // The night side.
  c.circle(
    px,
    py,
    r,
    c.linear(
      [
        [0, [0, 0, 0], 0],
        [0.45, [0, 0, 0], 0.05],
        [0.75, [0, 0, 0], 0.6],
        [1, [0, 0, 0], 0.9],
      ],
      0.2,
      0.15,
      0.85,
      0.9,
    ),
  );
  if (ringed) c.add(ring('front'));
  const mr = r * range(prng, 0.08, 0.15);
  const mx = px + range(prng, -1.8, 1.8) * r;
  c.circle(
    mx,
    py - r * range(prng, 1.1, 1.6),
    mr,
    c.radial(
      [
        [0, p.light],
        [1, mix(p.far, [0, 0, 0], 0.6)],
      ],
      0.5,
      0.5,
      0.7,
      0.3,
      0.3,
    ),
  );
  return [
    ringed ? 'ringed planet' : prng.pick(['alien planet', 'gas giant', 'exoplanet']),
    'outer space',
    'nebula',
    'stars',
  ];
}

/** Flowing ribbons of colour and a few glassy spheres: the abstract wallpaper every hub has a lot of. */
export function abstract(c: Canvas, p: Palette): string[] {
  const { width: w, height: h, prng } = c;
  const dark = prng.chance(0.6);
  c.rect(
    0,
    0,
    w,
    h,
    c.linear(
      [
        [0, dark ? mix(p.skyTop, p.near, 0.5) : p.horizon],
        [1, dark ? p.near : p.skyMid],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const ribbons = prng.int(5, 9);
  for (let i = 0; i < ribbons; i += 1) {
    const wave = noise1d(prng, 2);
    const base = h * (0.1 + (0.75 * i) / ribbons) + range(prng, -0.05, 0.05) * h;
    const amplitude = h * range(prng, 0.1, 0.25);
    const thickness = h * range(prng, 0.04, 0.16);
    const scale = w * range(prng, 0.5, 1);
    const top: string[] = [];
    const bottom: string[] = [];
    for (let x = -10; x <= w + 10; x += Math.max(6, w / 100)) {
      const y = base + wave(x / scale) * amplitude;
      const thick = thickness * (0.4 + 0.6 * Math.abs(Math.sin(x / scale + i)));
      top.push(`${num(x)} ${num(y)}`);
      bottom.unshift(`${num(x)} ${num(y + thick)}`);
    }
    const from = prng.pick([p.accent, p.accent2, p.glow]);
    const to = prng.pick([p.accent, p.accent2, p.far, p.light]);
    c.path(
      `M${top.join('L')}L${bottom.join('L')}Z`,
      c.linear(
        [
          [0, from, 0.9],
          [1, to, 0.9],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    // A shadow along the lower edge gives the ribbon a fold.
    c.path(
      `M${top.join('L')}L${bottom.join('L')}Z`,
      c.linear([
        [0, p.near, 0],
        [0.6, p.near, 0.1],
        [1, p.near, 0.45],
      ]),
    );
    c.path(`M${top.join('L')}`, 'none', ` stroke="${css(p.light)}" stroke-width="1.5" stroke-opacity="0.5"`);
  }
  for (let i = 0; i < prng.int(2, 5); i += 1) {
    const colour = prng.pick([p.accent, p.accent2, p.light]);
    const r = range(prng, 0.03, 0.12) * w;
    c.circle(
      prng.next() * w,
      prng.next() * h,
      r,
      c.radial(
        [
          [0, mix(colour, p.light, 0.7), 0.95],
          [0.5, colour, 0.8],
          [1, mix(colour, p.near, 0.5), 0.9],
        ],
        0.5,
        0.5,
        0.5,
        0.3,
        0.3,
      ),
    );
  }
  return [
    prng.pick(['abstract art', 'fluid waves', 'flowing ribbons', 'abstract wallpaper']),
    'smooth gradients',
    dark ? 'dark background' : 'light background',
  ];
}
