/** Company logos / avatars: one geometric mark on a coloured ground, no lettering. */
import type { Rng } from '../random';
import { hsl, mix, shade } from './color';
import { Batch, ellipseD, num, type P2, rect, Svg } from './svg';

type Mark = (bt: Batch, r: Rng, c: number, s: number, fg: string, accent: string) => void;

const poly = (n: number, c: number, R: number, rot: number): P2[] =>
  Array.from(
    { length: n },
    (_, i) =>
      [c + Math.cos(rot + (i / n) * Math.PI * 2) * R, c + Math.sin(rot + (i / n) * Math.PI * 2) * R] as P2,
  );

const MARKS: Mark[] = [
  // Roof chevron over a door: the estate-agent classic.
  (bt, r, c, s, fg, accent) => {
    const t = s * r.range(0.07, 0.1);
    bt.add(0, fg, [
      [c - s * 0.32, c + s * 0.02],
      [c, c - s * 0.28],
      [c + s * 0.32, c + s * 0.02],
      [c + s * 0.32 - t, c + s * 0.02 + t * 0.6],
      [c, c - s * 0.28 + t * 1.4],
      [c - s * 0.32 + t, c + s * 0.02 + t * 0.6],
    ]);
    bt.add(1, accent, [
      [c - s * 0.08, c + s * 0.3],
      [c - s * 0.08, c + s * 0.08],
      [c + s * 0.08, c + s * 0.08],
      [c + s * 0.08, c + s * 0.3],
    ]);
  },
  // Concentric rings, one broken.
  (bt, r, c, s, fg, accent) => {
    for (let i = 3; i >= 1; i--)
      bt.addD(3 - i, i % 2 ? fg : accent, ellipseD(c, c, s * 0.11 * i, s * 0.11 * i));
    bt.addD(3, mix(fg, accent, 0.5), ellipseD(c + s * r.range(-0.1, 0.1), c - s * 0.05, s * 0.06, s * 0.06));
  },
  // Hexagon with an inner triangle.
  (bt, r, c, s, fg, accent) => {
    bt.add(0, fg, poly(6, c, s * 0.33, r.pick([0, Math.PI / 6])));
    bt.add(1, accent, poly(3, c, s * 0.16, -Math.PI / 2));
  },
  // Rising bars.
  (bt, r, c, s, fg, accent) => {
    const n = r.int(3, 4);
    for (let i = 0; i < n; i++) {
      const h = s * (0.2 + (i / n) * 0.45);
      const x = c - s * 0.3 + i * ((s * 0.6) / n);
      bt.add(i === n - 1 ? 1 : 0, i === n - 1 ? accent : fg, [
        [x, c + s * 0.28],
        [x, c + s * 0.28 - h],
        [x + (s * 0.6) / n - s * 0.04, c + s * 0.28 - h],
        [x + (s * 0.6) / n - s * 0.04, c + s * 0.28],
      ]);
    }
  },
  // Two interlocking squares, turned.
  (bt, _r, c, s, fg, accent) => {
    bt.add(0, fg, poly(4, c - s * 0.08, s * 0.22, Math.PI / 4));
    bt.add(1, accent, poly(4, c + s * 0.08, s * 0.22, Math.PI / 4), ' fill-opacity="0.85"');
  },
  // Sunburst: a nod to Ethiopian sun motifs.
  (bt, r, c, s, fg, accent) => {
    const n = r.int(8, 14);
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const b = a + Math.PI / n;
      bt.add(0, fg, [
        [c + Math.cos(a) * s * 0.16, c + Math.sin(a) * s * 0.16],
        [c + Math.cos((a + b) / 2) * s * 0.36, c + Math.sin((a + b) / 2) * s * 0.36],
        [c + Math.cos(b) * s * 0.16, c + Math.sin(b) * s * 0.16],
      ]);
    }
    bt.addD(1, accent, ellipseD(c, c, s * 0.15, s * 0.15));
  },
  // Stacked diamonds (a key-like tower).
  (bt, _r, c, s, fg, accent) => {
    for (let i = 0; i < 3; i++)
      bt.add(
        i === 1 ? 1 : 0,
        i === 1 ? accent : fg,
        poly(4, c, s * 0.12, 0).map(([x, y]) => [x, y + (i - 1) * s * 0.2] as P2),
      );
  },
  // A leaf: growth, green finance, gardens.
  (bt, _r, c, s, fg, accent) => {
    bt.addD(
      0,
      fg,
      `M${num(c - s * 0.28)} ${num(c + s * 0.28)}C${num(c - s * 0.3)} ${num(c - s * 0.2)} ${num(c + s * 0.1)} ${num(c - s * 0.32)} ${num(c + s * 0.3)} ${num(c - s * 0.3)}C${num(c + s * 0.3)} ${num(c + s * 0.1)} ${num(c - s * 0.1)} ${num(c + s * 0.3)} ${num(c - s * 0.28)} ${num(c + s * 0.28)}Z`,
    );
    bt.add(1, accent, [
      [c - s * 0.28, c + s * 0.28],
      [c + s * 0.2, c - s * 0.2],
      [c + s * 0.22, c - s * 0.18],
      [c - s * 0.26, c + s * 0.3],
    ]);
  },
];

export function drawLogoMark(r: Rng, size: number): string {
  const svg = new Svg(size, size);
  const hue = r.range(0, 360);
  const dark = r.chance(0.5);
  const bg = dark
    ? hsl(hue, r.range(0.4, 0.7), r.range(0.18, 0.32))
    : hsl(hue, r.range(0.3, 0.6), r.range(0.88, 0.95));
  const fg = dark
    ? hsl(hue + r.pick([0, 30, 180]), 0.2, 0.96)
    : hsl(hue, r.range(0.5, 0.8), r.range(0.3, 0.42));
  const accent = hsl(hue + r.pick([40, 150, 200, 320]), r.range(0.65, 0.9), r.range(0.5, 0.6));
  svg.add(
    rect(
      0,
      0,
      size,
      size,
      r.chance(0.5)
        ? bg
        : svg.lin(
            [
              [0, mix(bg, '#ffffff', 0.08)],
              [1, shade(bg, 0.9)],
            ],
            0,
            0,
            1,
            1,
          ),
    ),
  );
  const bt = new Batch();
  r.pick(MARKS)(bt, r, size / 2, size, fg, accent);
  svg.add(bt.flush());
  return svg.render(size, size);
}
