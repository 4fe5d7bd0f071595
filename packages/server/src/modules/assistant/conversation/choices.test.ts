/*
 * How a customer chooses among products: the answer to '¿Cuál de estos?', and the answer to the
 * question the assistant did not ask ('una coca' took the everyday one; then 'la zero'). On a real
 * database with the in-memory customer service, as conversation.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { products } from '../../../db/schema';
import { createStore, freshDatabase } from '../../../../test/helpers';
import { customerTurns, fakeCustomer, seedTestCatalogue } from '../assistant.fixtures';
import { createAssistantService } from '../assistant.service';

// Names as an Argentine supermarket writes them (ar-super catalogue of the evaluation).
const SUPERMARKET: Array<[name: string, unit: string]> = [
  ['queso crema tregar x 190 gr.', 'unit'],
  ['queso crema tregar x 280 gr.', 'unit'],
  ['queso crema light tregar x190g', 'unit'],
  ['queso crema tregar light x 280 gr.', 'unit'],
  ['queso crema la serenisima x 290 gm entero', 'unit'],
  ['queso crema la serenisima x 450 gm entero', 'unit'],
  ['queso crema la serenisima x 450 gm light', 'unit'],
  ['yerba mate amanda x 1 kg.', 'unit'],
  ['yerba mate amanda despalada x 1 kg.', 'unit'],
  ['yerba mate amanda seleccion especial x 1 kg.', 'unit'],
  ['yerba mate amanda seleccion especial x 500 gr.', 'unit'],
  ['yerba mate amanda tradicional x 500 gr.', 'unit'],
  ['yerba mate amanda despalada x 500 gr.', 'unit'],
  ['yerba rosamonte especial x 500 gr.', 'unit'],
  ['yerba rosamonte despalada x 500 gr.', 'unit'],
  ['agua mineral con gas villavicencio x 1,5 lt.', 'unit'],
  ['agua mineral villavicencio con gas x 500 ml.', 'unit'],
  ['morcilla dulce paladini envasada x kg.', 'kg'],
  ['morcilla espanola paladini x kg.', 'kg'],
  ['morcilla paladini parrillera x kg.', 'kg'],
  ['dulce de leche ilolay repostero x 1 kg.', 'unit'],
  ['dulce de leche ilolay x 200 gr.', 'unit'],
  ['dulce de leche ilolay x 400 gr.', 'unit'],
  ['dulce de leche ilolay clasico pote x 1 kg.', 'unit'],
  ['chorizos de cerdo paladini tipo bombon env x 360g', 'unit'],
  ['chorizo fresco trad. paladini env x 360 gr', 'unit'],
  ['chorizos bombon paladini x kg.', 'kg'],
  ['dulce de leche la serenisima x 400 gr.', 'unit'],
  ['dulce de batata arcor x 500 gr.', 'unit'],
  ['Cerveza rubia Quilmes 1 l', 'unit'],
  ['Cerveza roja Quilmes 1 l', 'unit'],
  ['Cerveza roja Quilmes 473 ml', 'unit'],
  ['gaseosa naranja fanta zero x 1,5 lt.', 'unit'],
  ['fanta naranja zero x 2.25 lt.', 'unit'],
  ['gaseosa naranja fanta x 1,5 lt.', 'unit'],
  ['gaseosa naranja fanta x 2,25 lt.', 'unit'],
  // (mx-super catalogue: Chedraui)
  ['Refresco Coca-Cola Sin Azúcar 2.5L', 'unit'],
  ['Refresco Coca-Cola Sin Azúcar 3L', 'unit'],
  ['Refresco Coca-Cola Original 3L', 'unit'],
  ['Fibra Verde 3M Scotch Brite Grande Aroma Limón', 'unit'],
  ['Fibra Verde 3M Scotch Brite Popular Aroma Limón', 'unit'],
  ['Fibra Esponja 3M Scotch Brite Chica Aroma Limón', 'unit'],
  ['Cloro Blanqueador Clorox Original 3.8L', 'unit'],
  ['Cloro Blanqueador Clorox Original 1.89L', 'unit'],
  ['Cloro Blanqueador Clorox Original 930ml', 'unit'],
  ['Alfajor de chocolate Havanna', 'unit'],
  ['Alfajor triple Havanna', 'unit'],
  ['yerba mate taragui 4 flex x 500 gr.', 'unit'],
  ['yerba mate taragui sin palo x 500 gr.', 'unit'],
  ['carne picada comun ternera x kg.', 'kg'],
  ['jamon crudo paladini parma x kilo', 'kg'],
  ['jamon crudo fela x kg.', 'kg'],
  ['gaseosa seven up x 2 litros', 'unit'],
  ['gaseosa seven up x 2 litros free', 'unit'],
  ['gaseosa seven up x 500 ml', 'unit'],
  ['te la virginia boldo x 25 saquitos', 'unit'],
  ['te la virginia boldo x 50 saquitos', 'unit'],
];

let database: Database;
let store: string;
let supermarket: string;
let customer: ReturnType<typeof fakeCustomer>;
let service: ReturnType<typeof createAssistantService>;
/** A new customer's turns: the texts of the last reply, and the order's lines as 'amount name'. */
let chat: ReturnType<typeof customerTurns>;

