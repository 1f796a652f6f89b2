/**
 * A minimal SVG writer. Numbers are rounded to one decimal so output stays small and byte-stable, and
 * gradient definitions are shared by content so a facade with 300 identical windows costs one <defs> entry.
 */

export type P2 = readonly [number, number];
/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

export const num = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

const pts = (p: readonly P2[]): string => p.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export const poly = (p: readonly P2[], fill: string, extra = ''): string =>
  `<polygon points="${pts(p)}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(Math.max(0, rx))}" ry="${num(Math.max(0, ry))}" fill="${fill}"${extra}/>`;

export const line = (a: P2, b: P2, stroke: string, width: number, extra = ''): string =>
  `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${num(Math.max(0.3, width))}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

/**
 * Path data for an ellipse, so many can share one <path>. A polygon rather than arcs: cairo flattens each
 * arc into many segments, and with thousands of leaf clumps the edge count is what costs render time.
 */
export const ellipseD = (cx: number, cy: number, rx: number, ry: number): string => {
  if (!(rx > 0 && ry > 0)) return '';
  const m = Math.max(rx, ry);
  const n = m < 4 ? 6 : m < 12 ? 8 : m < 40 ? 12 : m < 120 ? 18 : 28;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    d += `${i ? 'L' : 'M'}${num(cx + Math.cos(a) * rx)} ${num(cy + Math.sin(a) * ry)}`;
  }
  return `${d}Z`;
};

/** Polyline / polygon path data from points, optionally closed. */
export const pathD = (p: readonly P2[], close = true): string =>
  p.map(([x, y], i) => `${i ? 'L' : 'M'}${num(x)} ${num(y)}`).join('') + (close ? 'Z' : '');

const stopsXml = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${Math.round(o * 1000) / 1000}" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${Math.round(a * 1000) / 1000}"` : ''}/>`,
    )
    .join('');

export interface GradOpts {
  /** Coordinates in user space instead of the shape's bounding box. */
  user?: boolean;
  repeat?: boolean;
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private seq = 0;
  readonly body: string[] = [];

  /** w × h is the drawing's own coordinate space (its viewBox). */
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private def(key: string, make: (id: string) => string): string {
    let id = this.cache.get(key);
    if (!id) {
      id = `d${(this.seq++).toString(36)}`;
      this.cache.set(key, id);
      this.defs.push(make(id));
    }
    return id;
  }

  /** Linear gradient, returns a fill value. Default direction: top to bottom. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, o: GradOpts = {}): string {
    const u = (v: number): string => (o.user ? num(v) : `${num(v * 100)}%`);
    const units = o.user ? ' gradientUnits="userSpaceOnUse"' : '';
    const fixed = `x1="${u(x1)}" y1="${u(y1)}" x2="${u(x2)}" y2="${u(y2)}"${units}`;
    const xml = `${fixed}${o.repeat ? ' spreadMethod="repeat"' : ''}>${stopsXml(stops)}`;
    return `url(#${this.def(`L${xml}`, (id) => `<linearGradient id="${id}" ${xml}</linearGradient>`)})`;
  }

  /** Radial gradient; centre/radius in bounding-box fractions unless user. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, o: GradOpts = {}): string {
    const a = o.user
      ? `cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" gradientUnits="userSpaceOnUse"`
      : `cx="${num(cx * 100)}%" cy="${num(cy * 100)}%" r="${num(r * 100)}%"`;
    const xml = `${a}>${stopsXml(stops)}`;
    return `url(#${this.def(`R${xml}`, (id) => `<radialGradient id="${id}" ${xml}</radialGradient>`)})`;
  }

  /** A clipPath from raw shapes; returns the attribute to put on the clipped group. */
  clip(shapes: string): string {
    return ` clip-path="url(#${this.def(`C${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`)})"`;
  }

  /** Gaussian blur filter; returns the attribute. Used sparingly: blurs are the slowest thing librsvg does. */
  blur(sd: number): string {
    const s = num(sd);
    return ` filter="url(#${this.def(`B${s}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s}"/></filter>`)})"`;
  }

  pattern(key: string, w: number, h: number, content: string): string {
    return `url(#${this.def(`P${key}`, (id) => `<pattern id="${id}" width="${num(w)}" height="${num(h)}" patternUnits="userSpaceOnUse">${content}</pattern>`)})`;
  }

  add(...parts: string[]): void {
    for (const p of parts) if (p) this.body.push(p);
  }

  /** Serialises at the requested pixel size; the drawing is scaled to cover it (cropped, never distorted). */
  render(outW: number, outH: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(outW)}" height="${Math.round(outH)}" ` +
      `viewBox="0 0 ${num(this.w)} ${num(this.h)}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/**
 * Collects many small shapes and writes one <path> per (layer, fill): a facade's 300 window frames become a
 * single element. librsvg's cost is mostly per element, so this is the biggest speed win. Shapes within a
 * layer must not overlap (they are merged), and layers are written in order.
 */
export class Batch {
  private readonly layers: Map<string, string[]>[] = [];

  /** Polygons are turned to one winding, so overlapping ones in a translucent layer merge, not cancel. */
  add(layer: number, fill: string, shape: readonly P2[] | null, extra = ''): void {
    if (!shape) return;
    let area = 0;
    for (let i = 0; i < shape.length; i++) {
      const p = shape[i]!;
      const q = shape[(i + 1) % shape.length]!;
      area += p[0] * q[1] - q[0] * p[1];
    }
    this.addD(layer, fill, pathD(area < 0 ? [...shape].reverse() : shape), extra);
  }

  addD(layer: number, fill: string, d: string, extra = ''): void {
    if (!d) return;
    while (this.layers.length <= layer) this.layers.push(new Map());
    const m = this.layers[layer]!;
    const key = `${fill}\u0000${extra}`;
    const list = m.get(key);
    if (list) list.push(d);
    else m.set(key, [d]);
  }

  flush(): string {
    let s = '';
    for (const m of this.layers) {
      for (const [key, ds] of m) {
        const [fill, extra] = key.split('\u0000');
        s += `<path d="${ds.join('')}" fill="${fill}"${extra}/>`;
      }
    }
    this.layers.length = 0;
    return s;
  }
}
