/** Shelf names and the reader the phrasing tests share (phrasing.test.ts, phrasing-sizes.test.ts). */
import { CatalogueIndex, type CatalogueProduct } from './catalogue-index';
import { understand } from './understand';

// Names as a Mexican supermarket writes them (mx-super catalogue of the evaluation).
const NAMES = [
  'Cilantro Rollo',
  'Espinacas Rollo',
  'Aguacate Hass por Kg',
  'Aguacate Hass Enmallado Pieza',
  'Bebida Hidratante Powerade Naranja 500ml',
  'Bebida Hidratante Powerade Frutas 500ml',
  "Nueces y Fruta Deshidratada Nature's Heart Nutty Berry Mix 70g",
  'Cloro Blanqueador Desinfectante Clorox Original 3.8L',
  'Cloro Blanqueador Desinfectante Clorox Original 1.89L',
  'Blanqueador Clorox Triple Acción Original 5.8L',
  'Tomate Saladet por kg',
  'Papa Blanca por kg',
  'yerba mate playadito x 500 gr. suave',
  'Huevo San Juan Blanco 30 Piezas',
  'Croissant Pieza',
  'Pasta Dental Crest Complete 4en1 2 Unidades de 90ml',
  'Bolillo',
  'Crema León Entera 200g',
  'Crema León Entera 900g',
  'Fibra Verde 3M Scotch Brite Grande Aroma Limón',
  'Leche Entera Milkaut Larga Vida 1L',
  "Cereal Kellogg's Special K Original 530g",
  'Cereal Nestlé Trix 430g',
  'Shampoo con Acondicionador Pantene 2 en 1 Cuidado Clásico 700ml',
  'Shampoo Pantene Restauración 400ml',
  'Shampoo Head & Shoulders Limpieza renovadora 180ml',
  'Limón sin Semilla por Kg',
  'Pay Limón Congelado Selecto 750g',
  'Refresco Coca-Cola Original 3L',
  'Refresco Coca-Cola Original 600ml',
  'fideos lucchetti x 500 gr. codito',
  'fideos luchetti x 500 gr tirabuzon numero 28',
  'fideos matarazzo x 500 gr tirabuzon',
  'Activia Fibra Alimento Lácteo Bebible Fresa y Plátano y Cereales 225g',
  'Alimento Lácteo Fermentado Activia Ciruela Pasa Y Papaya Y Cereales 6x225g',
  'Plátano Chiapas por Kg',
  'Limpiador de Baños Harpic Quita Sarro 200ml',
  'Bísquet Tradicional',
  'Bísquet Paquete 6 piezas',
  'Pan Bimbo Blanco 620g',
  'Tomate Verde por kg',
  'Chile Serrano por Kg',
  'Refresco Squirt 2L',
  'Refresco Squirt 600ml',
  "Cereal Kellogg's Choco Krispis 730g",
  "Cereal Kellogg's Choco Krispis 350g",
  'Chayote sin Espinas por kg',
  'Paleta Helada Magnum Almendras 90ml',
  'Paleta Helada Magnum Almendras 3x90ml',
  'Jabón de Tocador Neutro Balance 3 Barras de 100g',
  'Jabón de Tocador Neutro Balance 1 Barra de 150g',
  'Galletas Gamesa Chokis 6 paketines de 228g',
  'Galletas Gamesa Chokis 86g',
  'Lavatrastes Axión Limón Vinagre 900ml',
  'Agua Natural Purificada Ciel 20L (Solo Líquido)',
];
// Names as the demo store writes them (an Argentine almacén).
const ALMACEN = [
  'Cerveza roja Patagonia 473 ml',
  'Cerveza negra Patagonia 473 ml',
  'Cerveza negra Patagonia 1 l',
  'Cerveza negra Quilmes 1 l',
  'Fideos tirabuzón Lucchetti 500 g',
  'Fideos tirabuzón Matarazzo 500 g',
  'Fideos spaghetti Matarazzo 500 g',
  'Gaseosa cola Manaos 2,25 l',
  'Gaseosa pomelo Manaos 1,5 l',
  'Gaseosa pomelo Manaos 2,25 l',
  'Mermelada de durazno BC La Campagnola 390 g',
  'Mermelada de ciruela BC La Campagnola 390 g',
  'Helado dulce de leche Frigor 1 kg',
  'Cerveza rubia Quilmes 1 l',
  'Cerveza roja Quilmes 1 l',
  'Sandía por kg',
  'Manteca La Serenísima 100 g',
  'Manteca La Serenísima 200 g',
  'Leche entera La Serenísima sachet 1 l',
  'Leche descremada La Serenísima sachet 1 l',
  'Papas fritas congeladas McCain 720 g',
  'arroz gallo oro x 1 kg.',
  'Jugo de durazno Cepita 1 l',
  'Jugo de manzana Cepita 1 l',
  'Manzana roja por kg',
  'Medialunas de manteca por docena',
  'Pan lactal blanco Bimbo 390 g',
  'Pan lactal blanco Bimbo 550 g',
  'Shampoo anticaspa Dove 340 ml',
  'Shampoo cabello normal Dove 340 ml',
  'Yogur bebible vainilla Ser 900 g',
  'Yogur bebible vainilla La Serenísima 900 g',
  'Té en saquitos común La Virginia x25',
  'Té en saquitos boldo La Virginia x25',
  'Alimento para perros adultos Dog Chow 3 kg',
  'Alimento para perros adultos Dog Chow 15 kg',
  'Bolsas de residuo Reforzadas 45x60',
];
const catalogue = (names: string[]): CatalogueProduct[] =>
  names.map((name, at) => ({
    id: at + 1,
    name,
    brand: null,
    kind: null,
    quantity_unit: /(?: por| x) kg\.?$/i.test(name) ? 'kg' : / por docena$/i.test(name) ? 'dozen' : 'unit',
    price_per_unit: 10,
    tags: [],
  }));
const index = new CatalogueIndex(catalogue(NAMES));
/** A shelf of its own, for a rule that needs names the shared ones do not have. */
export const shelf = (names: string[]) => new CatalogueIndex(catalogue(names));
export const almacen = new CatalogueIndex(catalogue(ALMACEN));

/** The lines the message adds, as [name, amount]; what is left unresolved, as its reason. */
export function read(message: string, store = index) {
  const result = understand(message, store, []);
  if (result.intent !== 'add_items') return result.intent;
  return {
    items: result.items.map((item) => [item.product.name, item.amount]),
    unresolved: result.unresolved.map((u) => u.reason),
  };
}
