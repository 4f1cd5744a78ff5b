import { type Look } from './look';
import { edge, element, lightness, path, picture, randomOf, shade, verticalGradient } from './svg';

/**
 * Hoodies and tees laid flat, seen from the front as shops photograph them: body, sleeves, ribbed
 * cuffs and hem, a few soft folds, and the chest print of the look's mark.
 */

const HOODIE_BODY =
  'M 300 214 C 330 232 470 232 500 214 L 566 240 C 596 252 616 270 628 300 L 690 566 C 694 584 686 594 668 596 L 628 600 C 612 602 602 594 598 580 L 566 392 L 570 636 C 570 650 560 658 546 658 L 254 658 C 240 658 230 650 230 636 L 234 392 L 202 580 C 198 594 188 602 172 600 L 132 596 C 114 594 106 584 110 566 L 172 300 C 184 270 204 252 234 240 Z';
const HOOD =
  'M 286 226 C 280 160 330 112 400 112 C 470 112 520 160 514 226 C 500 252 450 268 400 268 C 350 268 300 252 286 226 Z';
const TEE_BODY =
  'M 308 176 C 340 206 460 206 492 176 L 588 206 C 612 214 630 230 642 252 L 698 350 L 612 392 L 574 330 L 578 644 C 578 656 570 664 556 664 L 244 664 C 230 664 222 656 222 644 L 226 330 L 188 392 L 102 350 L 158 252 C 170 230 188 214 212 206 Z';

/** The chest print. */
function chestMark(look: Look, centerY: number): string {
  const color = look.colors.mark;
  const x = 400;
  switch (look.mark) {
    case 'box': {
      // A box logo: a red bar with white lettering suggested by slanted strokes.
      const letters: string[] = [];
      const random = randomOf(look.colors.base);
      let cursor = x - 62;
      while (cursor < x + 56) {
        const width = 8 + random() * 10;
        letters.push(`M ${cursor.toFixed(1)} ${centerY + 12} l 6 -24 l ${width.toFixed(1)} 0 l -6 24 Z`);
        cursor += width + 4;
      }
      return [
        element('rect', { x: x - 80, y: centerY - 24, width: 160, height: 48, fill: color }),
        path(letters.join(' '), { fill: '#ffffff' }),
      ].join('\n');
    }
    case 'script':
      return path(
        `M ${x - 70} ${centerY + 10} C ${x - 60} ${centerY - 40} ${x - 30} ${centerY - 34} ${x - 36} ${centerY + 4} C ${x - 40} ${centerY + 30} ${x - 10} ${centerY + 20} ${x - 4} ${centerY - 10} C ${x} ${centerY - 30} ${x + 20} ${centerY - 26} ${x + 16} ${centerY} C ${x + 12} ${centerY + 24} ${x + 40} ${centerY + 18} ${x + 46} ${centerY - 6} C ${x + 52} ${centerY - 28} ${x + 70} ${centerY - 20} ${x + 80} ${centerY - 4}`,
        {
          fill: 'none',
          stroke: color,
          'stroke-width': 7,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        },
      );
    case 'eightball':
      return [
        element('circle', { cx: x, cy: centerY + 10, r: 62, fill: color }),
        element('circle', { cx: x + 14, cy: centerY - 4, r: 26, fill: '#ffffff' }),
        element('circle', {
          cx: x + 14,
          cy: centerY - 13,
          r: 7,
          fill: 'none',
          stroke: color,
          'stroke-width': 5,
        }),
        element('circle', {
          cx: x + 14,
          cy: centerY + 3,
          r: 9,
          fill: 'none',
          stroke: color,
          'stroke-width': 5,
        }),
        element('ellipse', {
          cx: x - 26,
          cy: centerY - 20,
          rx: 14,
          ry: 7,
          fill: '#ffffff',
          'fill-opacity': 0.18,
        }),
      ].join('\n');
    case 'triangle': {
      // A triangle of three bars that seem to go over and under each other.
      const size = 120;
      const top = { x, y: centerY - size * 0.5 };
      const left = { x: x - size * 0.58, y: centerY + size * 0.5 };
      const right = { x: x + size * 0.58, y: centerY + size * 0.5 };
      const bar = (a: { x: number; y: number }, b: { x: number; y: number }, tone: number) =>
        path(`M ${a.x} ${a.y} L ${b.x} ${b.y}`, {
          stroke: shade(color, tone),
          'stroke-width': 20,
          'stroke-linecap': 'square',
          fill: 'none',
        });
      return [
        bar(left, top, 0),
        bar(top, right, lightness(color) > 0.5 ? -0.12 : 0.12),
        bar(right, left, 0),
      ].join('\n');
    }
    case 'patch':
      return [
        element('rect', { x: x - 44, y: centerY - 14, width: 88, height: 28, rx: 6, fill: color }),
        element('rect', {
          x: x - 32,
          y: centerY - 3,
          width: 64,
          height: 6,
          rx: 3,
          fill: shade(color, lightness(color) > 0.5 ? -0.2 : 0.25),
        }),
      ].join('\n');
    default:
      return '';
  }
}

