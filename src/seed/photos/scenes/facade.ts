/**
 * Building blocks: a box with floors of windows, balconies, shopfronts or a glass curtain wall, its roof
 * line and the shadow it throws. Every detail is laid out in metres on the face and projected, so the
 * perspective of a window grid is exact and comes for free.
 */
import type { Rng } from '../random';
import { luminance, shade } from './color';
import { balcony, castShadow, curtainWall, shopfronts } from './facade-details';
import type { Outdoor } from './outdoor';
import { box, type Face, polygon3, projPoly, quad, SIDES, sees, sideFace, type V3 } from './space';
import { Batch } from './svg';

export interface WindowStyle {
  w: number;
  h: number;
  sill: number;
  frame: string;
  /** Share of windows with curtains drawn. */
  curtains: number;
  bars?: boolean;
}

export interface BalconyStyle {
  depth: number;
  /** Width as a share of a bay. */
  width: number;
  rail: 'glass' | 'bars' | 'solid';
  color: string;
  /** A balcony every n-th bay, starting at bay `offset`. */
  every: number;
  offset: number;
  laundry?: number;
}

export interface BlockSpec {
  min: V3;
  max: V3;
  wall: string;
  floors: number;
  bayW: number;
  win: WindowStyle;
  /** Colour of the slab edge between floors. */
  bands?: string;
  /** Colour of vertical strips every `pilasterEvery` bays. */
  pilasters?: string;
  pilasterEvery?: number;
  pilasterW?: number;
  balcony?: BalconyStyle;
  shops?: string[];
  glass?: { tint: string; mullion: string; spandrel?: string };
  cap?: string;
  tanks?: number;
}

/** Dark at the foot of a wall, a little lighter at its top: ground occlusion and sky light. */
const aoFill = (o: Outdoor): string =>
  o.svg.lin([
    [0, '#ffffff', 0.06],
    [0.6, '#000000', 0],
    [1, '#000000', 0.22],
  ]);

export function block(o: Outdoor, r: Rng, s: BlockSpec): void {
  const { cam, lit, svg, L } = o;
  const fh = (s.max[1] - s.min[1]) / s.floors;
  let out = '';
  const protrusions: { d: number; svg: string }[] = [];
  const ao = aoFill(o);
  for (const side of SIDES) {
    if (!sees(cam, s.min, s.max, side)) continue;
    const f = sideFace(s.min, s.max, side);
    const wallLit = lit(s.wall, f.n);
    const k = Math.min(1.1, luminance(wallLit) / Math.max(0.05, luminance(s.wall)));
    const glass = svg.lin(
      [
        [0, shade(L.glass[0], 0.55 + k * 0.45)],
        [1, shade(L.glass[1], 0.55 + k * 0.45)],
      ],
      0,
      0,
      0.3,
      1,
    );
    const full = quad(f, 0, 0, f.w, f.h);
    out += polygon3(cam, full, wallLit);
    if (s.glass) {
      out += curtainWall(o, r, f, fh, s, k);
    } else {
      const bays = Math.max(1, Math.round(f.w / s.bayW));
      const bw = f.w / bays;
      const batch = new Batch();
      if (s.pilasters) {
        const pc = lit(s.pilasters, f.n);
        const every = s.pilasterEvery ?? 2;
        const pw = s.pilasterW ?? 0.4;
        for (let b = 0; b <= bays; b += every) {
          const a = Math.min(f.w - pw, Math.max(0, b * bw - pw / 2));
          batch.add(0, pc, projPoly(cam, quad(f, a, 0, a + pw, f.h, 0.02)));
        }
      }
      for (let fl = 0; fl < s.floors; fl++) {
        const y0 = fl * fh;
        if (s.bands)
          batch.add(0, lit(s.bands, f.n), projPoly(cam, quad(f, 0, y0 - 0.12, f.w, y0 + 0.18, 0.03)));
        if (fl === 0 && s.shops) {
          out += shopfronts(o, r, f, fh, bw, bays, s.shops);
          continue;
        }
        for (let b = 0; b < bays; b++) {
          const a0 = b * bw + (bw - s.win.w) / 2;
          const b0 = y0 + s.win.sill;
          windowAt(o, r, batch, f, a0, b0, a0 + s.win.w, b0 + s.win.h, s.win, glass);
          const bal = s.balcony;
          if (bal && fl > 0 && (b - bal.offset) % bal.every === 0 && b >= bal.offset) {
            const p = balcony(o, r, f, b * bw + (bw * (1 - bal.width)) / 2, y0, bw * bal.width, bal);
            protrusions.push(p);
          }
        }
      }
      out += batch.flush();
    }
    out += polygon3(cam, full, ao);
    // A crisp top: coping or parapet cap catches the light.
    out += polygon3(
      cam,
      quad(f, -0.1, f.h - 0.35, f.w + 0.1, f.h, 0.08),
      lit(s.cap ?? shade(s.wall, 1.08), f.n),
    );
  }
  if (cam.y > s.max[1])
    out += box(
      cam,
      [s.min[0], s.max[1], s.min[2]],
      [s.max[0], s.max[1] + 0.01, s.max[2]],
      shade(s.wall, 0.8),
      lit,
    );
  protrusions.sort((a, b) => b.d - a.d);
  out += protrusions.map((p) => p.svg).join('');
  const grow = s.balcony ? s.balcony.depth : 0.5;
  o.stage.add(
    [s.min[0] - grow, s.min[1], s.min[2] - grow],
    [s.max[0] + grow, s.max[1], s.max[2] + grow],
    out,
  );
  for (let t = 0; t < (s.tanks ?? 0); t++) {
    const x = r.range(s.min[0] + 1, s.max[0] - 2);
    const z = r.range(s.min[2] + 1, s.min[2] + 4);
    o.stage.add(
      [x, s.max[1], z],
      [x + 1.4, s.max[1] + 1.6, z + 1.4],
      box(cam, [x, s.max[1], z], [x + 1.4, s.max[1] + 1.6, z + 1.4], '#2a2a2a', lit),
    );
  }
  castShadow(o, s.min, s.max);
}

