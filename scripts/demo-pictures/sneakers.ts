import { type Colors, type Look } from './look';
import { edge, element, lightness, path, picture, randomOf, shade, verticalGradient } from './svg';

/**
 * A sneaker seen from its outer side, toe to the left, the way shops photograph them: outsole,
 * midsole, the upper with its color-blocked overlays, the side mark, laces and a few stitches.
 * Every shape is drawn from the numbers below; a product's look (resources/demo/products.json)
 * picks the silhouette, the mark and the colors.
 */

interface Point {
  x: number;
  y: number;
}

/**
 * The numbers of one silhouette, in shoe space: the ground is y = 0 (up is negative), the toe's
 * tip x = 0 and the heel x = 600. `sneaker` places the shoe on the picture.
 */
interface Silhouette {
  upper: string;
  tongue: string;
  /** The lacing line from the forefoot (a) to the top eyelet (b). */
  throat: [Point, Point];
  rungs: number;
  /** How high the shoe reaches (its collar or tongue), to center it. */
  top: number;
  /** Where the padded collar band's lower edge runs, and the heel counter's top. */
  collarEdge: string;
  heelTop: number;
  /** How far the upper is raised (thicker soles). */
  lift: number;
  midsole: string;
  outsole: string;
}

const TOE_AND_VAMP = 'M 18 -38 C 0 -42 -6 -70 10 -86 C 36 -108 90 -116 160 -128';
const HEEL = 'C 600 -180 604 -100 588 -36 Z';
const CUPSOLE = 'M 6 -42 C 40 -40 300 -38 598 -40 C 606 -30 606 -16 598 -10 L 44 -8 C 16 -10 0 -24 6 -42 Z';
const OUTSOLE = 'M 24 -14 L 598 -14 C 606 -8 604 2 592 4 L 48 4 C 26 2 14 -6 24 -14 Z';

const LOW: Silhouette = {
  upper: `${TOE_AND_VAMP} L 330 -190 C 340 -194 350 -190 356 -180 C 384 -150 440 -144 482 -160 C 512 -172 540 -186 566 -182 C 588 -178 598 -164 599 -146 ${HEEL}`,
  tongue:
    'M 312 -176 C 314 -202 324 -224 340 -232 C 356 -240 380 -234 382 -218 C 384 -202 378 -188 368 -178 Z',
  throat: [
    { x: 166, y: -130 },
    { x: 330, y: -190 },
  ],
  rungs: 6,
  top: -236,
  collarEdge: 'M 340 -156 C 390 -126 460 -122 520 -144 C 556 -156 590 -160 620 -150',
  heelTop: -200,
  lift: 0,
  midsole: CUPSOLE,
  outsole: OUTSOLE,
};

const SILHOUETTES: Record<string, Silhouette> = {
  low: LOW,
  mid: {
    ...LOW,
    upper: `${TOE_AND_VAMP} L 336 -222 C 342 -234 348 -242 358 -246 C 410 -228 480 -230 560 -252 C 578 -256 592 -248 594 -232 ${HEEL}`,
    tongue:
      'M 318 -218 C 320 -246 332 -268 348 -276 C 364 -284 388 -278 390 -262 C 392 -248 386 -236 376 -228 Z',
    throat: [
      { x: 166, y: -130 },
      { x: 336, y: -222 },
    ],
    rungs: 7,
    top: -280,
    collarEdge: 'M 340 -214 C 420 -196 500 -204 620 -228',
    heelTop: -262,
  },
  high: {
    ...LOW,
    upper: `${TOE_AND_VAMP} L 338 -296 C 342 -312 348 -324 360 -332 C 420 -340 500 -336 560 -326 C 580 -322 590 -312 592 -296 C 600 -200 604 -100 588 -36 Z`,
    tongue:
      'M 326 -298 C 330 -330 342 -354 360 -362 C 378 -368 398 -360 400 -346 C 402 -336 396 -330 388 -326 Z',
    throat: [
      { x: 166, y: -130 },
      { x: 340, y: -300 },
    ],
    rungs: 9,
    top: -364,
    collarEdge: 'M 330 -250 C 420 -238 520 -244 620 -262',
    heelTop: -340,
  },
  boost: {
    ...LOW,
    upper:
      'M 16 -40 C -2 -46 -4 -78 18 -92 C 60 -116 140 -128 220 -150 L 320 -186 C 340 -194 380 -196 420 -190 C 470 -184 520 -200 560 -236 C 574 -246 590 -240 592 -224 C 600 -160 602 -90 590 -40 Z',
    tongue:
      'M 302 -178 C 306 -198 318 -212 334 -214 C 350 -216 366 -208 368 -196 C 370 -188 366 -182 360 -180 Z',
    throat: [
      { x: 224, y: -150 },
      { x: 322, y: -186 },
    ],
    rungs: 4,
    top: -276,
    midsole: 'M 2 -48 C 200 -50 420 -52 600 -54 C 612 -34 612 -12 600 0 L 34 2 C 8 0 -8 -26 2 -48 Z',
    outsole: 'M 30 -4 L 598 -4 C 606 2 602 12 590 14 L 52 14 C 30 12 20 2 30 -4 Z',
  },
};

