/**
 * Abstract advertisement visuals, no text: a bold gradient ground, geometric accents and one motif for the
 * advertiser's trade (bank, paint, furniture, movers, mortgage, telecom). The motif keeps clear of where
 * the page overlays the ad's copy: the left of wide banners, the top of tall ones.
 */
import type { Rng } from '../random';
import { hsl, mix, shade } from './color';
import { Batch, ellipseD, num, type P2, path, rect, Svg } from './svg';

type Motif = (bt: Batch, r: Rng, cx: number, cy: number, s: number, c: string[]) => void;

const box = (x: number, y: number, w: number, h: number): P2[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

const MOTIFS: Record<string, Motif> = {
  bank: (bt, r, cx, cy, s, c) => {
    // Stacks of coins rising like a chart.
    const n = r.int(3, 5);
    for (let i = 0; i < n; i++) {
      const x = cx + (i - (n - 1) / 2) * s * 0.32;
      const k = 2 + i * r.int(1, 2);
      for (let j = 0; j < k; j++) {
        const y = cy + s * 0.45 - j * s * 0.07;
        bt.addD(1 + (j % 2), shade(c[1]!, 0.8), ellipseD(x, y + s * 0.02, s * 0.13, s * 0.045));
        bt.addD(3, c[1]!, ellipseD(x, y, s * 0.13, s * 0.045));
      }
    }
    bt.addD(
      0,
      c[2]!,
      `M${num(cx - s * 0.6)} ${num(cy + s * 0.1)}L${num(cx - s * 0.1)} ${num(cy - s * 0.2)}L${num(cx + s * 0.15)} ${num(cy - s * 0.05)}L${num(cx + s * 0.6)} ${num(cy - s * 0.5)}L${num(cx + s * 0.62)} ${num(cy - s * 0.44)}L${num(cx + s * 0.16)} ${num(cy + s * 0.03)}L${num(cx - s * 0.1)} ${num(cy - s * 0.12)}L${num(cx - s * 0.58)} ${num(cy + s * 0.16)}Z`,
    );
  },
  paint: (bt, r, cx, cy, s, c) => {
    // A fan of colour swatches.
    const n = r.int(5, 8);
    for (let i = 0; i < n; i++) {
      const a = -Math.PI / 2 + (i - (n - 1) / 2) * 0.22;
      const col = hsl(r.range(0, 360), 0.65, r.range(0.45, 0.7));
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const w = s * 0.08;
      const l = s * 0.85;
      const bx = cx;
      const by = cy + s * 0.45;
      const q: P2[] = [
        [bx - sa * w, by + ca * w],
        [bx + sa * w, by - ca * w],
        [bx + sa * w + ca * l, by - ca * w + sa * l],
        [bx - sa * w + ca * l, by + ca * w + sa * l],
      ];
      bt.add(1, col, q);
    }
    bt.addD(2, c[1]!, ellipseD(cx, cy + s * 0.45, s * 0.05, s * 0.05));
  },
  furniture: (bt, r, cx, cy, s, c) => {
    // An armchair and a floor lamp in flat shapes.
    const seat = c[1]!;
    bt.add(1, seat, box(cx - s * 0.35, cy - s * 0.25, s * 0.7, s * 0.45));
    bt.add(2, shade(seat, 0.85), box(cx - s * 0.45, cy - s * 0.05, s * 0.15, s * 0.35));
    bt.add(2, shade(seat, 0.85), box(cx + s * 0.3, cy - s * 0.05, s * 0.15, s * 0.35));
    bt.add(3, mix(seat, '#ffffff', 0.2), box(cx - s * 0.3, cy + s * 0.05, s * 0.6, s * 0.15));
    bt.add(1, c[2]!, box(cx - s * 0.38, cy + s * 0.3, s * 0.04, s * 0.12));
    bt.add(1, c[2]!, box(cx + s * 0.34, cy + s * 0.3, s * 0.04, s * 0.12));
    const lx = cx + s * (r.chance(0.5) ? 0.7 : -0.7);
    bt.add(1, c[2]!, box(lx - s * 0.01, cy - s * 0.4, s * 0.02, s * 0.82));
    bt.add(3, c[3]!, [
      [lx - s * 0.08, cy - s * 0.55],
      [lx + s * 0.08, cy - s * 0.55],
      [lx + s * 0.14, cy - s * 0.35],
      [lx - s * 0.14, cy - s * 0.35],
    ]);
  },
  movers: (bt, r, cx, cy, s, c) => {
    // Stacked cardboard boxes, drawn isometrically.
    const boxes = r.int(3, 6);
    for (let i = 0; i < boxes; i++) {
      const b = s * r.range(0.22, 0.32);
      const x = cx + ((i % 3) - 1) * s * 0.34;
      const y = cy + s * 0.35 - Math.floor(i / 3) * s * 0.34;
      const kraft = mix('#c8975a', c[1]!, 0.15);
      bt.add(1, kraft, box(x - b / 2, y - b, b, b));
      bt.add(1, shade(kraft, 0.75), [
        [x + b / 2, y - b],
        [x + b / 2 + b * 0.3, y - b - b * 0.2],
        [x + b / 2 + b * 0.3, y - b * 0.2],
        [x + b / 2, y],
      ]);
      bt.add(1, mix(kraft, '#ffffff', 0.25), [
        [x - b / 2, y - b],
        [x - b / 2 + b * 0.3, y - b - b * 0.2],
        [x + b / 2 + b * 0.3, y - b - b * 0.2],
        [x + b / 2, y - b],
      ]);
      bt.add(2, c[2]!, box(x - b * 0.06, y - b, b * 0.12, b));
    }
  },
  mortgage: (bt, _r, cx, cy, s, c) => {
    // A house inside a circle, with a key.
    bt.addD(0, mix(c[1]!, '#ffffff', 0.75), ellipseD(cx, cy, s * 0.55, s * 0.55));
    bt.add(1, c[1]!, [
      [cx - s * 0.3, cy + s * 0.3],
      [cx - s * 0.3, cy - s * 0.02],
      [cx, cy - s * 0.3],
      [cx + s * 0.3, cy - s * 0.02],
      [cx + s * 0.3, cy + s * 0.3],
    ]);
    bt.add(2, mix(c[1]!, '#ffffff', 0.85), box(cx - s * 0.07, cy + s * 0.08, s * 0.14, s * 0.22));
    bt.addD(3, c[3]!, ellipseD(cx + s * 0.45, cy + s * 0.35, s * 0.1, s * 0.1));
    bt.add(3, c[3]!, [
      [cx + s * 0.45, cy + s * 0.33],
      [cx + s * 0.85, cy + s * 0.33],
      [cx + s * 0.85, cy + s * 0.45],
      [cx + s * 0.8, cy + s * 0.45],
      [cx + s * 0.8, cy + s * 0.39],
      [cx + s * 0.45, cy + s * 0.39],
    ]);
  },
  telecom: (bt, _r, cx, cy, s, c) => {
    // Signal arcs radiating from a point.
    for (let i = 1; i <= 4; i++) {
      const R = s * 0.18 * i;
      const t = s * 0.05;
      const a0 = -Math.PI * 0.75;
      const a1 = -Math.PI * 0.25;
      const p = (rr: number, a: number): string =>
        `${num(cx + Math.cos(a) * rr)} ${num(cy + s * 0.3 + Math.sin(a) * rr)}`;
      bt.addD(
        1 + (i % 2),
        i % 2 ? c[1]! : c[3]!,
        `M${p(R, a0)}A${num(R)} ${num(R)} 0 0 1 ${p(R, a1)}L${p(R - t, a1)}A${num(R - t)} ${num(R - t)} 0 0 0 ${p(R - t, a0)}Z`,
      );
    }
    bt.addD(3, c[2]!, ellipseD(cx, cy + s * 0.3, s * 0.06, s * 0.06));
  },
};

export function drawAd(r: Rng, W: number, H: number): string {
  const svg = new Svg(W, H);
  const hue = r.range(0, 360);
  const c = [
    hsl(hue, 0.55, 0.35),
    hsl(hue + r.pick([150, 180, 30]), 0.7, 0.55),
    hsl(hue + 200, 0.3, 0.92),
    hsl(hue + r.pick([60, 90, 270]), 0.75, 0.6),
  ];
  svg.add(
    rect(
      0,
      0,
      W,
      H,
      svg.lin(
        [
          [0, c[0]!],
          [1, shade(mix(c[0]!, c[1]!, 0.35), 0.8)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // Big soft geometry in the ground: circles and a diagonal band.
  const deco = new Batch();
  for (let i = 0; i < r.int(2, 5); i++)
    deco.addD(
      0,
      '#ffffff',
      ellipseD(
        r.range(0, W),
        r.range(0, H),
        Math.max(W, H) * r.range(0.1, 0.4),
        Math.max(W, H) * r.range(0.1, 0.4),
      ),
      ' fill-opacity="0.06"',
    );
  const t = r.range(0.2, 0.6);
  deco.add(
    1,
    c[1]!,
    [
      [W * t, H],
      [W * (t + 0.18), H],
      [W * (t + 0.45), 0],
      [W * (t + 0.27), 0],
    ],
    ' fill-opacity="0.18"',
  );
  for (let i = 0; i < r.int(8, 20); i++)
    deco.addD(
      2,
      c[3]!,
      ellipseD(r.range(0, W), r.range(0, H), Math.min(W, H) * 0.01, Math.min(W, H) * 0.01),
      ' fill-opacity="0.6"',
    );
  svg.add(deco.flush());
  const wide = W / H > 2;
  const tall = H / W > 1.15;
  const s = wide ? H * 0.75 : tall ? W * 0.7 : Math.min(W, H) * 0.6;
  const cx = wide ? W * r.range(0.72, 0.82) : tall ? W * 0.5 : W * r.range(0.6, 0.68);
  const cy = wide ? H * 0.5 : tall ? H * 0.66 : H * 0.52;
  const motif = MOTIFS[r.pick(Object.keys(MOTIFS))]!;
  const bt = new Batch();
  motif(bt, r, cx, cy, s, c);
  svg.add(
    path(ellipseD(cx, cy + s * 0.55, s * 0.6, s * 0.06), '#000000', ' fill-opacity="0.15"'),
    bt.flush(),
  );
  return svg.render(W, H);
}