/** One window into the face's batch: frame, glass, sheen or curtain, the reveal's shadow, a mullion. */
function windowAt(
  o: Outdoor,
  r: Rng,
  bt: Batch,
  f: Face,
  a0: number,
  b0: number,
  a1: number,
  b1: number,
  w: WindowStyle,
  glass: string,
): void {
  const { cam, lit, L } = o;
  const q = (x0: number, y0: number, x1: number, y1: number, c: number) =>
    projPoly(cam, quad(f, x0, y0, x1, y1, c));
  const frame = lit(w.frame, f.n);
  bt.add(0, frame, q(a0 - 0.08, b0 - 0.08, a1 + 0.08, b1 + 0.08, 0.02));
  const lamp = r.chance(L.lit);
  bt.add(1, lamp ? r.pick(['#ffd89a', '#ffe4b0', '#f8c070']) : glass, q(a0, b0, a1, b1, 0.03));
  if (!lamp && r.chance(w.curtains)) {
    const c = r.pick(['#efe6d2', '#d9c7a6', '#c8d2d8', '#e8d8d0', '#b89a7a']);
    const left = r.chance(0.5);
    const share = r.range(0.25, 0.6) * (a1 - a0);
    bt.add(
      2,
      shade(c, 0.75),
      q(left ? a0 : a1 - share, b0, left ? a0 + share : a1, b1, 0.035),
      ' fill-opacity="0.85"',
    );
  } else if (!lamp) {
    bt.add(2, '#ffffff', q(a0, (b0 + b1) / 2, a1, b1, 0.035), ' fill-opacity="0.1"');
  }
  bt.add(3, '#000000', q(a0, b1 - 0.14, a1, b1, 0.04), ' fill-opacity="0.3"');
  const m = (a0 + a1) / 2;
  bt.add(4, frame, q(m - 0.03, b0, m + 0.03, b1, 0.045));
  if (w.bars) {
    for (let a = a0 + 0.15; a < a1; a += 0.15) bt.add(4, '#2b2b2b', q(a - 0.012, b0, a + 0.012, b1, 0.06));
  }
}

/** The footprint swept away from the sun, as one translucent group so overlaps do not darken twice. */
