// Draws the demo dish illustrations (server/assets/dishes/*.svg): a plate seen from above with the
// dish's colours and garnish, plus a second "served" view with a bowl and bread. Run once; output committed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = join(import.meta.dirname, '..', 'server', 'assets', 'dishes');

const dishes = {
  'paneer-butter-masala': { base: '#e0702a', light: '#f2a65a', bits: '#fff4dc', garnish: '#3f8f3a', shape: 'cubes' },
  'masala-dosa': { base: '#d99a3c', light: '#f3cd7a', bits: '#f7e7b5', garnish: '#6b9e3b', shape: 'dosa' },
  'chole-bhature': { base: '#9a5a22', light: '#c98a45', bits: '#e8c27a', garnish: '#4f9a45', shape: 'bhature' },
  'chicken-biryani': { base: '#e8b85a', light: '#f6dc9a', bits: '#a85a2a', garnish: '#4d8c3f', shape: 'rice' },
  'dal-makhani': { base: '#5c2f1d', light: '#8a4a2c', bits: '#f6efe0', garnish: '#3f8f3a', shape: 'swirl' },
  'butter-chicken': { base: '#d9652b', light: '#f0a060', bits: '#c2532a', garnish: '#f7f0e0', shape: 'cubes' },
  'veg-pulao': { base: '#f2e2b6', light: '#fbf3da', bits: '#58a04a', garnish: '#e0782a', shape: 'rice' },
  'aloo-paratha': { base: '#d8a955', light: '#efcf8a', bits: '#9c6a2a', garnish: '#f7e27a', shape: 'paratha' },
  'fish-curry': { base: '#e2892e', light: '#f4bd6a', bits: '#f6ead2', garnish: '#2f7d3a', shape: 'fish' },
  'mutton-rogan-josh': { base: '#8e2a1c', light: '#b8472c', bits: '#5a1a12', garnish: '#f2e8d8', shape: 'cubes' },
  'egg-curry': { base: '#c9661f', light: '#e89a4c', bits: '#fffaf0', garnish: '#3f8f3a', shape: 'eggs' },
  'gulab-jamun': { base: '#6d2a14', light: '#a2491f', bits: '#f4d08a', garnish: '#e9b949', shape: 'balls' },
};

function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function topping(shape, c, random) {
  const parts = [];
  const scatter = (count, radius, draw) => {
    for (let i = 0; i < count; i += 1) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * radius;
      parts.push(draw(200 + Math.cos(angle) * distance, 200 + Math.sin(angle) * distance, random));
    }
  };
  switch (shape) {
    case 'cubes':
      scatter(
        11,
        70,
        (x, y, r) =>
          `<rect x="${x - 11}" y="${y - 11}" width="22" height="22" rx="4" fill="${c.bits}" transform="rotate(${r() * 90} ${x} ${y})"/>`,
      );
      break;
    case 'rice':
      scatter(
        140,
        92,
        (x, y, r) =>
          `<ellipse cx="${x}" cy="${y}" rx="6" ry="2.2" fill="${r() < 0.18 ? c.bits : c.light}" transform="rotate(${r() * 180} ${x} ${y})"/>`,
      );
      break;
    case 'swirl':
      parts.push(`<path d="M150 200 q50 -60 100 0 q-50 50 -90 5" stroke="${c.bits}" stroke-width="9" fill="none" stroke-linecap="round"/>`);
      break;
    case 'dosa':
      parts.push(`<path d="M90 250 L310 150 Q330 200 300 240 Z" fill="${c.light}" stroke="${c.base}" stroke-width="6"/>`);
      parts.push(`<circle cx="150" cy="300" r="26" fill="#f5f1e6"/><circle cx="230" cy="305" r="24" fill="#c96a2c"/>`);
      break;
    case 'bhature':
      parts.push(`<circle cx="250" cy="170" r="62" fill="${c.bits}" stroke="#c79a4a" stroke-width="5"/>`);
      parts.push(`<circle cx="160" cy="250" r="58" fill="${c.base}"/>`);
      scatter(14, 40, (x, y) => `<circle cx="${x - 40}" cy="${y + 50}" r="6" fill="${c.light}"/>`);
      break;
    case 'paratha':
      parts.push(`<circle cx="200" cy="200" r="95" fill="${c.light}" stroke="${c.base}" stroke-width="6"/>`);
      scatter(26, 80, (x, y) => `<circle cx="${x}" cy="${y}" r="4" fill="${c.bits}"/>`);
      parts.push(`<rect x="175" y="180" width="50" height="30" rx="6" fill="${c.garnish}"/>`);
      break;
    case 'fish':
      parts.push(`<ellipse cx="200" cy="200" rx="70" ry="34" fill="${c.bits}" transform="rotate(-20 200 200)"/>`);
      parts.push(`<ellipse cx="170" cy="240" rx="50" ry="24" fill="${c.bits}" transform="rotate(15 170 240)"/>`);
      break;
    case 'eggs':
      for (const [x, y] of [
        [165, 175],
        [240, 190],
        [195, 250],
      ]) {
        parts.push(`<ellipse cx="${x}" cy="${y}" rx="30" ry="24" fill="${c.bits}"/><circle cx="${x}" cy="${y}" r="12" fill="#f2b82a"/>`);
      }
      break;
    case 'balls':
      for (const [x, y] of [
        [170, 170],
        [235, 175],
        [165, 240],
        [235, 245],
      ]) {
        parts.push(`<circle cx="${x}" cy="${y}" r="30" fill="${c.base}"/><circle cx="${x - 9}" cy="${y - 9}" r="9" fill="${c.light}"/>`);
      }
      break;
  }
  scatter(
    9,
    85,
    (x, y, r) => `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.5" fill="${c.garnish}" transform="rotate(${r() * 180} ${x} ${y})"/>`,
  );
  return parts.join('');
}

function plate(name, c, seed) {
  const random = seeded(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${name}">
<rect width="400" height="400" fill="#f6ecd9"/>
<circle cx="206" cy="210" r="170" fill="#000" opacity="0.08"/>
<circle cx="200" cy="200" r="170" fill="#fdfbf6" stroke="#e4d8c2" stroke-width="4"/>
<circle cx="200" cy="200" r="125" fill="${c.base}"/>
<circle cx="185" cy="185" r="95" fill="${c.light}" opacity="0.45"/>
${topping(c.shape, c, random)}
</svg>
`;
}

function served(name, c, seed) {
  const random = seeded(seed + 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${name}, served">
<rect width="400" height="400" fill="#3b2a20"/>
<rect x="20" y="40" width="360" height="320" rx="24" fill="#8b5a36"/>
<circle cx="150" cy="200" r="110" fill="#fdfbf6"/>
<circle cx="150" cy="200" r="80" fill="${c.base}"/>
<circle cx="140" cy="190" r="55" fill="${c.light}" opacity="0.5"/>
<g transform="translate(-50 0)">${topping('swirl', c, random)}</g>
<circle cx="300" cy="130" r="55" fill="#e9c98f" stroke="#c9a060" stroke-width="4"/>
<circle cx="300" cy="280" r="45" fill="#f5f1e6"/><circle cx="300" cy="280" r="30" fill="${c.garnish}" opacity="0.7"/>
</svg>
`;
}

Object.entries(dishes).forEach(([slug, colours], index) => {
  const name = slug.replace(/-/g, ' ');
  writeFileSync(join(out, `${slug}.svg`), plate(name, colours, index + 1));
  writeFileSync(join(out, `${slug}-served.svg`), served(name, colours, index + 1));
});
