/**
 * Interiors: a box room seen from just inside its front wall with a wide lens (one-point perspective,
 * turned a little for variety), lit by its window by day or by lamps in the evening.
 */
import type { Rng } from '../random';
import { type Rgb, shade, tint } from './color';
import { finishPhoto, PHOTO_H, PHOTO_W } from './outdoor';
import { type Cam, type Face, polygon3, projPoly, quad, type Shader, Stage, unit, type V3 } from './space';
import { Batch, Svg } from './svg';

export interface Indoor {
  svg: Svg;
  cam: Cam;
  r: Rng;
  stage: Stage;
  lit: Shader;
  /** Width (x from -w/2 to w/2), depth (z from 0 to d) and height. */
  w: number;
  d: number;
  h: number;
  day: boolean;
  /** Unit vector towards the main light (the window by day). */
  light: V3;
  floor: string[];
  walls: string[];
  /** Where the windows are, so furniture can keep clear of them. */
  window: { wall: Wall; a0: number; a1: number };
}

export type Wall = 'back' | 'left' | 'right';

/** A wall as seen from inside: u runs left to right, n points into the room. */
export function wallFace(io: Indoor, wall: Wall): Face {
  const { w, d, h } = io;
  if (wall === 'back') return { o: [-w / 2, 0, d], u: [1, 0, 0], n: [0, 0, -1], w, h };
  if (wall === 'left') return { o: [-w / 2, 0, 0], u: [0, 0, 1], n: [1, 0, 0], w: d, h };
  return { o: [w / 2, 0, d], u: [0, 0, -1], n: [-1, 0, 0], w: d, h };
}

export interface RoomOpts {
  w: [number, number];
  d: [number, number];
  window?: Wall;
}

export function indoor(r: Rng, o: RoomOpts): Indoor {
  const w = r.range(o.w[0], o.w[1]);
  const d = r.range(o.d[0], o.d[1]);
  const h = r.range(2.7, 3.1);
  const day = r.chance(0.8);
  const wall = o.window ?? r.pick<Wall>(['back', 'left', 'right', 'back']);
  const cam: Cam = {
    x: r.range(-0.28, 0.28) * w,
    y: r.range(1.1, 1.5),
    z: r.range(0.05, 0.4),
    yaw: r.range(-0.28, 0.28),
    f: r.range(680, 900),
    cx: PHOTO_W / 2 + r.range(-60, 60),
    cy: PHOTO_H * r.range(0.45, 0.56),
  };
  // Turn towards the side with more room in front of the lens, as a photographer would.
  cam.yaw = -Math.sign(cam.x) * Math.abs(cam.yaw) * (r.chance(0.75) ? 1 : -0.4);
  const light = unit(
    wall === 'back'
      ? [r.range(-0.4, 0.4), 0.6, 1]
      : wall === 'left'
        ? [-1, 0.55, r.range(0, 0.5)]
        : [1, 0.55, r.range(0, 0.5)],
  );
  const amb: Rgb = day ? [0.72, 0.71, 0.69] : [0.64, 0.58, 0.5];
  const key: Rgb = day ? [0.36, 0.35, 0.32] : [0.3, 0.24, 0.16];
  const lit: Shader = (c, n) => {
    const k = Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2]);
    return tint(c, [amb[0] + key[0] * k, amb[1] + key[1] * k, amb[2] + key[2] * k]);
  };
  const span = wall === 'back' ? w : d;
  const ww = Math.min(span - 1, r.range(1.6, 3.2));
  const a0 = r.range(0.4, span - ww - 0.4);
  return {
    svg: new Svg(PHOTO_W, PHOTO_H),
    cam,
    r,
    stage: new Stage(cam),
    lit,
    w,
    d,
    h,
    day,
    light,
    floor: [],
    walls: [],
    window: { wall, a0, a1: a0 + ww },
  };
}

export type FloorKind = 'wood' | 'tile' | 'terrazzo' | 'carpet';

