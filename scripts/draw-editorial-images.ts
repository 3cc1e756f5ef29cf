// Draws the recipe and blog pictures in public/images/recipes and public/images/blog as flat,
// top-down illustrations. Each file is named after its recipe id or post slug; run it again after
// adding one here: `node scripts/draw-editorial-images.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';

// Shape helpers: each returns one SVG element; `more` adds attributes such as a stroke.
const circle = (x: number, y: number, r: number, fill: string, more = '') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" ${more}/>`;
const oval = (x: number, y: number, rx: number, ry: number, fill: string, more = '') =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${fill}" ${more}/>`;
const box = (x: number, y: number, w: number, h: number, rx: number, fill: string, more = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${more}/>`;
const path = (d: string, fill: string, more = '') => `<path d="${d}" fill="${fill}" ${more}/>`;
const turned = (turn: number, x: number, y: number) => `transform="rotate(${turn} ${x} ${y})"`;
const stroked = (colour: string, width: number) =>
  `stroke="${colour}" stroke-width="${width}" stroke-linecap="round"`;
const group = (more: string, children: string) => `<g ${more}>${children}</g>`;
const label = (x: number, y: number, size: number, fill: string, words: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="${fill}" font-family="system-ui, sans-serif" text-anchor="middle">${words}</text>`;

/** A rounded stroke from (x, y), `length` long, turned by `turn` degrees. */
const bar = (x: number, y: number, turn: number, length: number, width: number, colour: string) =>
  path(`M${x} ${y}h${length}`, 'none', `${stroked(colour, width)} ${turned(turn, x, y)}`);
const leaf = (x: number, y: number, turn: number, fill = '#3f7d3a', size = 9) =>
  oval(x, y, size, size * 0.55, fill, turned(turn, x, y));
const shadow = (x: number, y: number, rx: number, ry = rx) =>
  oval(x + 10, y + 14, rx, ry, '#000', 'fill-opacity=".12"');
const plate = (x: number, y: number, r: number) =>
  shadow(x, y, r) +
  circle(x, y, r, '#fff', stroked('#e7e5e4', 6)) +
  circle(x, y, r * 0.78, '#fafaf9');
const bowl = (x: number, y: number, r: number, rim: string, inside: string) =>
  shadow(x, y, r) + circle(x, y, r, rim) + circle(x, y, r - 26, inside);
/** A sauce cube with its shadow and highlight, as on the meal pictures. */
const cube = (x: number, y: number, size: number, sauce: string, shade: string) =>
  box(x + 4, y + 5, size, size, size / 6, shade) +
  box(x, y, size, size, size / 6, sauce) +
  bar(x + size * 0.18, y + size * 0.16, 0, size * 0.45, size * 0.08, '#ffffff66');

/** A repeatable random sequence (mulberry32), so every run draws the same pictures. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Area {
  x: number;
  y: number;
  r: number;
  from?: number;
  to?: number;
  inner?: number;
}

/** `count` shapes at random points of a ring sector (degrees clockwise from east), each turned. */
function scatter(
  seed: number,
  count: number,
  area: Area,
  draw: (x: number, y: number, turn: number) => string,
) {
  const next = random(seed);
  const { from = 0, to = 360, inner = 0 } = area;
  return Array.from({ length: count }, () => {
    const angle = ((from + (to - from) * next()) * Math.PI) / 180;
    const distance = Math.sqrt(inner ** 2 + (area.r ** 2 - inner ** 2) * next());
    const x = Math.round(area.x + Math.cos(angle) * distance);
    const y = Math.round(area.y + Math.sin(angle) * distance);
    return draw(x, y, Math.round(next() * 360));
  }).join('');
}

/** A pie slice of a circle at (x, y) from angle `from` to `to`. */
function wedge(x: number, y: number, r: number, from: number, to: number, fill: string): string {
  const at = (deg: number) =>
    `${Math.round(x + r * Math.cos((deg * Math.PI) / 180))} ${Math.round(y + r * Math.sin((deg * Math.PI) / 180))}`;
  return path(`M${x} ${y}L${at(from)}A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${at(to)}Z`, fill);
}

const sector = (from: number, to: number): Area => ({
  x: 400,
  y: 300,
  r: 200,
  from: from + 4,
  to: to - 4,
  inner: 30,
});

const potato = (x: number, y: number, turn: number, seed: number) =>
  group(
    turned(turn, x, y),
    oval(x, y, 140, 92, '#9c6a3c') +
      oval(x, y, 110, 66, '#f3d9a0') +
      scatter(seed, 14, { x, y, r: 55 }, (sx, sy) => circle(sx, sy, 22, '#8c2f1b')) +
      scatter(seed + 1, 16, { x, y, r: 50 }, (sx, sy, t) => bar(sx, sy, t, 18, 5, '#f2c230')) +
      oval(x + 10, y - 6, 30, 20, '#fffdf7') +
      scatter(seed + 2, 8, { x, y, r: 60 }, (sx, sy) =>
        circle(sx, sy, 5, 'none', stroked('#4f8a2b', 3)),
      ),
  );

const naan = (x: number, turn: number, seed: number) =>
  group(
    turned(turn, x, 300),
    oval(x, 300, 125, 175, '#e9c58d') +
      scatter(seed, 10, { x, y: 300, r: 150 }, (sx, sy) => circle(sx, sy, 9, '#c9955a')) +
      oval(x, 300, 100, 148, '#e07b2e') +
      scatter(seed + 1, 14, { x, y: 300, r: 90 }, (sx, sy) => circle(sx, sy, 15, '#fff5dc')) +
      scatter(seed + 2, 7, { x, y: 300, r: 85 }, (sx, sy) =>
        circle(sx, sy, 13, 'none', stroked('#8e3b73', 4)),
      ) +
      scatter(seed + 3, 12, { x, y: 300, r: 90 }, (sx, sy, t) => leaf(sx, sy, t)),
  );

const mushroom = (x: number, y: number, turn: number) =>
  group(
    turned(turn, x, y),
    path(`M${x - 18} ${y}a18 14 0 0 1 36 0z`, '#8a6a4d') + box(x - 6, y, 12, 14, 4, '#eadbc4'),
  );

/** Recipe pictures by recipe id. */
const RECIPES: Record<string, [background: string, draw: () => string]> = {
  'super-veg-mac-and-cheese': [
    '#fdecc8',
    () =>
      bowl(400, 300, 240, '#2f6fb0', '#f2a93b') +
      scatter(3, 12, { x: 400, y: 300, r: 180 }, (x, y) =>
        oval(x, y, 34, 22, '#d9892b', 'fill-opacity=".55"'),
      ) +
      scatter(1, 80, { x: 400, y: 300, r: 190 }, (x, y, t) =>
        path(`M${x} ${y}a13 13 0 0 1 26 0`, 'none', `${stroked('#f9d46b', 10)} ${turned(t, x, y)}`),
      ) +
      scatter(2, 22, { x: 400, y: 300, r: 185 }, (x, y) => circle(x, y, 8, '#4f8a2b')),
  ],
  'bolognese-jacket-potatoes': [
    '#f6e2cf',
    () => plate(400, 300, 255) + potato(290, 240, -20, 10) + potato(515, 370, 15, 20),
  ],
  'kids-chilli-burrito-bowls': [
    '#fde5d4',
    () =>
      bowl(400, 300, 240, '#b0401f', '#fffaf0') +
      wedge(400, 300, 210, 0, 130, '#8f2f1b') +
      scatter(4, 30, sector(0, 130), (x, y, t) => oval(x, y, 11, 7, '#5e1d10', turned(t, x, y))) +
      scatter(5, 40, sector(130, 220), (x, y, t) => oval(x, y, 7, 3, '#e7e0d0', turned(t, x, y))) +
      wedge(400, 300, 210, 220, 270, '#f2c230') +
      scatter(6, 40, sector(220, 270), (x, y) => circle(x, y, 6, '#e0a81e')) +
      wedge(400, 300, 210, 270, 320, '#9bc25b') +
      scatter(7, 5, sector(270, 320), (x, y, t) =>
        path(
          `M${x} ${y}a26 26 0 0 0 44 0`,
          '#d8e8a8',
          `${stroked('#3f6212', 5)} ${turned(t, x, y)}`,
        ),
      ) +
      wedge(400, 300, 210, 320, 360, '#f7d36b') +
      scatter(8, 24, sector(320, 360), (x, y, t) => bar(x, y, t, 22, 5, '#e8a820')),
  ],
  'butter-chicken-naan-pizzas': [
    '#fff1d6',
    () =>
      box(80, 90, 640, 420, 40, '#c48a55') +
      [130, 190, 250, 350, 410, 470].map((y) => bar(110, y, 0, 580, 3, '#a8713f')).join('') +
      naan(265, -12, 40) +
      naan(535, 12, 50),
  ],
  'green-curry-noodle-soup': [
    '#e8f3dc',
    () =>
      bowl(400, 300, 250, '#2f6f6a', '#d3e3a3') +
      scatter(11, 26, { x: 400, y: 300, r: 160 }, (x, y, t) =>
        path(
          `M${x} ${y}q14 -14 28 0t28 0t28 0`,
          'none',
          `${stroked('#fbf3dc', 8)} ${turned(t, x, y)}`,
        ),
      ) +
      scatter(12, 7, { x: 400, y: 300, r: 150 }, (x, y, t) =>
        box(x, y, 46, 22, 10, '#ecd3ad', turned(t, x, y)),
      ) +
      scatter(
        13,
        5,
        { x: 400, y: 300, r: 170 },
        (x, y, t) => leaf(x, y, t, '#4f8a2b', 30) + bar(x - 12, y, t, 24, 8, '#eef5dc'),
      ) +
      scatter(14, 18, { x: 400, y: 300, r: 190 }, (x, y, t) => leaf(x, y, t, '#2f6b2f', 8)) +
      path('M560 150a60 60 0 0 1 0 120z', '#9ccc3c', stroked('#5d8f1f', 8)),
  ],
  'mushroom-stroganoff-on-mash': [
    '#f1e9df',
    () =>
      plate(400, 300, 255) +
      circle(360, 300, 160, '#f6ecd2') +
      scatter(15, 9, { x: 360, y: 300, r: 130, inner: 105 }, (x, y, t) =>
        path(`M${x} ${y}a30 30 0 0 1 40 0`, 'none', `${stroked('#e2d1a8', 6)} ${turned(t, x, y)}`),
      ) +
      circle(360, 300, 100, '#b99471') +
      scatter(16, 9, { x: 360, y: 300, r: 70 }, mushroom) +
      scatter(17, 20, { x: 360, y: 300, r: 95 }, (x, y, t) => leaf(x, y, t, '#3f7d3a', 5)) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => bar(548 + i * 12, 225 + (i % 2) * 10, 84 + (i % 3) * 3, 150, 12, '#4f8a2b'))
        .join(''),
  ],
  'two-sauce-family-lasagne': [
    '#fbe6d9',
    () =>
      shadow(290, 300, 220, 170) +
      box(80, 140, 420, 320, 30, '#c4452a') +
      box(104, 164, 372, 272, 16, '#e8b04a') +
      scatter(19, 30, { x: 290, y: 300, r: 130 }, (x, y) => circle(x, y, 6 + (x % 7), '#b8742a')) +
      plate(620, 330, 150) +
      ['#f5deb0', '#b3361f', '#fffaf0', '#d9482b', '#f5deb0', '#b3361f', '#e8b04a']
        .map((fill, i) => box(540, 392 - i * 22, 160, 24, i === 6 ? 10 : 2, fill))
        .join('') +
      [552, 580, 610, 640, 668].map((x, i) => circle(x, 354 + (i % 2) * 4, 3, '#4f8a2b')).join(''),
  ],
};