/** Soft folds: a few blurred light and dark strokes across the fabric. */
function folds(base: string): string {
  const dark = lightness(base) > 0.5 ? -0.18 : -0.5;
  return [
    path('M 262 420 C 300 520 280 580 300 640', {
      stroke: shade(base, dark),
      'stroke-width': 10,
      'stroke-opacity': 0.35,
      fill: 'none',
      filter: 'url(#soft)',
    }),
    path('M 540 430 C 500 520 530 580 510 640', {
      stroke: shade(base, dark),
      'stroke-width': 10,
      'stroke-opacity': 0.3,
      fill: 'none',
      filter: 'url(#soft)',
    }),
    path('M 380 260 C 420 320 400 380 430 420', {
      stroke: '#ffffff',
      'stroke-width': 14,
      'stroke-opacity': 0.12,
      fill: 'none',
      filter: 'url(#soft)',
    }),
  ].join('\n');
}

/** A marl: fine speckles of lighter and darker yarn. */
function marl(base: string): string {
  const random = randomOf(`${base}-marl`);
  const dots: string[] = [];
  for (let index = 0; index < 1400; index++) {
    const x = 100 + random() * 600;
    const y = 110 + random() * 560;
    const tone = random() > 0.5 ? 0.25 : -0.2;
    dots.push(
      element('rect', {
        x: x.toFixed(1),
        y: y.toFixed(1),
        width: 3,
        height: 1.4,
        fill: shade(base, tone),
        'fill-opacity': 0.6,
      }),
    );
  }
  return dots.join('');
}

/** Ribbing: short vertical lines across a band. */
function rib(x0: number, x1: number, y0: number, y1: number, base: string): string {
  const lines: string[] = [];
  for (let x = x0 + 4; x < x1; x += 6) lines.push(`M ${x} ${y0} L ${x} ${y1}`);
  return path(lines.join(' '), { stroke: shade(base, -0.18), 'stroke-width': 1.5, fill: 'none' });
}

