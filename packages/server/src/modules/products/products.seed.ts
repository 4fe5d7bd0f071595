import { foldText, productSearchColumns, type QuantityUnit } from '@mostrador/core';
import { brands, dataImports, kinds, products } from '../../db/schema';
import { ensureNamed } from './products.repository';
import type { Executor } from '../../db/executor';

/**
 * A neighbourhood grocery's catalogue, one line per product line:
 * kind | name | variants | brands | sizes | unit | price of the first size | tags | category.
 * Lists are separated by ';'; each variant, brand and size gives one product.
 */
const CATALOGUE = `
Almacén | Azúcar común |  | Ledesma;Chango | 1 kg;500 g | unit | 1250 | sin tacc | Despensa
Almacén | Yerba mate |  | Taragüí;Playadito;Rosamonte;La Merced | 1 kg;500 g | unit | 4100 | sin tacc | Infusiones
Almacén | Fideos | spaghetti;tirabuzón;mostacholes;moñito | Matarazzo;Don Vicente;Lucchetti | 500 g | unit | 1350 |  | Pastas
Almacén | Arroz largo fino |  | Gallo;Molinos Ala | 1 kg;500 g | unit | 1600 | sin tacc | Despensa
Almacén | Aceite de girasol |  | Natura;Cocinero;Cañuelas | 900 ml;1,5 l | unit | 2300 |  | Despensa
Almacén | Aceite de oliva extra virgen |  | Cocinero;Nucete | 500 ml | unit | 7800 | vegano | Despensa
Almacén | Harina 0000 |  | Pureza;Blancaflor;Favorita | 1 kg | unit | 950 |  | Despensa
Almacén | Puré de tomate |  | Arcor;La Campagnola | 520 g | unit | 890 | vegano | Conservas
Almacén | Café molido |  | La Virginia;Cabrales;Bonafide | 250 g;500 g | unit | 3900 |  | Infusiones
Almacén | Galletitas de agua |  | Terrabusi;Bagley;Criollitas | 300 g | unit | 1150 |  | Galletitas
Almacén | Galletitas dulces | surtidas;de chocolate;rellenas de vainilla | Terrabusi;Bagley;Arcor | 400 g | unit | 1700 |  | Galletitas
Almacén | Té en saquitos | común;verde;manzanilla;boldo | Taragüí;La Virginia;Green Hills | x25 | unit | 950 |  | Infusiones
Almacén | Alfajor | de chocolate;de dulce de leche;triple | Havanna;Jorgito;Guaymallén;Terrabusi |  | unit | 700 |  | Golosinas
Almacén | Dulce de leche clásico |  | La Serenísima;Sancor;Chimbote | 400 g;1 kg | unit | 2100 | sin tacc | Desayuno
Almacén | Mermelada | de durazno;de frutilla;de ciruela | Arcor;BC La Campagnola | 390 g | unit | 1800 | vegano | Desayuno
Lácteos | Leche entera |  | La Serenísima;Sancor | 1 l | unit | 1150 |  | Lácteos
Lácteos | Leche descremada |  | La Serenísima;Sancor | 1 l | unit | 1190 |  | Lácteos
Lácteos | Yogur bebible | frutilla;vainilla;durazno | Ser;Yogurísimo;La Serenísima | 900 g | unit | 1990 |  | Lácteos
Lácteos | Queso crema |  | Casancrem;Finlandia | 290 g | unit | 2600 | sin tacc | Lácteos
Lácteos | Manteca |  | La Serenísima;Sancor | 200 g | unit | 2250 |  | Lácteos
Bebidas | Gaseosa | cola;lima limón;naranja;pomelo | Cunnington;Manaos;Coca-Cola | 1,5 l;2,25 l | unit | 1900 |  | Gaseosas
Bebidas | Agua mineral sin gas |  | Villavicencio;Villa del Sur;Eco de los Andes | 2 l | unit | 980 | sin tacc | Aguas
Bebidas | Cerveza | rubia;negra;roja | Quilmes;Patagonia;Andes | 473 ml;1 l | unit | 1600 |  | Cervezas
Bebidas | Vino tinto | Malbec;Cabernet Sauvignon;Bonarda | Trapiche;Norton;Alamos | 750 ml | unit | 6200 |  | Vinos
Bebidas | Vino de mesa suelto |  | Toro |  | lt | 2100 |  | Vinos
Bebidas | Jugo | de naranja;de manzana;de durazno | Cepita;Baggio | 1 l | unit | 1450 | vegano | Jugos
Fiambrería | Jamón cocido natural |  | Paladini;Cagnoli;Granja Iris |  | gr | 18.9 | feteado | Fiambres
Fiambrería | Salame milán |  | Paladini;Cagnoli |  | gr | 24.5 | feteado | Fiambres
Fiambrería | Queso de máquina |  | La Paulina;Punta del Agua |  | gr | 16.4 | feteado;sin tacc | Quesos
Fiambrería | Mortadela con pistacho |  | Paladini |  | gr | 12.8 | feteado | Fiambres
Fiambrería | Queso cremoso |  | La Paulina;Sancor |  | kg | 9800 | sin tacc | Quesos
Verdulería | Tomate redondo |  |  |  | kg | 2200 | vegano;orgánico | Verduras
Verdulería | Papa negra |  |  |  | kg | 900 | vegano | Verduras
Verdulería | Cebolla |  |  |  | kg | 850 | vegano | Verduras
Verdulería | Banana ecuador |  |  |  | kg | 1900 | vegano | Frutas
Verdulería | Manzana roja |  |  |  | kg | 2400 | vegano;orgánico | Frutas
Verdulería | Lechuga criolla |  |  |  | unit | 1100 | vegano;orgánico | Verduras
Verdulería | Zanahoria |  |  |  | kg | 950 | vegano | Verduras
Verdulería | Zapallito redondo |  |  |  | kg | 1700 | vegano | Verduras
Verdulería | Limón |  |  |  | kg | 1500 | vegano | Frutas
Verdulería | Naranja de jugo |  |  |  | kg | 1300 | vegano | Frutas
Verdulería | Palta hass |  |  |  | unit | 1600 | vegano | Frutas
Verdulería | Huevos blancos |  | Granja del Sol |  | dozen | 3200 |  | Huevos
Carnicería | Asado de tira |  |  |  | kg | 9900 |  | Carne vacuna
Carnicería | Vacío |  |  |  | kg | 11500 |  | Carne vacuna
Carnicería | Milanesa de nalga |  |  |  | kg | 12800 |  | Carne vacuna
Carnicería | Carne picada especial |  |  |  | kg | 8700 |  | Carne vacuna
Carnicería | Pollo entero |  |  |  | kg | 3900 |  | Aves
Congelados | Helado | chocolate;dulce de leche;frutilla | Frigor;Grido | 1 kg | unit | 6500 |  | Helados
Congelados | Hamburguesas de carne x4 |  | Paty;Swift |  | unit | 4200 |  | Congelados
Congelados | Papas fritas congeladas |  | McCain;Granja del Sol | 720 g | unit | 3800 |  | Congelados
Panadería | Pan francés |  |  |  | kg | 2800 |  | Panes
Panadería | Medialunas de manteca |  |  |  | dozen | 6000 |  | Facturas
Panadería | Pan lactal blanco |  | Fargo;Bimbo | 390 g;550 g | unit | 2300 |  | Panes
Limpieza | Lavandina |  | Ayudín;Querubín | 1 l;2 l | unit | 980 |  | Limpieza
Limpieza | Detergente limón |  | Magistral;Cif;Ala | 500 ml;750 ml | unit | 1650 |  | Limpieza
Limpieza | Jabón en polvo |  | Ala;Skip;Ariel | 800 g;3 kg | unit | 3600 |  | Lavado
Limpieza | Papel higiénico x4 |  | Elite;Higienol;Campanita | 30 m;80 m | unit | 2100 |  | Papelera
Limpieza | Bolsas de residuo |  | Reforzadas | 45x60 | unit | 1300 |  | Limpieza
Perfumería | Shampoo | cabello normal;cabello graso;anticaspa | Sedal;Pantene;Dove | 340 ml;650 ml | unit | 3400 |  | Cuidado personal
Perfumería | Jabón de tocador |  | Dove;Lux;Rexona | 90 g;x3 | unit | 1250 |  | Cuidado personal
Perfumería | Pasta dental |  | Colgate;Kolynos | 90 g;180 g | unit | 1900 |  | Cuidado personal
Bazar | Soga de algodón |  |  |  | meter | 450 |  | Bazar
Bazar | Mantel de hule |  |  |  | meter | 3900 |  | Bazar
Mascotas | Alimento para perros adultos |  | Dog Chow;Pedigree;Old Prince | 3 kg;15 kg | unit | 9800 |  | Mascotas
Mascotas | Alimento para gatos |  | Cat Chow;Whiskas | 1 kg;3 kg | unit | 7400 |  | Mascotas
`;

