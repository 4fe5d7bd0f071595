// The demo store's pictures (packages/web/public/demo): flat SVG drawings, small and offline.
// Run `node scripts/demo-pictures.mjs` after changing a drawing; the files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
const out = new URL('../packages/web/public/demo', import.meta.url).pathname;
mkdirSync(`${out}/productos`, { recursive: true });
const svg = (w, h, body, title, x = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
// Promo cards show their picture square with the description below: the 800-wide scene's middle.
const promo = (body, title) => svg(500, 500, body, title, 150);
const font = `font-family="Helvetica,Arial,sans-serif"`;

// Header logo 1000x200: the storefront mark and the store's name.
writeFileSync(
  `${out}/logo-cabecera.svg`,
  svg(
    1000,
    200,
    `
<rect width="1000" height="200" fill="#134859"/>
<g transform="translate(60 40)">
<rect x="0" y="40" width="120" height="80" rx="6" fill="#fff"/>
<path d="M-8 44 L8 0 H112 L128 44 Z" fill="#ed841e"/>
<path d="M24 0 L16 44 M48 0 L44 44 M72 0 L76 44 M96 0 L104 44" stroke="#fff" stroke-width="6"/>
<rect x="46" y="70" width="28" height="50" fill="#134859"/>
<rect x="12" y="62" width="24" height="22" fill="#7fb3c6"/><rect x="84" y="62" width="24" height="22" fill="#7fb3c6"/>
</g>
<text x="230" y="122" ${font} font-size="78" font-weight="700" fill="#fff">Almacén Demo</text>
<text x="232" y="168" ${font} font-size="28" fill="#ed841e" letter-spacing="4">DE BARRIO · A DOMICILIO</text>
`,
    'Almacén Demo',
  ),
);

// Widget logo 640x640: a chat bubble with the store's initials.
writeFileSync(
  `${out}/logo-widget.svg`,
  svg(
    640,
    640,
    `
<rect width="640" height="640" rx="140" fill="#ed841e"/>
<path d="M120 170 Q120 120 170 120 H470 Q520 120 520 170 V390 Q520 440 470 440 H280 L170 530 V440 Q120 440 120 390 Z" fill="#fff"/>
<text x="320" y="345" text-anchor="middle" ${font} font-size="170" font-weight="700" fill="#134859">AD</text>
`,
    'Almacén Demo',
  ),
);

// Main image 1200x600: the shop front.
const shelf = (x, y, colors) =>
  colors
    .map(
      (c, i) =>
        `<rect x="${x + i * 34}" y="${y - 40 - (i % 2) * 10}" width="26" height="${40 + (i % 2) * 10}" rx="4" fill="${c}"/>`,
    )
    .join('');
writeFileSync(
  `${out}/almacen.svg`,
  svg(
    1200,
    600,
    `
<rect width="1200" height="600" fill="#f3e9d8"/>
<rect y="470" width="1200" height="130" fill="#c9b89c"/>
<rect x="150" y="130" width="900" height="360" fill="#fffaf2"/>
<path d="M120 70 H1080 L1110 170 H90 Z" fill="#134859"/>
${Array.from({ length: 10 }, (_, i) => `<path d="M${150 + i * 96} 70 H${198 + i * 96} L${204 + i * 101} 170 H${156 + i * 101} Z" fill="#ed841e"/>`).join('')}
<path d="M90 170 ${Array(17).fill('q30 36 60 0').join(' ')} " fill="#ed841e" opacity=".85"/>
<text x="600" y="132" text-anchor="middle" ${font} font-size="54" font-weight="700" fill="#fff">ALMACÉN DEMO</text>
<rect x="200" y="230" width="330" height="230" fill="#cfe4ec" stroke="#134859" stroke-width="10"/>
<rect x="670" y="230" width="330" height="230" fill="#cfe4ec" stroke="#134859" stroke-width="10"/>
<path d="M205 320 H525 M205 400 H525 M675 320 H995 M675 400 H995" stroke="#134859" stroke-width="6"/>
${shelf(215, 318, ['#e4572e', '#f2c14e', '#4d9078', '#e4572e', '#5b7db1', '#f2c14e', '#4d9078', '#a23b72', '#e4572e'])}
${shelf(215, 398, ['#5b7db1', '#f2c14e', '#e4572e', '#4d9078', '#a23b72', '#f2c14e', '#5b7db1', '#e4572e', '#4d9078'])}
${shelf(685, 318, ['#4d9078', '#e4572e', '#f2c14e', '#5b7db1', '#e4572e', '#a23b72', '#f2c14e', '#4d9078', '#5b7db1'])}
${shelf(685, 398, ['#f2c14e', '#a23b72', '#4d9078', '#e4572e', '#5b7db1', '#f2c14e', '#e4572e', '#4d9078', '#a23b72'])}
<rect x="545" y="250" width="110" height="220" fill="#134859"/><circle cx="638" cy="365" r="7" fill="#ed841e"/>
<rect x="565" y="270" width="70" height="70" fill="#7fb3c6"/>
<g transform="translate(1010 380)"><rect x="0" y="40" width="120" height="60" rx="8" fill="#8a5a36"/>
<circle cx="25" cy="38" r="22" fill="#e4572e"/><circle cx="62" cy="34" r="24" fill="#f2c14e"/><circle cx="98" cy="38" r="21" fill="#4d9078"/></g>
<g transform="translate(70 380)"><rect x="0" y="40" width="120" height="60" rx="8" fill="#8a5a36"/>
<circle cx="28" cy="36" r="22" fill="#ed841e"/><circle cx="64" cy="32" r="24" fill="#e4572e"/><circle cx="98" cy="38" r="20" fill="#9bc53d"/></g>
`,
    'Frente del almacén',
  ),
);

// Promo images 800x500.
const badge = (text, x = 560, y = 100) =>
  `<circle cx="${x}" cy="${y}" r="78" fill="#e4572e"/><text x="${x}" y="${y + 16}" text-anchor="middle" ${font} font-size="${text.length > 4 ? 34 : 48}" font-weight="700" fill="#fff">${text}</text>`;
const loaf = (x, y, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="150" ry="62" fill="#c98b3c"/><ellipse cx="0" cy="-10" rx="138" ry="50" fill="#e0a95a"/><path d="M-80 -40 q20 30 0 60 M-25 -50 q20 35 0 70 M30 -50 q20 35 0 70 M85 -40 q20 30 0 60" stroke="#b5742b" stroke-width="9" fill="none" stroke-linecap="round"/></g>`;
writeFileSync(
  `${out}/promo-pan.svg`,
  promo(
    `
<rect width="800" height="500" fill="#fbe7c6"/><rect y="360" width="800" height="140" fill="#8a5a36"/>
${loaf(290, 340, 0.85)}${loaf(510, 355, 0.8)}
<g transform="translate(400 250)"><path d="M-60 40 Q0 -80 60 40 Z" fill="#e0a95a"/><path d="M-110 50 Q-60 -10 -20 50 Z M20 50 Q60 -10 110 50 Z" fill="#d4954a"/></g>
${badge('HOY')}
`,
    'Pan del día',
  ),
);

const carton = (x, y, color) =>
  `<g transform="translate(${x} ${y})"><path d="M0 60 L30 0 H130 L160 60 Z" fill="#dfe8ef"/><rect x="0" y="60" width="160" height="230" fill="#fff"/><rect x="0" y="140" width="160" height="90" fill="${color}"/><rect x="55" y="-20" width="50" height="24" fill="${color}"/><text x="80" y="198" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#fff">LECHE</text></g>`;
writeFileSync(
  `${out}/promo-lacteos.svg`,
  promo(
    `
<rect width="800" height="500" fill="#dcecf5"/><rect y="400" width="800" height="100" fill="#9cc3d8"/>
${carton(170, 170, '#2a6fb0')}
<g transform="translate(345 270) scale(.8)"><path d="M0 150 L200 150 L200 40 L0 100 Z" fill="#f6c945"/><path d="M0 100 L200 40 L230 60 L30 120 Z" fill="#f9dc7a"/><path d="M0 100 L30 120 V170 L0 150 Z" fill="#e2b232"/><circle cx="70" cy="120" r="12" fill="#e2b232"/><circle cx="140" cy="100" r="9" fill="#e2b232"/><circle cx="160" cy="130" r="14" fill="#e2b232"/></g>
<g transform="translate(535 300) scale(.9)"><rect x="0" y="20" width="110" height="100" rx="12" fill="#fff"/><rect x="-6" y="8" width="122" height="24" rx="8" fill="#a23b72"/><text x="55" y="90" text-anchor="middle" ${font} font-size="28" font-weight="700" fill="#a23b72">YOGUR</text></g>
${badge('-10%')}
`,
    'Lácteos con descuento',
  ),
);

const fruit = (x, y, r, color, leaf = '#4d9078') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/><path d="M${x} ${y - r} q${r * 0.3} ${-r * 0.5} ${r * 0.7} ${-r * 0.35} q${-r * 0.3} ${r * 0.4} ${-r * 0.7} ${r * 0.35}" fill="${leaf}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.18}" fill="#fff" opacity=".35"/>`;
writeFileSync(
  `${out}/promo-frutas.svg`,
  promo(
    `
<rect width="800" height="500" fill="#e8f3dc"/>
<path d="M160 330 H640 L610 470 H190 Z" fill="#8a5a36"/><path d="M160 330 H640" stroke="#6d4529" stroke-width="14"/>
${fruit(225, 290, 50, '#e4572e')}${fruit(330, 280, 58, '#ed841e')}${fruit(440, 290, 52, '#f2c14e')}${fruit(560, 285, 56, '#9bc53d')}
`,
    'Frutas y verduras de estación',
  ),
);

// Product pictures, one per kind of product (400x400).
const tile = (bg, body, title) =>
  svg(
    400,
    400,
    `<rect width="400" height="400" fill="${bg}"/><ellipse cx="200" cy="330" rx="130" ry="18" fill="#000" opacity=".08"/>${body}`,
    title,
  );
const kinds = {
  almacen: [
    '#f6ecd9',
    `<path d="M120 110 H280 L300 330 H100 Z" fill="#d9b26f"/><path d="M120 110 L135 80 H265 L280 110 Z" fill="#c49a55"/><rect x="130" y="180" width="140" height="80" rx="8" fill="#fff"/><text x="200" y="232" text-anchor="middle" ${font} font-size="34" font-weight="700" fill="#8a5a36">1 kg</text>`,
    'Almacén',
  ],
  lacteos: [
    '#dcecf5',
    `<g transform="translate(120 60)">${`<path d="M0 60 L30 0 H130 L160 60 Z" fill="#b9cbd8"/><rect x="0" y="60" width="160" height="210" fill="#fff"/><rect x="0" y="130" width="160" height="80" fill="#2a6fb0"/><rect x="55" y="-20" width="50" height="24" fill="#2a6fb0"/>`}</g>`,
    'Lácteos',
  ],
  bebidas: [
    '#e3f1ea',
    `<path d="M175 60 H225 V110 Q270 140 270 190 V320 Q270 340 250 340 H150 Q130 340 130 320 V190 Q130 140 175 110 Z" fill="#4d9078" opacity=".85"/><rect x="170" y="40" width="60" height="26" rx="6" fill="#e4572e"/><rect x="130" y="200" width="140" height="70" fill="#fff"/><path d="M150 235 H250" stroke="#4d9078" stroke-width="10" stroke-linecap="round"/>`,
    'Bebidas',
  ],
  fiambreria: [
    '#fbe3e0',
    `<circle cx="170" cy="210" r="105" fill="#f19a94"/><circle cx="170" cy="210" r="80" fill="#f6b6b0"/><circle cx="250" cy="230" r="80" fill="#c94c4c"/><circle cx="230" cy="210" r="7" fill="#fff"/><circle cx="270" cy="250" r="6" fill="#fff"/><circle cx="250" cy="190" r="5" fill="#fff"/><circle cx="280" cy="215" r="6" fill="#fff"/><circle cx="225" cy="260" r="5" fill="#fff"/>`,
    'Fiambrería',
  ],
  verduleria: [
    '#e8f3dc',
    `${fruit(150, 230, 80, '#e4572e')}<path d="M230 130 L300 320 Q260 340 250 300 Z" fill="#ed841e"/><path d="M230 130 q-20 -50 10 -70 M230 130 q10 -55 40 -60 M230 130 q30 -30 60 -20" stroke="#4d9078" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    'Verdulería',
  ],
  carniceria: [
    '#f7e1dc',
    `<path d="M90 200 Q90 110 200 100 Q320 95 320 190 Q320 300 210 310 Q90 310 90 200 Z" fill="#c0392b"/><path d="M115 200 Q120 135 200 128 Q295 125 295 192 Q292 280 210 285 Q120 285 115 200 Z" fill="#e06b5f"/><path d="M150 180 q40 30 110 -10 M160 240 q50 20 100 -20" stroke="#fbe3e0" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    'Carnicería',
  ],
  congelados: [
    '#e2f0fa',
    `<rect x="110" y="110" width="180" height="210" rx="14" fill="#5b7db1"/><rect x="130" y="130" width="140" height="100" rx="8" fill="#fff"/><g stroke="#5b7db1" stroke-width="9" stroke-linecap="round"><path d="M200 145 V215 M170 162 L230 198 M230 162 L170 198"/></g>`,
    'Congelados',
  ],
  panaderia: [
    '#fbe7c6',
    `<g transform="translate(200 230)"><ellipse cx="0" cy="0" rx="150" ry="62" fill="#c98b3c"/><ellipse cx="0" cy="-10" rx="138" ry="50" fill="#e0a95a"/><path d="M-80 -40 q20 30 0 60 M-25 -50 q20 35 0 70 M30 -50 q20 35 0 70 M85 -40 q20 30 0 60" stroke="#b5742b" stroke-width="9" fill="none" stroke-linecap="round"/></g>`,
    'Panadería',
  ],
  limpieza: [
    '#e6f4f1',
    `<path d="M150 140 H250 V320 Q250 340 230 340 H170 Q150 340 150 320 Z" fill="#3fa7a0"/><path d="M170 90 H240 L260 120 V140 H160 V110 Z" fill="#f2c14e"/><path d="M260 105 H300 V120 H260" fill="#f2c14e"/><rect x="165" y="200" width="70" height="80" rx="6" fill="#fff"/><circle cx="320" cy="100" r="8" fill="#9fd9d4"/><circle cx="335" cy="130" r="6" fill="#9fd9d4"/>`,
    'Limpieza',
  ],
  perfumeria: [
    '#f3e5f0',
    `<rect x="140" y="120" width="120" height="210" rx="36" fill="#a23b72"/><rect x="175" y="80" width="50" height="46" rx="6" fill="#5c1f40"/><rect x="160" y="190" width="80" height="80" rx="8" fill="#fff"/><circle cx="200" cy="230" r="20" fill="#f3c5e0"/>`,
    'Perfumería',
  ],
  bazar: [
    '#eeeae4',
    `<path d="M100 160 H300 L280 300 Q275 320 255 320 H145 Q125 320 120 300 Z" fill="#5b7db1"/><path d="M300 190 Q350 190 345 235 Q340 270 290 270" stroke="#5b7db1" stroke-width="18" fill="none"/><path d="M150 130 q10 -30 0 -50 M200 130 q10 -30 0 -50 M250 130 q10 -30 0 -50" stroke="#b9b2a6" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    'Bazar',
  ],
  mascotas: [
    '#f5ecdf',
    `<g fill="#8a5a36"><ellipse cx="200" cy="250" rx="70" ry="58"/><ellipse cx="120" cy="175" rx="30" ry="38"/><ellipse cx="280" cy="175" rx="30" ry="38"/><ellipse cx="165" cy="120" rx="28" ry="38"/><ellipse cx="235" cy="120" rx="28" ry="38"/></g>`,
    'Mascotas',
  ],
};
for (const [name, [bg, body, title]] of Object.entries(kinds)) {
  writeFileSync(`${out}/productos/${name}.svg`, tile(bg, body, title));
}