/** Which silhouette and sole each kind uses (court shoes sit on a thicker cupsole, runners on a wedge). */
function silhouetteOf(kind: Look['kind']): Silhouette {
  switch (kind) {
    case 'high':
      return SILHOUETTES.high;
    case 'mid':
    case 'eleven':
      return SILHOUETTES.mid;
    case 'boost':
      return SILHOUETTES.boost;
    case 'court':
      return {
        ...LOW,
        lift: 12,
        top: -248,
        midsole: 'M 4 -54 L 598 -54 C 606 -42 606 -18 598 -10 L 44 -8 C 16 -10 -2 -30 4 -54 Z',
      };
    case 'runner':
      return {
        ...LOW,
        lift: 14,
        top: -250,
        midsole:
          'M 4 -50 C 200 -52 420 -62 600 -72 C 610 -54 608 -22 598 -10 L 44 -8 C 14 -10 -4 -28 4 -50 Z',
      };
    default:
      return LOW;
  }
}

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** The unit normal of the throat pointing into the upper (down and back). */
function throatNormal([a, b]: [Point, Point]): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  return { x: -dy / length, y: dx / length };
}

/** An overlay panel: filled, outlined, with a row of stitches along its visible edge. */
function panel(d: string, fill: string, stitch?: { d: string; dx: number; dy: number }): string {
  const stitches = stitch
    ? path(stitch.d, {
        fill: 'none',
        stroke: lightness(fill) > 0.5 ? shade(fill, -0.3) : shade(fill, 0.35),
        'stroke-width': 1.6,
        'stroke-dasharray': '5 4',
        transform: `translate(${stitch.dx} ${stitch.dy})`,
      })
    : '';
  return path(d, { fill, stroke: edge(fill), 'stroke-width': 2 }) + stitches;
}

const TOE_CAP_EDGE = 'M 150 -140 C 132 -100 120 -70 126 -20';
const TOE_CAP = `${TOE_CAP_EDGE} L -30 -20 L -30 -140 Z`;
const MUDGUARD_EDGE = 'M -30 -96 C 10 -72 80 -64 160 -64 C 300 -62 450 -66 630 -76';
const MUDGUARD = `${MUDGUARD_EDGE} L 630 10 L -30 10 Z`;

function heelCounter(silhouette: Silhouette): { d: string; edge: string } {
  const top = silhouette.heelTop;
  const edgeD = `M 528 ${top} C 508 ${top + 90} 470 -84 444 -20`;
  return { d: `${edgeD} L 630 -20 L 630 ${top} Z`, edge: edgeD };
}

