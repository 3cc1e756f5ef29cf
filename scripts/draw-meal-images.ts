// Draws the meal pictures in public/images/meals: a tray of nine sauce cubes in each sauce's
// colours. Run it again after adding a meal here: `node scripts/draw-meal-images.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';

interface Palette {
  background: string;
  sauce: string;
  shade: string;
  garnish: string;
}

const MEALS: Record<string, Palette> = {
  'super-veg-sauce': {
    background: '#fdecc8',
    sauce: '#d9482b',
    shade: '#a8321c',
    garnish: '#4f8a2b',
  },
  'beef-bolognese': {
    background: '#f6e2cf',
    sauce: '#8c2f1b',
    shade: '#5e1d10',
    garnish: '#6b8e23',
  },
  'kids-chilli-con-carne': {
    background: '#fde5d4',
    sauce: '#b0401f',
    shade: '#7a2a14',
    garnish: '#f2c230',
  },
  'butter-chicken': {
    background: '#fff1d6',
    sauce: '#e07b2e',
    shade: '#b35a1a',
    garnish: '#3f7d3a',
  },
  'thai-green-curry': {
    background: '#e8f3dc',
    sauce: '#8fb24a',
    shade: '#64842c',
    garnish: '#d9412b',
  },
  'mushroom-stroganoff': {
    background: '#f1e9df',
    sauce: '#b99471',
    shade: '#8a6a4d',
    garnish: '#3f7d3a',
  },
  'lamb-rogan-josh': {
    background: '#f8dfd6',
    sauce: '#9b2d20',
    shade: '#6a1c13',
    garnish: '#f4f1e8',
  },
  'pumpkin-kumara-sauce': {
    background: '#fff0d9',
    sauce: '#f0962e',
    shade: '#c2701a',
    garnish: '#4f8a2b',
  },
  'chicken-cacciatore': {
    background: '#fbe6d9',
    sauce: '#c4452a',
    shade: '#8f2f1b',
    garnish: '#2f4f2f',
  },
};

function cube(x: number, y: number, palette: Palette, seed: number): string {
  const size = 120;
  const dots = [0, 1, 2]
    .map((i) => {
      const dx = 25 + ((seed * 37 + i * 41) % 70);
      const dy = 25 + ((seed * 53 + i * 29) % 70);
      return `<circle cx="${x + dx}" cy="${y + dy}" r="${5 + ((seed + i) % 3)}" fill="${palette.garnish}"/>`;
    })
    .join('');
  return [
    `<rect x="${x + 6}" y="${y + 8}" width="${size}" height="${size}" rx="18" fill="${palette.shade}"/>`,
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="18" fill="${palette.sauce}"/>`,
    `<path d="M${x + 18} ${y + 14} h60" stroke="#fff" stroke-opacity=".35" stroke-width="8" stroke-linecap="round"/>`,
    dots,
  ].join('');
}

function drawMeal(palette: Palette): string {
  const cubes: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1)
      cubes.push(cube(140 + col * 140, 90 + row * 140, palette, row * 3 + col));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="${palette.background}"/>
<rect x="110" y="60" width="480" height="480" rx="36" fill="#ffffff" stroke="${palette.shade}" stroke-opacity=".25" stroke-width="6"/>
${cubes.join('\n')}
<circle cx="690" cy="110" r="46" fill="${palette.garnish}" fill-opacity=".85"/>
<circle cx="92" cy="500" r="30" fill="${palette.sauce}" fill-opacity=".6"/>
</svg>
`;
}

const directory = new URL('../public/images/meals/', import.meta.url);
mkdirSync(directory, { recursive: true });
for (const [id, palette] of Object.entries(MEALS)) {
  writeFileSync(new URL(`${id}.svg`, directory), drawMeal(palette));
}
console.log(`Drew ${Object.keys(MEALS).length} meal images in public/images/meals`);