function hoodie(look: Look): string {
  const { base, overlay } = look.colors;
  const strings = look.colors.laces ?? '#f2f2f2';
  const defs = [
    verticalGradient('fabric', base, 0.08, -0.08),
    element('clipPath', { id: 'garment' }, path(HOODIE_BODY)),
  ].join('\n');
  const body = [
    path(HOOD, { fill: shade(base, -0.04), stroke: edge(base), 'stroke-width': 2 }),
    element('ellipse', { cx: 400, cy: 222, rx: 82, ry: 36, fill: shade(base, -0.45) }),
    path(HOODIE_BODY, { fill: 'url(#fabric)' }),
    element(
      'g',
      { 'clip-path': 'url(#garment)' },
      [
        look.pattern === 'marl' ? marl(base) : '',
        // Cuffs and waistband.
        element('rect', { x: 100, y: 566, width: 120, height: 40, fill: overlay }),
        element('rect', { x: 580, y: 566, width: 120, height: 40, fill: overlay }),
        rib(100, 220, 566, 606, overlay),
        rib(580, 700, 566, 606, overlay),
        element('rect', { x: 226, y: 612, width: 350, height: 48, fill: overlay }),
        rib(226, 576, 612, 660, overlay),
        // Kangaroo pocket.
        path('M 300 490 L 500 490 L 528 600 L 272 600 Z', {
          fill: shade(base, 0.03),
          stroke: edge(base),
          'stroke-width': 2,
        }),
        path('M 306 498 L 494 498 L 520 594 L 280 594 Z', {
          fill: 'none',
          stroke: shade(base, lightness(base) > 0.5 ? -0.25 : 0.2),
          'stroke-width': 1.5,
          'stroke-dasharray': '5 4',
        }),
        folds(base),
        chestMark(look, look.mark === 'patch' ? 440 : 404),
      ].join('\n'),
    ),
    path(HOODIE_BODY, { fill: 'none', stroke: edge(base), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }),
    // Drawstrings with their tips.
    path('M 372 240 C 370 270 368 296 364 316 M 428 240 C 430 270 434 296 438 316', {
      stroke: strings,
      'stroke-width': 7,
      'stroke-linecap': 'round',
      fill: 'none',
    }),
    element('rect', { x: 359, y: 312, width: 10, height: 22, rx: 4, fill: shade(strings, -0.2) }),
    element('rect', { x: 433, y: 312, width: 10, height: 22, rx: 4, fill: shade(strings, -0.2) }),
  ].join('\n');
  const shadow = element('ellipse', {
    cx: 400,
    cy: 676,
    rx: 240,
    ry: 18,
    fill: '#000000',
    'fill-opacity': 0.16,
    filter: 'url(#soft)',
  });
  return picture(look.background, defs, body, shadow);
}

function tee(look: Look): string {
  const { base, overlay } = look.colors;
  const defs = [
    verticalGradient('fabric', base, 0.08, -0.08),
    element('clipPath', { id: 'garment' }, path(TEE_BODY)),
  ].join('\n');
  const body = [
    path(TEE_BODY, { fill: 'url(#fabric)' }),
    element(
      'g',
      { 'clip-path': 'url(#garment)' },
      [
        look.pattern === 'marl' ? marl(base) : '',
        // The back of the neck seen through the collar.
        path('M 308 176 C 340 206 460 206 492 176 C 470 170 430 166 400 166 C 370 166 330 170 308 176 Z', {
          fill: shade(base, -0.25),
        }),
        path('M 102 350 L 188 392', {
          stroke: shade(base, -0.2),
          'stroke-width': 2,
          'stroke-dasharray': '5 4',
        }),
        path('M 698 350 L 612 392', {
          stroke: shade(base, -0.2),
          'stroke-width': 2,
          'stroke-dasharray': '5 4',
        }),
        path('M 222 644 L 578 644', {
          stroke: shade(base, -0.2),
          'stroke-width': 2,
          'stroke-dasharray': '5 4',
        }),
        folds(base),
        chestMark(look, 300),
      ].join('\n'),
    ),
    // The ribbed collar.
    path('M 308 176 C 340 206 460 206 492 176', {
      fill: 'none',
      stroke: overlay,
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    path('M 308 176 C 340 206 460 206 492 176', {
      fill: 'none',
      stroke: shade(overlay, -0.2),
      'stroke-width': 1.5,
      'stroke-dasharray': '2 4',
    }),
    path(TEE_BODY, { fill: 'none', stroke: edge(base), 'stroke-width': 2.5, 'stroke-linejoin': 'round' }),
  ].join('\n');
  const shadow = element('ellipse', {
    cx: 400,
    cy: 682,
    rx: 220,
    ry: 16,
    fill: '#000000',
    'fill-opacity': 0.16,
    filter: 'url(#soft)',
  });
  return picture(look.background, defs, body, shadow);
}

export function drawApparel(look: Look): string {
  return look.kind === 'hoodie' ? hoodie(look) : tee(look);
}