/** The color-blocked panels of the upper (drawn inside its outline). */
function overlays(look: Look, colors: Colors, silhouette: Silhouette): string {
  const { overlay } = colors;
  const collar = colors.collar ?? overlay;
  const parts: string[] = [];
  const heel = heelCounter(silhouette);
  const collarBand = `${silhouette.collarEdge} L 630 -420 L 330 -420 Z`;
  const collarStitch = { d: silhouette.collarEdge, dx: 0, dy: -6 };
  const heelStitch = { d: heel.edge, dx: 6, dy: 0 };

  switch (look.kind) {
    case 'high':
      parts.push(panel(TOE_CAP, overlay, { d: TOE_CAP_EDGE, dx: -6, dy: 0 }));
      parts.push(panel(heel.d, overlay, heelStitch));
      parts.push(panel(collarBand, collar, collarStitch));
      break;
    case 'low':
    case 'court':
      parts.push(panel(MUDGUARD, overlay, { d: MUDGUARD_EDGE, dx: 0, dy: 6 }));
      parts.push(panel(heel.d, overlay, heelStitch));
      parts.push(panel(collarBand, collar, collarStitch));
      break;
    case 'samba': {
      const tToeEdge = 'M 160 -126 C 176 -96 150 -62 110 -52 C 70 -44 20 -46 -30 -48';
      parts.push(
        panel(`M -30 -104 C 40 -110 100 -106 160 -126 ${tToeEdge.slice(tToeEdge.indexOf('C'))} Z`, overlay, {
          d: tToeEdge,
          dx: 4,
          dy: -4,
        }),
      );
      parts.push(panel(heel.d, shade(colors.base, lightness(colors.base) > 0.5 ? -0.06 : 0.08), heelStitch));
      break;
    }
    case 'mid':
      parts.push(panel(MUDGUARD, overlay, { d: MUDGUARD_EDGE, dx: 0, dy: 6 }));
      parts.push(panel(heel.d, look.pattern === 'elephant' ? overlay : colors.base, heelStitch));
      parts.push(panel(collarBand, collar, collarStitch));
      break;
    case 'eleven': {
      // The patent leather mudguard: glossy, high at the heel.
      const patentEdge = 'M -30 -104 C 80 -92 160 -88 260 -94 C 380 -102 480 -142 630 -196';
      parts.push(panel(`${patentEdge} L 630 10 L -30 10 Z`, overlay));
      parts.push(
        path('M 20 -70 C 150 -66 320 -80 560 -160', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-opacity': 0.35,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          filter: 'url(#blur2)',
        }),
      );
      break;
    }
    case 'runner':
      parts.push(panel(TOE_CAP, overlay, { d: TOE_CAP_EDGE, dx: -6, dy: 0 }));
      parts.push(panel(MUDGUARD, overlay, { d: MUDGUARD_EDGE, dx: 0, dy: 6 }));
      parts.push(panel(heel.d, overlay, heelStitch));
      parts.push(panel(collarBand, collar, collarStitch));
      break;
    default:
      break;
  }
  if (look.pattern === 'elephant') parts.push(elephantPrint(look, heel.d));
  return parts.join('\n');
}

/** The cracked print of a 3's overlays: short dark strokes scattered over the mudguard and heel. */
function elephantPrint(look: Look, heel: string): string {
  const random = randomOf(`${look.colors.base}-elephant`);
  const strokes: string[] = [];
  for (let index = 0; index < 150; index++) {
    const x = -10 + random() * 620;
    const y = -200 + random() * 200;
    const length = 8 + random() * 16;
    const angle = random() * Math.PI;
    const bend = (random() - 0.5) * 10;
    const dx = Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    strokes.push(
      `M ${x.toFixed(1)} ${y.toFixed(1)} q ${(dx / 2 + bend).toFixed(1)} ${(dy / 2).toFixed(1)} ${dx.toFixed(1)} ${dy.toFixed(1)}`,
    );
  }
  return [
    element('clipPath', { id: 'elephant-area' }, path(`${MUDGUARD} ${heel}`)),
    element(
      'g',
      { 'clip-path': 'url(#elephant-area)' },
      path(strokes.join(' '), {
        fill: 'none',
        stroke: shade(look.colors.overlay, -0.55),
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
      }),
    ),
  ].join('\n');
}

