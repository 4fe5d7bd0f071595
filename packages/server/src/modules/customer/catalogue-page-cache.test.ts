import { describe, expect, it } from 'vitest';
import { CataloguePageCache, type CachedPage } from './catalogue-page-cache';

const page = (name: string): CachedPage<string> => ({ rows: [name], total: 1 });

describe('CataloguePageCache', () => {
  it('loads a page once per (store, version, filters, page) and reloads on a new version', async () => {
    const cache = new CataloguePageCache<string>();
    let loads = 0;
    const load = async () => page(`carga ${(loads += 1)}`);
    expect(await cache.get(1, 5, { name: 'yerba' }, 1, load)).toEqual(page('carga 1'));
    expect(await cache.get(1, 5, { name: 'yerba' }, 1, load)).toEqual(page('carga 1'));
    expect(await cache.get(1, 5, { name: 'yerba' }, 2, load)).toEqual(page('carga 2'));
    expect(await cache.get(1, 5, { name: 'yerba', tags: 'oferta' }, 1, load)).toEqual(page('carga 3'));
    expect(await cache.get(1, 6, { name: 'yerba' }, 1, load)).toEqual(page('carga 4'));
    // The new version dropped the store's older pages.
    expect(cache.pageCount).toBe(1);
    expect(loads).toBe(4);
  });

  it('keeps stores apart even at the same version, filters and page', async () => {
    const cache = new CataloguePageCache<string>();
    await cache.get(1, 1, {}, 1, async () => page('tienda 1'));
    expect(await cache.get(2, 1, {}, 1, async () => page('tienda 2'))).toEqual(page('tienda 2'));
    expect(await cache.get(1, 1, {}, 1, async () => page('otra'))).toEqual(page('tienda 1'));
  });

  it('answers an older version from the database without replacing the newer pages', async () => {
    const cache = new CataloguePageCache<string>();
    await cache.get(1, 7, {}, 1, async () => page('v7'));
    expect(await cache.get(1, 6, {}, 1, async () => page('v6'))).toEqual(page('v6'));
    expect(await cache.get(1, 7, {}, 1, async () => page('otra'))).toEqual(page('v7'));
  });

  it('shares one load between concurrent reads and does not keep a failed load', async () => {
    const cache = new CataloguePageCache<string>();
    let loads = 0;
    const slow = () =>
      new Promise<CachedPage<string>>((resolve) =>
        setTimeout(() => resolve(page(`carga ${(loads += 1)}`)), 5),
      );
    const [one, two] = await Promise.all([cache.get(1, 1, {}, 1, slow), cache.get(1, 1, {}, 1, slow)]);
    expect(one).toBe(two);
    expect(loads).toBe(1);
    await expect(cache.get(1, 1, {}, 2, () => Promise.reject(new Error('caida')))).rejects.toThrow('caida');
    expect(await cache.get(1, 1, {}, 2, async () => page('reintento'))).toEqual(page('reintento'));
    expect(cache.pageCount).toBe(2);
  });

  it('evicts the least recently used pages beyond its limit', async () => {
    const cache = new CataloguePageCache<string>(2);
    await cache.get(1, 1, {}, 1, async () => page('p1'));
    await cache.get(2, 1, {}, 1, async () => page('p2'));
    await cache.get(1, 1, {}, 1, async () => page('otra'));
    await cache.get(3, 1, {}, 1, async () => page('p3'));
    expect(cache.pageCount).toBe(2);
    // Store 2 was idle the longest: its page went; store 1's stayed.
    expect(await cache.get(1, 1, {}, 1, async () => page('recargada'))).toEqual(page('p1'));
    expect(await cache.get(2, 1, {}, 1, async () => page('recargada'))).toEqual(page('recargada'));
  });
});