beforeAll(async () => {
  database = await freshDatabase();
  const neighbourhood = await createStore(database);
  store = neighbourhood.store.hashtag;
  await seedTestCatalogue(database.db, neighbourhood.store.id);
  const big = await createStore(database);
  supermarket = big.store.hashtag;
  await database.db.insert(products).values(
    SUPERMARKET.map(([name, unit]) => ({
      store_id: big.store.id,
      name,
      quantity_unit: unit,
      price_per_unit: 1000,
    })),
  );
  customer = fakeCustomer(store);
  service = createAssistantService({ db: database.db, customer });
  chat = customerTurns(service, customer, 2);
});
afterAll(() => database.close());

const linesAfter = async (storeOf: string, ...turns: string[]) => (await chat(storeOf, ...turns)).lines;

describe('[ASSISTANT] a refinement of the item just added', () => {
  it('turns the everyday product taken into the one the words then name, keeping the amount', async () => {
    expect(await chat(store, '2 coca', 'la zero')).toEqual({
      said: ['Cambié Coca Cola 2,25 L por 2 unid Coca Cola Zero 1,5 L.', expect.stringMatching(/^Total: /)],
      lines: ['2 Coca Cola Zero 1,5 L'],
    });
    expect(await linesAfter(store, 'una leche descremada', 'no, la entera')).toEqual(['1 Leche entera 1 L']);
    // The package size taken stays when the words leave several ('de medio' is 500 g, 'de litro').
    expect(await linesAfter(supermarket, '2 quilmes de litro', 'la roja')).toEqual([
      '2 Cerveza roja Quilmes 1 l',
    ]);
    expect(await linesAfter(supermarket, '2 yerbas amanda de medio', 'la despalada')).toEqual([
      '2 yerba mate amanda despalada x 500 gr.',
    ]);
    // What the product is without ('sin palo') refines too.
    expect(await linesAfter(supermarket, 'una yerba taragui de 500', 'la sin palo')).toEqual([
      '1 yerba mate taragui sin palo x 500 gr.',
    ]);
  });

  it('adds instead when the words add, or name another product', async () => {
    expect(await linesAfter(store, '2 coca', 'y la zero también')).toEqual([
      '2 Coca Cola 2,25 L',
      '1 Coca Cola Zero 1,5 L',
    ]);
    expect(await linesAfter(store, '2 coca', 'la sprite')).toEqual(['2 Coca Cola 2,25 L', '1 Sprite 2,25 L']);
  });

  it("keeps the amount when a replacement's 'una' is the article", async () => {
    expect(await linesAfter(store, '2 coca', 'la coca cambiala por una sprite')).toEqual(['2 Sprite 2,25 L']);
    expect(await linesAfter(store, '2 coca', 'cambiá la coca por 3 sprite')).toEqual(['3 Sprite 2,25 L']);
  });

  it('says the item is there when the words name the product already taken', async () => {
    expect(await chat(store, '2 coca', 'la coca común')).toEqual({
      said: ['Sí, ya tenés 2 unid de Coca Cola 2,25 L en tu pedido.'],
      lines: ['2 Coca Cola 2,25 L'],
    });
  });

  it('leaves to the changes a refusal of the item and words naming another item of the order', async () => {
    expect(await linesAfter(store, '2 coca zero', 'no, la coca zero')).toEqual([]);
    expect(await linesAfter(store, '2 coca zero y una sprite', 'no, la coca zero')).toEqual([
      '1 Sprite 2,25 L',
    ]);
  });

  it('refines by replacing the one word of the request the new words stand for', async () => {
    expect(
      await linesAfter(
        supermarket,
        'una yerba amanda seleccion especial de medio kilo',
        'mejor la despalada',
      ),
    ).toEqual(['1 yerba mate amanda despalada x 500 gr.']);
  });

  it('refines by the words alone when they name the item once more, with another brand', async () => {
    expect(
      await linesAfter(supermarket, 'un dulce de leche ilolay de 400', 'el dulce de leche de la serenisima'),
    ).toEqual(['1 dulce de leche la serenisima x 400 gr.']);
  });

  it('leaves the item as it is when the words name nothing more of it', async () => {
    expect(await linesAfter(store, '2 coca', 'la de siempre')).toEqual(['2 Coca Cola 2,25 L']);
  });
});