/** The side mark of the brand's kind, in the mark color. */
function sideMark(look: Look, colors: Colors): string {
  const fill = colors.mark;
  const outline = { stroke: edge(fill), 'stroke-width': 2 };
  switch (look.mark) {
    case 'swoosh': {
      const swoosh =
        'M 566 -150 C 460 -108 330 -64 228 -50 C 176 -44 156 -60 172 -80 C 180 -90 196 -98 212 -102 C 198 -88 198 -74 224 -76 C 320 -86 440 -118 566 -150 Z';
      // A reverse colorway flips the mark along the shoe.
      const flip = look.markReversed ? 'translate(640 0) scale(-1 1)' : undefined;
      const raise = look.kind === 'high' ? 'translate(0 -26)' : undefined;
      const transform = [raise, flip].filter(Boolean).join(' ') || undefined;
      return element('g', { transform }, path(swoosh, { fill, ...outline }));
    }
    case 'stripes':
      return [0, 1, 2]
        .map((index) => {
          const x = 246 + index * 40;
          return path(`M ${x} -150 L ${x + 22} -156 L ${x + 82} -44 L ${x + 60} -40 Z`, { fill, ...outline });
        })
        .join('\n');
    case 'n': {
      // An upright, slanted N across the quarter.
      const n = 'M 0 1 L 0 0 L 0.24 0 L 0.62 0.6 L 0.62 0 L 0.86 0 L 0.86 1 L 0.62 1 L 0.24 0.4 L 0.24 1 Z';
      return element(
        'g',
        { transform: 'translate(280 -150) skewX(-14) scale(104 100)' },
        path(n, { fill, stroke: edge(fill), 'stroke-width': 0.02, 'stroke-linejoin': 'round' }),
      );
    }
    case 'tiger': {
      const stripe = (d: string) =>
        path(d, { fill: 'none', stroke: fill, 'stroke-width': 13, 'stroke-linecap': 'round' });
      return [
        stripe('M 190 -52 C 270 -92 370 -134 490 -156'),
        stripe('M 222 -40 C 300 -76 390 -110 496 -128'),
        stripe('M 230 -146 C 300 -116 370 -86 450 -58'),
        stripe('M 270 -156 C 336 -128 404 -100 470 -80'),
      ].join('\n');
    }
    case 'wing': {
      // The 4's wings and the netting on the quarter.
      const mesh: string[] = [];
      for (let index = 0; index < 14; index++) {
        mesh.push(`M ${330 + index * 12} -212 l 50 110`, `M ${380 + index * 12} -212 l -50 110`);
      }
      const area = 'M 344 -206 L 470 -214 L 456 -112 L 352 -106 Z';
      return [
        element('clipPath', { id: 'mesh-area' }, path(area)),
        path(area, { fill: shade(colors.base, -0.06), stroke: edge(colors.base), 'stroke-width': 2 }),
        element(
          'g',
          { 'clip-path': 'url(#mesh-area)' },
          path(mesh.join(' '), { stroke: shade(colors.base, -0.35), 'stroke-width': 2.4, fill: 'none' }),
        ),
        path('M 206 -142 L 240 -152 L 282 -76 L 252 -70 Z', { fill, ...outline }),
        path('M 256 -170 L 290 -180 L 332 -104 L 302 -98 Z', { fill, ...outline }),
        colors.accent
          ? path('M 560 -230 C 578 -232 590 -220 592 -204 L 594 -150 C 580 -146 566 -150 562 -160 Z', {
              fill: colors.accent,
              stroke: edge(colors.accent),
              'stroke-width': 2,
            })
          : '',
      ].join('\n');
    }
    case 'band':
      return path('M 40 -66 C 200 -76 380 -104 620 -160', {
        fill: 'none',
        stroke: fill,
        'stroke-width': 26,
        'stroke-opacity': look.pattern === 'zebra' ? 0.9 : 0.75,
      });
    default:
      return '';
  }
}

/** The knit of a 350 and its zebra stripes. */
function knit(look: Look): string {
  const lines: string[] = [];
  for (let x = -80; x < 700; x += 9) lines.push(`M ${x} -300 l -60 320`);
  const texture = path(lines.join(' '), {
    stroke: lightness(look.colors.base) > 0.5 ? '#000000' : '#ffffff',
    'stroke-opacity': 0.07,
    'stroke-width': 3,
    fill: 'none',
  });
  if (look.pattern !== 'zebra') return texture;
  const random = randomOf('zebra');
  const stripes: string[] = [];
  for (let x = -80; x < 760; x += 30 + random() * 12) {
    const wobble = (random() - 0.5) * 40;
    stripes.push(
      path(`M ${x + 150} -290 C ${x + 80 + wobble} -200 ${x + 90 - wobble} -100 ${x} 0`, {
        fill: 'none',
        stroke: look.colors.overlay,
        'stroke-width': 9 + random() * 9,
        'stroke-linecap': 'round',
      }),
    );
  }
  return texture + stripes.join('\n');
}

