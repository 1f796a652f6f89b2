/** Colour arithmetic on '#rrggbb' strings: shading, haze and tints are all computed, never hand-picked per face. */

export type Rgb = readonly [number, number, number];

function parse(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

function toHex(c: Rgb): string {
  return `#${((1 << 24) | (clamp(c[0]) << 16) | (clamp(c[1]) << 8) | clamp(c[2])).toString(16).slice(1)}`;
}

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Multiplies by k (k < 1 darkens, k > 1 brightens; clipped at white). */
export function shade(c: string, k: number): string {
  const x = parse(c);
  return toHex([x[0] * k, x[1] * k, x[2] * k]);
}

/** Per-channel multiply: how light of a colour falls on a surface. */
export function tint(c: string, m: Rgb): string {
  const x = parse(c);
  return toHex([x[0] * m[0], x[1] * m[1], x[2] * m[2]]);
}

export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const ch = (t: number): number => {
    let u = t;
    if (u < 0) u += 1;
    if (u > 1) u -= 1;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return toHex([ch(hh + 1 / 3) * 255, ch(hh) * 255, ch(hh - 1 / 3) * 255]);
}

export function luminance(c: string): number {
  const x = parse(c);
  return (0.2126 * x[0] + 0.7152 * x[1] + 0.0722 * x[2]) / 255;
}