/** Floor, walls, ceiling and skirting, with soft light gradients standing in for bounce light. */
export function shell(
  io: Indoor,
  floorKind: FloorKind,
  floorColor: string,
  wallColor: string,
  accent?: { wall: Wall; color: string },
): void {
  const { cam, svg, lit, w, d, h, r } = io;
  const X = w / 2;
  const fc = lit(floorColor, [0, 1, 0]);
  const floorPts: V3[] = [
    [-X, 0, 0],
    [X, 0, 0],
    [X, 0, d],
    [-X, 0, d],
  ];
  svg.add(polygon3(cam, floorPts, fc));
  const bt = new Batch();
  if (floorKind === 'wood') {
    const pw = r.range(0.12, 0.22);
    const tones = [0.88, 0.95, 1.05].map((k) => shade(fc, k));
    for (let x = -X, i = 0; x < X; x += pw, i++) {
      let z = -r.range(0, 1.5);
      while (z < d) {
        const l = r.range(1, 2.2);
        bt.add(
          0,
          tones[(((i * 7 + Math.floor(z * 3)) % 3) + 3) % 3]!,
          projPoly(cam, [
            [x, 0, Math.max(0, z)],
            [x + pw * 0.97, 0, Math.max(0, z)],
            [x + pw * 0.97, 0, Math.min(d, z + l - 0.01)],
            [x, 0, Math.min(d, z + l - 0.01)],
          ]),
        );
        z += l;
      }
    }
  } else if (floorKind === 'tile') {
    const t = r.pick([0.45, 0.6, 0.6, 0.8]);
    const joint = shade(fc, 0.82);
    for (let x = -X + t; x < X; x += t)
      bt.add(
        0,
        joint,
        projPoly(cam, [
          [x - 0.004, 0, 0],
          [x + 0.004, 0, 0],
          [x + 0.004, 0, d],
          [x - 0.004, 0, d],
        ]),
      );
    for (let z = t; z < d; z += t)
      bt.add(
        0,
        joint,
        projPoly(cam, [
          [-X, 0, z - 0.004],
          [X, 0, z - 0.004],
          [X, 0, z + 0.004],
          [-X, 0, z + 0.004],
        ]),
      );
  } else if (floorKind === 'terrazzo') {
    for (let i = 0; i < 500; i++) {
      const x = r.range(-X, X);
      const z = r.range(0.2, d);
      const s = r.range(0.01, 0.03);
      bt.add(
        0,
        shade(fc, r.pick([0.7, 1.2, 0.85])),
        projPoly(cam, [
          [x, 0, z],
          [x + s, 0, z],
          [x + s, 0, z + s],
        ]),
      );
    }
  }
  svg.add(bt.flush());
  // Sheen towards the window, shadow towards the camera (gradient axis in screen terms).
  const dir = { back: [0, 1, 0, 0], left: [1, 0, 0, 0], right: [0, 0, 1, 0] }[io.window.wall];
  const sheen = svg.lin(
    [
      [0, '#000000', 0.18],
      [1, '#ffffff', io.day ? 0.14 : 0.02],
    ],
    dir[0]!,
    dir[1]!,
    dir[2]!,
    dir[3]!,
  );
  svg.add(polygon3(cam, floorPts, sheen));
  for (const wall of ['back', 'left', 'right'] as const) {
    const f = wallFace(io, wall);
    const base = accent?.wall === wall ? accent.color : wallColor;
    const c = lit(base, f.n);
    const q = quad(f, 0, 0, f.w, f.h);
    svg.add(polygon3(cam, q, c));
    // Light falls off away from the window and pools darker in the corners.
    svg.add(
      polygon3(
        cam,
        q,
        svg.lin(
          [
            [0, '#000000', 0.1],
            [0.5, '#000000', 0],
            [1, '#000000', 0.12],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    svg.add(
      polygon3(
        cam,
        q,
        svg.lin([
          [0, '#ffffff', 0.08],
          [0.7, '#000000', 0],
          [1, '#000000', 0.1],
        ]),
      ),
    );
    svg.add(polygon3(cam, quad(f, 0, 0, f.w, 0.1, 0.015), shade(lit(wallColor, f.n), 0.9)));
  }
  const ceil: V3[] = [
    [-X, h, 0],
    [X, h, 0],
    [X, h, d],
    [-X, h, d],
  ];
  const cc = lit('#f4f2ee', [0, -1, 0]);
  svg.add(polygon3(cam, ceil, cc));
  svg.add(
    polygon3(
      cam,
      ceil,
      svg.lin([
        [0, '#000000', 0.15],
        [1, '#ffffff', 0.05],
      ]),
    ),
  );
  if (r.chance(0.6)) {
    // Gypsum cove around the ceiling, a fixture of new Addis apartments.
    const cv = 0.5;
    for (const [a, b] of [
      [
        [-X, 0],
        [X, cv],
      ],
      [
        [-X, d - cv],
        [X, d],
      ],
      [
        [-X, 0],
        [-X + cv, d],
      ],
      [
        [X - cv, 0],
        [X, d],
      ],
    ] as const) {
      svg.add(
        polygon3(
          cam,
          [
            [a[0], h - 0.15, a[1]],
            [b[0], h - 0.15, a[1]],
            [b[0], h - 0.15, b[1]],
            [a[0], h - 0.15, b[1]],
          ],
          shade(cc, 0.97),
        ),
      );
    }
    const glow = io.day ? '#ffffff' : '#ffd9a0';
    svg.add(
      polygon3(
        cam,
        [
          [-X + cv, h - 0.15, cv],
          [X - cv, h - 0.15, cv],
          [X - cv, h - 0.15, d - cv],
          [-X + cv, h - 0.15, d - cv],
        ],
        glow,
        ' fill-opacity="0.25"',
      ),
    );
  }
}

/** A window: the bright view, jambs showing the wall's thickness, frame and mullions, sill, curtains. */
export function finishIndoor(io: Indoor, w: number, h: number): string {
  io.svg.add(io.floor.join(''), io.walls.join(''), io.stage.render());
  finishPhoto(io.svg, io.day ? '' : '#ff9a40', 0.3);
  return io.svg.render(w, h);
}
