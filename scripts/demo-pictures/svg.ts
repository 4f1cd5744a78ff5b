/** Small helpers for drawing SVG by hand: colors, gradients and elements. */

/** #rrggbb moved towards white (amount > 0) or black (amount < 0), amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount >= 0 ? 255 : 0;
  const moved = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${moved.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** How light a color is, 0 (black) to 1 (white), as the eye weighs the channels. */
export function lightness(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
}

/** An outline a little darker than the fill (lighter for very dark fills), so shapes read on any color. */
export function edge(hex: string): string {
  return lightness(hex) < 0.2 ? shade(hex, 0.25) : shade(hex, -0.28);
}

type Attributes = Record<string, string | number | undefined>;

export function element(name: string, attributes: Attributes, children = ''): string {
  const text = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${String(value)}"`)
    .join(' ');
  return children ? `<${name} ${text}>${children}</${name}>` : `<${name} ${text}/>`;
}

export const path = (d: string, attributes: Attributes = {}) => element('path', { d, ...attributes });

/** A top-to-bottom gradient from a lighter to a darker tone of one color. */
export function verticalGradient(id: string, hex: string, top = 0.12, bottom = -0.1): string {
  return element(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: 0, y2: 1 },
    element('stop', { offset: 0, 'stop-color': shade(hex, top) }) +
      element('stop', { offset: 1, 'stop-color': shade(hex, bottom) }),
  );
}

/** The square picture: a soft light backdrop, a floor shadow, and what is drawn on it. */
export function picture(background: string, defs: string, body: string, shadow: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">`,
    '<defs>',
    element(
      'radialGradient',
      { id: 'backdrop', cx: 0.5, cy: 0.42, r: 0.75 },
      element('stop', { offset: 0, 'stop-color': shade(background, 0.55) }) +
        element('stop', { offset: 0.7, 'stop-color': background }) +
        element('stop', { offset: 1, 'stop-color': shade(background, -0.05) }),
    ),
    element(
      'filter',
      { id: 'soft', x: '-20%', y: '-50%', width: '140%', height: '200%' },
      element('feGaussianBlur', { stdDeviation: 14 }),
    ),
    element(
      'filter',
      { id: 'blur2', x: '-10%', y: '-10%', width: '120%', height: '120%' },
      element('feGaussianBlur', { stdDeviation: 2 }),
    ),
    defs,
    '</defs>',
    element('rect', { width: 800, height: 800, fill: 'url(#backdrop)' }),
    shadow,
    body,
    '</svg>',
  ].join('\n');
}

/** A deterministic pseudo-random sequence (mulberry32), so a picture is the same every time it is drawn. */
export function randomOf(seed: string): () => number {
  let state =
    [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
