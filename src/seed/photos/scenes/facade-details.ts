/** What hangs on or lies next to a facade: balconies, shopfronts, curtain walls and the building's shadow. */
import type { Rng } from '../random';
import { mix, shade } from './color';
import type { BalconyStyle, BlockSpec } from './facade';
import type { Outdoor } from './outdoor';
import { at, box, type Face, polygon3, projPoly, quad, toCam, type V3 } from './space';
import { Batch, num } from './svg';

export function balcony(
  o: Outdoor,
  r: Rng,
  f: Face,
  a0: number,
  y: number,
  w: number,
  b: BalconyStyle,
): { d: number; svg: string } {
  const { cam, lit, svg } = o;
  const n = f.n;
  const p0 = at(f, a0, y, 0);
  const p1 = at(f, a0 + w, y - 0.18, b.depth);
  const min: V3 = [Math.min(p0[0], p1[0]), y - 0.18, Math.min(p0[2], p1[2])];
  const max: V3 = [Math.max(p0[0], p1[0]), y, Math.max(p0[2], p1[2])];
  // The slab's shadow on the wall beneath it.
  let s = polygon3(
    cam,
    quad(f, a0, y - 0.9, a0 + w, y - 0.18, 0.05),
    '#000000',
    ` fill-opacity="${num(o.L.shadow * 0.6)}"`,
  );
  s += box(cam, min, max, shade(b.color, 1.05), lit);
  const front: Face = { o: at(f, a0, y, b.depth), u: f.u, n, w, h: 1.05 };
  const rail = quad(front, 0, 0, w, 1.05);
  if (b.rail === 'solid') s += polygon3(cam, rail, lit(b.color, n));
  else if (b.rail === 'glass')
    s += polygon3(
      cam,
      rail,
      svg.lin([
        [0, '#dfeaf2', 0.55],
        [1, '#8fa6b8', 0.4],
      ]),
    );
  else {
    const bar = lit('#2f2f2f', n);
    const stripes = svg.lin(
      [
        [0, bar],
        [0.3, bar],
        [0.3, bar, 0],
        [1, bar, 0],
      ],
      0,
      0,
      1 / Math.round(w / 0.14),
      0,
      { repeat: true },
    );
    s += polygon3(cam, quad(front, 0, 0, w, 1.0), stripes);
  }
  s += polygon3(
    cam,
    quad(front, -0.02, 1.0, w + 0.02, 1.08, 0.01),
    lit(b.rail === 'glass' ? '#c8ccd0' : shade(b.color, 0.9), n),
  );
  if (b.laundry && r.chance(b.laundry)) {
    let a = 0.2;
    while (a < w - 0.4) {
      const cw = r.range(0.25, 0.5);
      const c = r.pick(['#d04848', '#f2f2f2', '#3a6ab0', '#f2c94c', '#5aa05a', '#e080a0']);
      s += polygon3(cam, quad(front, a, 0.45, a + cw, 1.0, 0.02), lit(c, n));
      a += cw + r.range(0.05, 0.3);
    }
  }
  const q = toCam(cam, at(f, a0 + w / 2, y, b.depth));
  return { d: Math.hypot(q[0], q[1], q[2]), svg: s };
}