/**
 * The picture of a demo product: one per kind, shipped with the web app (public/demo/productos),
 * so a new install shows a complete catalogue without reaching an outside host.
 */
export const demoPicture = (kind: string) => `/demo/productos/${foldText(kind)}.svg`;

interface Line {
  kind: string;
  name: string;
  variants: string[];
  brands: string[];
  sizes: string[];
  unit: QuantityUnit;
  price: number;
  tags: string[];
  category: string;
}

function catalogueLines(): Line[] {
  const list = (field: string) => field.split(';').map((item) => item.trim());
  return CATALOGUE.trim()
    .split('\n')
    .map((row) => {
      const [kind, name, variants, brandNames, sizes, unit, price, tags, category] = row
        .split('|')
        .map((field) => field.trim());
      return {
        kind: kind!,
        name: name!,
        variants: list(variants!),
        brands: list(brandNames!),
        sizes: list(sizes!),
        unit: unit as QuantityUnit,
        price: Number(price),
        tags: tags ? list(tags) : [],
        category: category!,
      };
    });
}

/** Every product of the demo catalogue, deterministic so screenshots and tests can rely on it. */
export function demoProducts() {
  const rows: Array<{
    original_id: string;
    name: string;
    kind: string;
    brand: string | null;
    quantity_unit: QuantityUnit;
    price_per_unit: number;
    description: string;
    tags: string[];
    category: string;
    image_url: string;
    stock: number;
    active: boolean;
  }> = [];
  for (const line of catalogueLines()) {
    for (const variant of line.variants) {
      for (const brand of line.brands) {
        line.sizes.forEach((size, sizeIndex) => {
          const n = rows.length + 1;
          const price = Math.round(line.price * (1 + sizeIndex * 0.85 + (n % 5) * 0.03) * 100) / 100;
          const tags = [...line.tags];
          if (n % 7 === 0) tags.unshift('oferta');
          if (n % 11 === 0) tags.push('nuevo');
          rows.push({
            original_id: `DEMO-${String(n).padStart(4, '0')}`,
            name: [line.name, variant, brand, size].filter(Boolean).join(' '),
            kind: line.kind,
            brand: brand || null,
            quantity_unit: line.unit,
            price_per_unit: price,
            description: `${[line.name, variant].filter(Boolean).join(' ')}${brand ? ` marca ${brand}` : ''}${size ? `, presentación ${size}` : ''}.`,
            tags,
            category: line.category,
            image_url: demoPicture(line.kind),
            stock: (n * 37) % 120,
            active: n % 23 !== 0,
          });
        });
      }
    }
  }
  return rows;
}

/** The demo store's catalogue and the completed upload it came from (spec section 9: units, tags). */
export async function seedCatalogue(db: Executor, storeId: number) {
  const rows = demoProducts();
  const brandIds = await ensureNamed(db, brands, storeId, [
    ...new Set(rows.flatMap((row) => (row.brand ? [row.brand] : []))),
  ]);
  const kindIds = await ensureNamed(db, kinds, storeId, [...new Set(rows.map((row) => row.kind))]);
  await db.insert(products).values(
    rows.map(({ kind, brand, ...row }) => ({
      ...row,
      ...productSearchColumns(row),
      store_id: storeId,
      kind_id: kindIds.get(kind.toLowerCase())!,
      brand_id: brand ? brandIds.get(brand.toLowerCase())! : null,
    })),
  );
  await db.insert(dataImports).values({
    store_id: storeId,
    kind: 'products_file',
    status: 'complete',
    filepath: 'catalogo-inicial.csv',
    file_size: 0,
    rows_total: rows.length,
    rows_created: rows.length,
    rows_updated: 0,
    rows_deleted: 0,
  });
  return rows.length;
}
