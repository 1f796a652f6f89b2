/** The window of a room: a bright view outside, jambs, frame, sill, curtains and its patch of light. */
import { mix, shade } from './color';
import { type Indoor, wallFace } from './room';
import { at, polygon3, projPoly, quad, type V3 } from './space';
import { Batch, type Stop } from './svg';

export function windowOn(
  io: Indoor,
  b0: number,
  b1: number,
  curtain: string | null,
  frame = '#f2f2f0',
): void {
  const { cam, svg, lit, r } = io;
  const { wall, a0, a1 } = io.window;
  const f = wallFace(io, wall);
  let s = '';
  const open = quad(f, a0, b0, a1, b1);
  const sky: Stop[] = io.day
    ? [
        [0, '#a8c8e8'],
        [0.6, '#dce9f2'],
        [1, '#f2f4f0'],
      ]
    : [
        [0, '#0e1430'],
        [1, '#3a3460'],
      ];
  s += polygon3(cam, open, svg.lin(sky));
  // The view: hills and a few buildings, washed out as a camera exposing for the room would show them.
  const vb = new Batch();
  const hz = b0 + (b1 - b0) * r.range(0.25, 0.5);
  const hill = io.day ? '#a9b8a8' : '#1a1e30';
  const pts: V3[] = [at(f, a0, b0, -0.3)];
  for (let a = a0; a <= a1 + 0.01; a += (a1 - a0) / 8) pts.push(at(f, a, hz + r.range(0, 0.35), -0.3));
  pts.push(at(f, a1, b0, -0.3));
  vb.add(0, hill, projPoly(cam, pts));
  for (let a = a0; a < a1 - 0.15; a += r.range(0.15, 0.4)) {
    const bh = r.range(0.1, 0.6);
    const bw = r.range(0.12, 0.3);
    vb.add(
      1,
      io.day ? r.pick(['#e8e4dc', '#d8dce0', '#c8ccd0', '#eae0d0']) : '#141828',
      projPoly(cam, quad(f, a, b0, Math.min(a1, a + bw), hz + bh - 0.2, -0.29)),
    );
    if (!io.day)
      for (let k = 0; k < 3; k++)
        vb.add(
          2,
          '#ffd27a',
          projPoly(
            cam,
            quad(
              f,
              a + bw * r.range(0.1, 0.7),
              b0 + r.range(0.05, 0.4),
              a + bw * 0.8,
              b0 + r.range(0.05, 0.4) + 0.03,
              -0.28,
            ),
          ),
        );
  }
  s += vb.flush();
  // Jambs: the wall's thickness inside the opening.
  const jamb = shade(lit('#eeeae4', f.n), 0.85);
  s += polygon3(cam, [at(f, a0, b0, 0), at(f, a0, b0, -0.25), at(f, a0, b1, -0.25), at(f, a0, b1, 0)], jamb);
  s += polygon3(cam, [at(f, a1, b0, 0), at(f, a1, b0, -0.25), at(f, a1, b1, -0.25), at(f, a1, b1, 0)], jamb);
  s += polygon3(
    cam,
    [at(f, a0, b1, 0), at(f, a1, b1, 0), at(f, a1, b1, -0.25), at(f, a0, b1, -0.25)],
    shade(jamb, 0.85),
  );
  const fb = new Batch();
  const fc = lit(frame, f.n);
  const bar = 0.05;
  const panes = Math.max(2, Math.round((a1 - a0) / 0.9));
  for (let i = 0; i <= panes; i++) {
    const a = a0 + ((a1 - a0) * i) / panes;
    fb.add(0, fc, projPoly(cam, quad(f, a - bar, b0, a + bar, b1, -0.12)));
  }
  for (const b of [b0 + bar, b1 - bar, b0 + (b1 - b0) * 0.7])
    fb.add(0, fc, projPoly(cam, quad(f, a0, b - bar, a1, b + bar, -0.12)));
  s += fb.flush();
  s += polygon3(
    cam,
    [at(f, a0 - 0.1, b0, 0), at(f, a1 + 0.1, b0, 0), at(f, a1 + 0.1, b0, 0.12), at(f, a0 - 0.1, b0, 0.12)],
    lit('#f4f2ee', [0, 1, 0]),
  );
  if (curtain) {
    const top = Math.min(io.h - 0.05, b1 + 0.3);
    const cw = r.range(0.35, 0.7);
    const folds = svg.lin(
      [
        [0, shade(curtain, 0.82)],
        [0.5, mix(curtain, '#ffffff', 0.15)],
        [1, shade(curtain, 0.82)],
      ],
      0,
      0,
      0.22,
      0,
      { repeat: true },
    );
    const cl = lit(curtain, f.n);
    for (const [c0, c1] of [
      [a0 - cw * 0.8, a0 + cw * 0.2],
      [a1 - cw * 0.2, a1 + cw * 0.8],
    ] as const) {
      const p = quad(f, c0, 0.02, c1, top, 0.12);
      s += polygon3(cam, p, cl) + polygon3(cam, p, folds, ' fill-opacity="0.6"');
    }
    if (r.chance(0.4))
      s += polygon3(
        cam,
        quad(f, a0 + cw * 0.2, 0.05, a1 - cw * 0.2, top, 0.1),
        '#ffffff',
        ` fill-opacity="${io.day ? 0.35 : 0.2}"`,
      );
    s += polygon3(cam, quad(f, a0 - cw, top, a1 + cw, top + 0.04, 0.14), '#3a3a3a');
  }
  io.walls.push(s);
  if (io.day) {
    // The window's light on the floor, thrown away from the window along the light direction.
    const L = io.light;
    const onFloor = (p: V3): V3 => [p[0] - (L[0] * p[1]) / L[1], 0.005, p[2] - (L[2] * p[1]) / L[1]];
    const patch = [at(f, a0, b0), at(f, a1, b0), at(f, a1, b1), at(f, a0, b1)]
      .map(onFloor)
      .map(
        (p) => [Math.max(-io.w / 2, Math.min(io.w / 2, p[0])), p[1], Math.max(0, Math.min(io.d, p[2]))] as V3,
      );
    io.floor.push(polygon3(cam, patch, '#fff6e0', ' fill-opacity="0.18"'));
  }
}