export function shopfronts(
  o: Outdoor,
  r: Rng,
  f: Face,
  fh: number,
  bw: number,
  bays: number,
  colors: string[],
): string {
  const { cam, lit, svg } = o;
  const inside = svg.lin([
    [0, '#6b5a48'],
    [0.5, '#f0d8a8'],
    [1, '#3a3026'],
  ]);
  let s = '';
  for (let b = 0; b < bays; b++) {
    const a0 = b * bw + 0.25;
    const a1 = (b + 1) * bw - 0.25;
    const c = r.pick(colors);
    s += polygon3(cam, quad(f, a0, 0.1, a1, fh - 1.1, 0.02), inside);
    s += polygon3(
      cam,
      quad(f, a0, 0.1, a1, fh - 1.1, 0.03),
      svg.lin(
        [
          [0, '#ffffff', 0.28],
          [1, '#ffffff', 0.05],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    s += polygon3(cam, quad(f, a0 - 0.1, fh - 1.05, a1 + 0.1, fh - 0.25, 0.05), lit(c, f.n));
    for (let i = 0; i < r.int(2, 4); i++) {
      const t = r.range(0.1, 0.6);
      s += polygon3(
        cam,
        quad(f, a0 + (a1 - a0) * t, fh - 0.8, a0 + (a1 - a0) * (t + r.range(0.1, 0.3)), fh - 0.5, 0.06),
        mix(c, '#ffffff', 0.75),
      );
    }
    if (r.chance(0.6)) {
      // A sloping awning: from the wall at the sign's foot down and out over the pavement.
      const ac = r.pick(colors);
      const p = [
        at(f, a0, fh - 1.1, 0.05),
        at(f, a1, fh - 1.1, 0.05),
        at(f, a1, fh - 1.7, 1.4),
        at(f, a0, fh - 1.7, 1.4),
      ];
      s += polygon3(
        cam,
        p,
        svg.lin([
          [0, lit(ac, [0, 1, 0])],
          [1, shade(lit(ac, f.n), 0.8)],
        ]),
      );
    }
  }
  return s;
}

export function curtainWall(o: Outdoor, r: Rng, f: Face, fh: number, s: BlockSpec, k: number): string {
  const { cam, svg, L, lit } = o;
  const g = s.glass!;
  const top = mix(shade(L.glass[0], 0.5 + k * 0.5), g.tint, 0.45);
  const bottom = mix(shade(L.glass[1], 0.5 + k * 0.5), g.tint, 0.55);
  let out = polygon3(
    cam,
    quad(f, 0, 0, f.w, f.h, 0.02),
    svg.lin(
      [
        [0, top],
        [0.55, mix(top, bottom, 0.6)],
        [1, bottom],
      ],
      0,
      0,
      r.range(-0.3, 0.3),
      1,
    ),
  );
  // Reflections: a few slanted bright bands across the glass.
  for (let i = 0; i < r.int(1, 3); i++) {
    const a = r.range(0, f.w);
    const wd = r.range(0.05, 0.2) * f.w;
    const p = [
      at(f, a, 0, 0.03),
      at(f, a + wd, 0, 0.03),
      at(f, Math.min(f.w, a + wd + f.h * 0.3), f.h, 0.03),
      at(f, Math.min(f.w, a + f.h * 0.3), f.h, 0.03),
    ];
    out += polygon3(cam, p, '#ffffff', ` fill-opacity="${num(r.range(0.05, 0.14))}"`);
  }
  const mull = lit(g.mullion, f.n);
  for (let fl = 0; fl <= s.floors; fl++) {
    const y = fl * fh;
    if (g.spandrel && fl > 0)
      out += polygon3(
        cam,
        quad(f, 0, y - 0.45, f.w, y + 0.35, 0.035),
        lit(g.spandrel, f.n),
        ' fill-opacity="0.9"',
      );
    out += polygon3(cam, quad(f, 0, y - 0.05, f.w, y + 0.05, 0.04), mull);
  }
  const cols = Math.max(2, Math.round(f.w / 1.5));
  for (let c = 0; c <= cols; c++) {
    const a = (c / cols) * f.w;
    out += polygon3(cam, quad(f, a - 0.04, 0, a + 0.04, f.h, 0.04), mull);
  }
  return out;
}

export function castShadow(o: Outdoor, min: V3, max: V3): void {
  const s = o.L.sun;
  if (s[1] <= 0.02) return;
  const len = Math.min(70, (max[1] - min[1]) / Math.tan(Math.asin(s[1])));
  const hz = Math.hypot(s[0], s[2]) || 1;
  const dx = (-s[0] / hz) * len;
  const dz = (-s[2] / hz) * len;
  const c: V3[] = [
    [min[0], 0.02, min[2]],
    [max[0], 0.02, min[2]],
    [max[0], 0.02, max[2]],
    [min[0], 0.02, max[2]],
  ];
  // One path of same-wound pieces: the union is filled once, so overlaps do not darken twice (and no
  // group opacity, which costs librsvg a full-canvas offscreen buffer).
  const bt = new Batch();
  const extra = ` fill-opacity="${num(o.L.shadow)}"`;
  bt.add(0, '#000', projPoly(o.cam, c), extra);
  for (let i = 0; i < 4; i++) {
    const a = c[i]!;
    const b = c[(i + 1) % 4]!;
    bt.add(
      0,
      '#000',
      projPoly(o.cam, [a, b, [b[0] + dx, 0.02, b[2] + dz], [a[0] + dx, 0.02, a[2] + dz]]),
      extra,
    );
  }
  o.ground.push(bt.flush());
}