/** The laces crossing the throat, with the eyelets they run through. */
function laces(silhouette: Silhouette, colors: Colors): string {
  const lace = colors.laces ?? colors.base;
  const [a, b] = silhouette.throat;
  const normal = throatNormal(silhouette.throat);
  const rungs: string[] = [];
  const eyelets: string[] = [];
  for (let index = 0; index < silhouette.rungs; index++) {
    const point = lerp(a, b, (index + 0.5) / silhouette.rungs);
    const tilt = index % 2 === 0 ? 8 : -8;
    const from = { x: point.x - normal.x * 8 - tilt, y: point.y - normal.y * 8 };
    const to = { x: point.x + normal.x * 26 + tilt, y: point.y + normal.y * 26 };
    rungs.push(`M ${from.x.toFixed(1)} ${from.y.toFixed(1)} L ${to.x.toFixed(1)} ${to.y.toFixed(1)}`);
    eyelets.push(
      element('circle', {
        cx: (point.x + normal.x * 28).toFixed(1),
        cy: (point.y + normal.y * 28).toFixed(1),
        r: 4,
        fill: shade(colors.overlay, -0.35),
      }),
    );
  }
  const d = rungs.join(' ');
  return [
    eyelets.join(''),
    path(d, { stroke: edge(lace), 'stroke-width': 11, 'stroke-linecap': 'round', fill: 'none' }),
    path(d, { stroke: lace, 'stroke-width': 7.5, 'stroke-linecap': 'round', fill: 'none' }),
  ].join('\n');
}

/** The band under the laces that holds the eyelets. */
function eyestay(silhouette: Silhouette, fill: string): string {
  const [a, b] = silhouette.throat;
  const n = throatNormal(silhouette.throat);
  const start = lerp(a, b, -0.1);
  const end = lerp(a, b, 1.06);
  const depth = 40;
  const bottomEnd = { x: end.x + n.x * depth, y: end.y + n.y * depth };
  const bottomStart = { x: start.x + n.x * (depth + 8), y: start.y + n.y * (depth + 8) };
  const d = `M ${start.x} ${start.y} L ${end.x} ${end.y} L ${bottomEnd.x} ${bottomEnd.y} L ${bottomStart.x} ${bottomStart.y} Z`;
  return panel(d, fill, {
    d: `M ${bottomEnd.x} ${bottomEnd.y} L ${bottomStart.x} ${bottomStart.y}`,
    dx: -n.x * 6,
    dy: -n.y * 6,
  });
}

/** Midsole and outsole, with the tread, the stitching of a cupsole and an air window. */
function sole(look: Look, silhouette: Silhouette, colors: Colors): string {
  const midsole = colors.sole ?? '#f6f6f4';
  const outsole = colors.outsole ?? shade(midsole, -0.2);
  const parts = [
    path(silhouette.outsole, { fill: outsole, stroke: edge(outsole), 'stroke-width': 2 }),
    path(silhouette.midsole, { fill: 'url(#midsole)', stroke: edge(midsole), 'stroke-width': 2 }),
  ];
  const notches: string[] = [];
  for (let x = 50; x < 590; x += 13) notches.push(`M ${x} 3 l 0 -7`);
  parts.push(path(notches.join(' '), { stroke: shade(outsole, -0.25), 'stroke-width': 2.5, fill: 'none' }));
  if (['low', 'court', 'high', 'mid', 'samba'].includes(look.kind)) {
    const y = look.kind === 'court' ? -30 : -24;
    parts.push(
      path(`M 30 ${y} L 594 ${y}`, {
        stroke: shade(midsole, -0.3),
        'stroke-width': 1.8,
        'stroke-dasharray': '6 5',
        fill: 'none',
      }),
    );
  }
  if (look.kind === 'boost') {
    // Boost: the foam's beads.
    const random = randomOf(`${midsole}-boost`);
    const beads: string[] = [];
    for (let index = 0; index < 300; index++) {
      beads.push(
        element('ellipse', {
          cx: (10 + random() * 590).toFixed(1),
          cy: (-50 + random() * 50).toFixed(1),
          rx: (3 + random() * 3).toFixed(1),
          ry: (2 + random() * 2).toFixed(1),
          fill: 'none',
          stroke: shade(midsole, lightness(midsole) > 0.5 ? -0.12 : 0.14),
          'stroke-width': 1.2,
        }),
      );
    }
    parts.push(element('clipPath', { id: 'midsole-area' }, path(silhouette.midsole)));
    parts.push(element('g', { 'clip-path': 'url(#midsole-area)' }, beads.join('')));
  }
  if (look.air) {
    const window = look.waves
      ? 'M 60 -42 L 580 -52 L 582 -22 L 62 -16 Z'
      : 'M 440 -52 L 560 -58 L 562 -22 L 442 -18 Z';
    parts.push(
      path(window, {
        fill: '#dde8ee',
        'fill-opacity': 0.9,
        stroke: shade(midsole, -0.35),
        'stroke-width': 2,
      }),
    );
    const pillars: string[] = [];
    const [from, to, step] = look.waves ? [84, 570, 26] : [458, 548, 16];
    for (let x = from; x <= to; x += step) pillars.push(`M ${x} -48 l 0 26`);
    parts.push(path(pillars.join(' '), { stroke: '#b2c2cb', 'stroke-width': 2, fill: 'none' }));
  }
  return parts.join('\n');
}