const SAUCES = [
  ['#d9482b', '#a8321c'],
  ['#8c2f1b', '#5e1d10'],
  ['#e07b2e', '#b35a1a'],
  ['#d9482b', '#a8321c'],
  ['#e07b2e', '#b35a1a'],
] as const;

const plannerDay = (day: string, i: number) => {
  const x = 144 + i * 128;
  const [sauce, shade] = SAUCES[i] ?? SAUCES[0];
  const done = i < 2 ? path(`M${x - 16} 490l11 11 22-24`, 'none', stroked('#3f6212', 7)) : '';
  return (
    label(x, 200, 24, '#7c2d12', day) +
    cube(x - 36, 236, 72, sauce, shade) +
    circle(x, 420, 46, '#fafaf9', stroked('#e7e5e4', 5)) +
    circle(x, 420, 26, sauce) +
    done
  );
};

const tray = (x: number, y: number, sauce: string, shade: string) =>
  box(x, y, 190, 150, 12, '#e5e7ea', stroked('#9aa0a6', 4)) +
  [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map((c) => cube(x + 16 + (c % 3) * 58, y + 14 + Math.floor(c / 3) * 44, 38, sauce, shade))
    .join('');

const coolPack = (x: number, sauce: string, shade: string) =>
  box(x, 470, 120, 80, 10, '#fff') +
  box(x, 470, 120, 22, 6, sauce) +
  [0, 1, 2].map((c) => cube(x + 14 + c * 34, 506, 26, sauce, shade)).join('');

/** Blog pictures by post slug. */
const POSTS: Record<string, [background: string, draw: () => string]> = {
  'weeknight-dinner-plan': [
    '#fdecc8',
    () =>
      shadow(400, 300, 320, 230) +
      box(80, 70, 640, 460, 24, '#fff') +
      path('M80 94a24 24 0 0 1 24-24h592a24 24 0 0 1 24 24v56h-640z', '#9a3412') +
      label(400, 124, 34, '#fff', 'THIS WEEK') +
      ['MON', 'TUE', 'WED', 'THU', 'FRI'].map(plannerDay).join(''),
  ],
  'fussy-toddlers-hidden-veg': [
    '#fde5d4',
    () =>
      shadow(380, 320, 220) +
      circle(380, 320, 220, '#fff', stroked('#7fb3d5', 16)) +
      path('M170 320H590M380 320V540', 'none', stroked('#7fb3d5', 12)) +
      scatter(21, 26, { x: 380, y: 320, r: 170, from: 190, to: 350, inner: 30 }, (x, y, t) =>
        bar(x, y, t, 26, 14, '#d9482b'),
      ) +
      circle(290, 400, 13, '#4f8a2b') +
      circle(318, 430, 13, '#4f8a2b') +
      circle(280, 440, 13, '#4f8a2b') +
      [0, 1, 2].map((i) => bar(430 + i * 18, 370 + i * 8, 60, 110, 16, '#f0962e')).join('') +
      box(640, 230, 26, 230, 13, '#7fb3d5') +
      oval(653, 210, 34, 48, '#7fb3d5') +
      box(60, 90, 110, 150, 26, '#f2c230') +
      box(52, 70, 126, 40, 14, '#7fb3d5') +
      box(100, 40, 30, 40, 12, '#7fb3d5'),
  ],
  'school-lunch-leftover-ideas': [
    '#e8f3dc',
    () =>
      path('M120 180l40-120h480l40 120z', '#6fb0b6') +
      shadow(400, 345, 300, 170) +
      box(100, 170, 600, 350, 30, '#2f7f86') +
      box(124, 194, 552, 302, 18, '#eaf4f4') +
      path('M330 194V496M330 345H676', 'none', stroked('#2f7f86', 10)) +
      box(170, 240, 116, 230, 20, '#d9482b') +
      box(160, 214, 136, 50, 14, '#7c2d12') +
      box(360, 230, 290, 80, 40, '#f1d9a6') +
      circle(400, 270, 30, '#b0401f') +
      circle(400, 270, 14, '#4f8a2b') +
      [0, 1, 2]
        .map((i) =>
          path(`M${380 + i * 90} 460a44 44 0 0 1 70-50z`, '#f3e6b8', stroked('#c0392b', 8)),
        )
        .join('') +
      box(630, 60, 70, 150, 20, '#7fb3d5', turned(15, 665, 135)),
  ],
  'papamoa-kitchen-behind-the-scenes': [
    '#f1e9df',
    () =>
      box(440, 60, 300, 220, 10, '#bfe3f2', stroked('#fff', 14)) +
      circle(690, 110, 22, '#f8c630') +
      path('M447 250Q520 140 570 150Q610 160 640 250Z', '#4f7a3a') +
      box(447, 230, 286, 43, 0, '#3a8fb7') +
      path('M470 250q20 -8 40 0t40 0M600 260q20 -8 40 0t40 0', 'none', stroked('#fff', 4)) +
      box(0, 380, 800, 220, 0, '#c9ccd1') +
      box(0, 370, 800, 22, 0, '#e5e7ea') +
      path('M90 240h220l-20 150h-180z', '#9aa0a6') +
      oval(200, 240, 110, 24, '#d9482b') +
      [0, 1, 2]
        .map((i) =>
          path(
            `M${150 + i * 50} 200q-18 -30 0 -60t0 -60`,
            'none',
            `${stroked('#fff', 8)} stroke-opacity=".8"`,
          ),
        )
        .join('') +
      tray(380, 320, '#d9482b', '#a8321c') +
      tray(580, 400, '#f0962e', '#c2701a'),
  ],
  'summer-freezer-food-safety': [
    '#bfe3f2',
    () =>
      box(0, 430, 800, 170, 0, '#f6dfa5') +
      circle(660, 110, 56, '#f8c630') +
      Array.from({ length: 12 }, (_, i) =>
        path('M660 30v-18', 'none', `${stroked('#f8c630', 8)} ${turned(i * 30, 660, 110)}`),
      ).join('') +
      box(110, 250, 440, 200, 24, '#2f6fb0') +
      box(96, 220, 468, 56, 18, '#e8f1fa') +
      box(280, 300, 100, 26, 13, '#1f4f85') +
      coolPack(150, '#d9482b', '#a8321c') +
      coolPack(300, '#8c2f1b', '#5e1d10') +
      box(460, 480, 60, 80, 12, '#9fd3f0', stroked('#fff', 4)) +
      box(530, 480, 60, 80, 12, '#9fd3f0', stroked('#fff', 4)) +
      box(640, 230, 56, 250, 28, '#fff') +
      box(660, 380, 16, 80, 8, '#2f6fb0') +
      circle(668, 470, 24, '#2f6fb0') +
      label(668, 540, 34, '#1f4f85', '-18°C'),
  ],
};

const picture = (background: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="${background}"/>
${body}
</svg>
`;

for (const [folder, pictures] of [
  ['recipes', RECIPES],
  ['blog', POSTS],
] as const) {
  const directory = new URL(`../public/images/${folder}/`, import.meta.url);
  mkdirSync(directory, { recursive: true });
  for (const [id, [background, draw]] of Object.entries(pictures)) {
    writeFileSync(new URL(`${id}.svg`, directory), picture(background, draw()));
  }
  console.log(`Drew ${Object.keys(pictures).length} pictures in public/images/${folder}`);
}