describe('[ASSISTANT] another package of an item of the order', () => {
  it('keeps what the item is: the 3 L of a Coca-Cola Sin Azúcar is the Sin Azúcar one', async () => {
    expect(
      await linesAfter(
        supermarket,
        '2 coca sin azucar de 2.5',
        'en lugar de la coca de 2.5 mándame la de 3 litros',
      ),
    ).toEqual(['2 Refresco Coca-Cola Sin Azúcar 3L']);
  });
});

describe('[ASSISTANT] an answer to ¿Cuál de estos?', () => {
  it('picks the cheapest or the dearest option shown, or the first when left to the store', async () => {
    expect(await linesAfter(store, '2 kg de papa', 'la más barata')).toEqual(['2 Papa blanca']);
    expect(await linesAfter(store, '2 kg de papa', 'la más cara')).toEqual(['2 Papa andina']);
    // ('2 kg de papa' shows the blanca first.)
    expect(await linesAfter(store, '2 kg de papa', 'cualquiera')).toEqual(['2 Papa blanca']);
  });

  it('picks among the options shown, which fit what was asked, before the ones kept behind', async () => {
    expect(await linesAfter(supermarket, '1 yerba amanda x kilo', 'la seleccion especial')).toEqual([
      '1 yerba mate amanda seleccion especial x 1 kg.',
    ]);
  });

  it('leaves out the option refused after the choice', async () => {
    // (The repostero of 1 kg is kept behind the options shown; 'no el repostero' leaves it out.)
    expect(
      await linesAfter(
        supermarket,
        'un dulce de leche ilolay',
        'el de 1 kg que es el que uso, sin repostero',
      ),
    ).toEqual(['1 dulce de leche ilolay clasico pote x 1 kg.']);
    // ('la sin azúcar de 3' chooses what a name says it is without.)
    expect(await linesAfter(supermarket, 'un refresco coca cola', 'la sin azúcar de 3')).toEqual([
      '1 Refresco Coca-Cola Sin Azúcar 3L',
    ]);
    expect(await linesAfter(supermarket, 'un dulce de leche ilolay', 'el de 1 kg, no el repostero')).toEqual([
      '1 dulce de leche ilolay clasico pote x 1 kg.',
    ]);
  });

  it("reads 'el mediano' as the middle one of three sizes", async () => {
    expect(await linesAfter(supermarket, 'un cloro', 'el mediano')).toEqual([
      '1 Cloro Blanqueador Clorox Original 1.89L',
    ]);
  });

  it('picks by the price said, and the first when any will do', async () => {
    expect(await linesAfter(store, '2 kg de papa', 'la de 1800 pesos')).toEqual(['2 Papa andina']);
    expect(await linesAfter(store, '2 kg de papa', 'cualquiera está bien')).toEqual(['2 Papa blanca']);
  });

  it('takes an option for each piece of the answer that says how many', async () => {
    expect(await linesAfter(supermarket, '2 alfajores havanna', '1 de chocolate y 1 triple')).toEqual([
      '1 Alfajor de chocolate Havanna',
      '1 Alfajor triple Havanna',
    ]);
  });

  it("reads 'grande' as the word of the name that carries it, among products with no size", async () => {
    expect(await linesAfter(supermarket, 'una fibra scotch brite', 'la verde grande')).toEqual([
      '1 Fibra Verde 3M Scotch Brite Grande Aroma Limón',
    ]);
  });

  it("reads a number that is one of the options' sizes as the size", async () => {
    expect(await linesAfter(supermarket, 'un queso crema la serenisima', '450 light')).toEqual([
      '1 queso crema la serenisima x 450 gm light',
    ]);
  });

  it('lets go of a word like común that no option has, and knows the diminutive of chica', async () => {
    expect(await linesAfter(supermarket, 'un queso crema tregar', 'el de 190 comun')).toEqual([
      '1 queso crema tregar x 190 gr.',
    ]);
    expect(await linesAfter(supermarket, '3 aguas villavicencio con gas', 'las chiquitas')).toEqual([
      '3 agua mineral villavicencio con gas x 500 ml.',
    ]);
    // ('comunes' is 'común' said of several.)
    expect(await linesAfter(supermarket, '2 seven up', 'las de 2 litros comunes')).toEqual([
      '2 gaseosa seven up x 2 litros',
    ]);
  });

  it('reads a weight in the answer as how much of what is sold by the kilo', async () => {
    expect(await linesAfter(supermarket, 'un jamon crudo', 'paladini parma, 200 gramos')).toEqual([
      '0.2 jamon crudo paladini parma x kilo',
    ]);
  });

  it("reads 'x 50' that one option's count is as that package, not fifty of it", async () => {
    expect(await linesAfter(supermarket, 'un te boldo', 'la virginia x 50')).toEqual([
      '1 te la virginia boldo x 50 saquitos',
    ]);
  });

  it("asks again which one when 'listo' comes before a choice and nothing is ordered yet", async () => {
    const { said, lines } = await chat(supermarket, 'un dulce de leche ilolay', 'listo');
    expect(said).toEqual(['¿Cuál de estos querés para «dulce leche ilolay»?']);
    expect(lines).toEqual([]);
  });

  it("takes the size said over a word like 'clásico' that only says it is the plain one", async () => {
    expect(await linesAfter(supermarket, 'un dulce de leche ilolay', 'el de 400 clásico')).toEqual([
      '1 dulce de leche ilolay x 400 gr.',
    ]);
  });

  it("reads '1,5' of products sold by the unit as the size, and 'ninguna, mejor…' as another order", async () => {
    expect(await linesAfter(supermarket, 'una fanta zero', '1,5')).toEqual([
      '1 gaseosa naranja fanta zero x 1,5 lt.',
    ]);
    expect(
      await linesAfter(supermarket, 'una fanta zero', 'ninguna, mejor una quilmes roja de litro'),
    ).toEqual(['1 Cerveza roja Quilmes 1 l']);
  });

  it("reads the words shops cut short in names: 'env' is envasado", async () => {
    expect(await linesAfter(supermarket, '2 chorizos paladini', 'los bombon envasados')).toEqual([
      '2 chorizos de cerdo paladini tipo bombon env x 360g',
    ]);
  });

  it("asks which morcilla: 'dulce' says which one, though many names open with 'Dulce de leche'", async () => {
    expect(await linesAfter(supermarket, 'un kilo de morcilla')).toEqual([]);
    expect(await linesAfter(supermarket, 'un kilo de morcilla', 'la española')).toEqual([
      '1 morcilla espanola paladini x kg.',
    ]);
  });
});