/** The 97's ripples across the upper. */
function waves(colors: Colors): string {
  return [0, 1, 2, 3]
    .map((index) => {
      const y = -70 - index * 30;
      return path(
        `M -20 ${y + 24} C 120 ${y + 6} 220 ${y + 34} 340 ${y} C 440 ${y - 28} 520 ${y - 8} 630 ${y - 40}`,
        {
          fill: 'none',
          stroke: shade(colors.overlay, -0.25),
          'stroke-width': 3,
        },
      );
    })
    .join('\n');
}

/** Scale of shoe space on the picture, and where its ground line sits for a shoe `top` high. */
const SCALE = 1.08;
function placement(top: number): { transform: string; ground: number } {
  const ground = 420 + (-top * SCALE) / 2;
  return { transform: `translate(${400 - 300 * SCALE} ${ground}) scale(${SCALE})`, ground };
}

function sneaker(look: Look): string {
  const colors = look.colors;
  const silhouette = silhouetteOf(look.kind);
  const base = colors.base;
  const tongueColor = colors.collar ?? base;
  const defs = [
    verticalGradient('upper', base, 0.14, -0.08),
    verticalGradient('midsole', colors.sole ?? '#f6f6f4', 0.1, -0.1),
    element(
      'linearGradient',
      { id: 'volume', x1: 0, y1: 0, x2: 0, y2: 1 },
      element('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.22 }) +
        element('stop', { offset: 0.55, 'stop-color': '#ffffff', 'stop-opacity': 0 }) +
        element('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.14 }),
    ),
    element('clipPath', { id: 'upper-area' }, path(silhouette.upper)),
  ].join('\n');

  const upper = [
    path(silhouette.tongue, { fill: shade(tongueColor, 0.04), stroke: edge(tongueColor), 'stroke-width': 2 }),
    path(silhouette.upper, { fill: 'url(#upper)' }),
    element(
      'g',
      { 'clip-path': 'url(#upper-area)' },
      [
        look.kind === 'boost' ? knit(look) : '',
        overlays(look, colors, silhouette),
        look.waves ? waves(colors) : '',
        look.kind === 'boost' ? '' : eyestay(silhouette, look.kind === 'samba' ? base : colors.overlay),
        sideMark(look, colors),
        element('rect', { x: -50, y: -420, width: 700, height: 440, fill: 'url(#volume)' }),
      ].join('\n'),
    ),
    path(silhouette.upper, {
      fill: 'none',
      stroke: edge(base),
      'stroke-width': 2.5,
      'stroke-linejoin': 'round',
    }),
    laces(silhouette, colors),
    look.kind === 'boost'
      ? path('M 556 -226 C 556 -262 574 -280 590 -272 C 600 -264 596 -240 588 -222 Z', {
          fill: colors.mark,
          stroke: edge(colors.mark),
          'stroke-width': 2,
        })
      : '',
  ].join('\n');

  const { transform, ground } = placement(silhouette.top);
  const body = element(
    'g',
    { transform },
    [
      element('g', { transform: silhouette.lift ? `translate(0 ${-silhouette.lift})` : undefined }, upper),
      sole(look, silhouette, colors),
    ].join('\n'),
  );
  const shadow = element('ellipse', {
    cx: 400,
    cy: ground + 6,
    rx: 310,
    ry: 18,
    fill: '#000000',
    'fill-opacity': 0.22,
    filter: 'url(#soft)',
  });
  return picture(look.background, defs, body, shadow);
}

/** A Yeezy Slide from the side: a thick foam sole and the slotted strap over the toes. */
function slide(look: Look): string {
  const { base, sole: soleColor = base } = look.colors;
  const strap =
    'M 150 470 C 150 420 200 376 280 362 C 350 350 410 362 452 398 C 470 414 476 440 470 462 L 150 470 Z';
  const foam =
    'M 120 476 C 118 458 132 450 150 452 L 452 452 C 500 440 560 436 630 440 C 676 444 700 456 700 480 L 700 540 C 700 562 684 574 656 574 L 170 574 C 138 574 120 556 120 536 Z';
  const slots = [0, 1, 2, 3, 4].map((index) => {
    const x = 230 + index * 44;
    return path(`M ${x} 384 C ${x + 6} 404 ${x + 10} 424 ${x + 12} 446`, {
      stroke: shade(base, -0.45),
      'stroke-width': 9,
      'stroke-linecap': 'round',
      fill: 'none',
    });
  });
  const defs = [
    verticalGradient('upper', base, 0.16, -0.1),
    verticalGradient('midsole', soleColor, 0.12, -0.12),
  ].join('\n');
  const ridges: string[] = [];
  for (let x = 160; x < 680; x += 20) ridges.push(`M ${x} 572 l 8 -10`);
  const body = [
    path(foam, { fill: 'url(#midsole)', stroke: edge(soleColor), 'stroke-width': 2.5 }),
    path('M 150 470 C 300 466 470 462 700 478', {
      fill: 'none',
      stroke: shade(soleColor, -0.3),
      'stroke-width': 2,
    }),
    path(ridges.join(' '), { stroke: shade(soleColor, -0.35), 'stroke-width': 3, fill: 'none' }),
    path(strap, { fill: 'url(#upper)', stroke: edge(base), 'stroke-width': 2.5 }),
    ...slots,
  ].join('\n');
  const shadow = element('ellipse', {
    cx: 410,
    cy: 590,
    rx: 300,
    ry: 18,
    fill: '#000000',
    'fill-opacity': 0.22,
    filter: 'url(#soft)',
  });
  return picture(look.background, defs, body, shadow);
}

/** A Foam Runner from the side: one sculpted piece of foam with its holes. */
function foamRunner(look: Look): string {
  const { base } = look.colors;
  const shell =
    'M 128 520 C 98 470 150 384 280 362 C 360 350 420 330 470 300 C 524 272 604 266 652 300 C 692 330 704 420 692 500 C 686 548 660 574 620 574 L 190 574 C 150 574 136 550 128 520 Z';
  const holes = [
    { cx: 250, cy: 420, rx: 42, ry: 20, rotate: -18 },
    { cx: 350, cy: 400, rx: 38, ry: 18, rotate: -28 },
    { cx: 440, cy: 370, rx: 30, ry: 15, rotate: -36 },
    { cx: 330, cy: 470, rx: 44, ry: 18, rotate: -6 },
    { cx: 440, cy: 450, rx: 46, ry: 22, rotate: -20 },
    { cx: 560, cy: 420, rx: 48, ry: 26, rotate: -4 },
    { cx: 620, cy: 350, rx: 26, ry: 16, rotate: 40 },
    { cx: 560, cy: 500, rx: 40, ry: 16, rotate: 4 },
  ].map((hole) =>
    element('ellipse', {
      cx: hole.cx,
      cy: hole.cy,
      rx: hole.rx,
      ry: hole.ry,
      transform: `rotate(${hole.rotate} ${hole.cx} ${hole.cy})`,
      fill: shade(base, -0.55),
      stroke: shade(base, 0.18),
      'stroke-width': 3,
    }),
  );
  const defs = verticalGradient('upper', base, 0.2, -0.12);
  const body = [
    path(shell, { fill: 'url(#upper)', stroke: edge(base), 'stroke-width': 2.5 }),
    path('M 470 300 C 520 326 590 326 652 300', {
      fill: 'none',
      stroke: shade(base, -0.4),
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    ...holes,
    path('M 140 540 C 300 548 520 548 690 520', {
      fill: 'none',
      stroke: shade(base, 0.15),
      'stroke-width': 2,
    }),
  ].join('\n');
  const shadow = element('ellipse', {
    cx: 410,
    cy: 590,
    rx: 290,
    ry: 18,
    fill: '#000000',
    'fill-opacity': 0.22,
    filter: 'url(#soft)',
  });
  return picture(look.background, defs, body, shadow);
}

export function drawSneaker(look: Look): string {
  if (look.kind === 'slide') return slide(look);
  if (look.kind === 'foam') return foamRunner(look);
  return sneaker(look);
}
