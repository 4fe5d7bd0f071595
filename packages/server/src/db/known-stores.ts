import { BoundedMap } from '../lib/bounded-map';
import { withPlatformScope, withStoreScope } from './scope';

/**
 * Which store a customer's key (session id, catalogue token, hashtag) named when last looked up.
 * A call then runs in that store's scope straight away, the scope its queries use anyway, so a
 * pooled connection is not switched to the platform scope and back (a round trip each) on every
 * customer call. The store's scope is its own check: a key that now names another store finds no
 * row there, and is looked up again (docs/adr/0011).
 */
export class KnownStores extends BoundedMap<string, number> {
  /**
   * `read` in the store remembered for `key`; when none is remembered or that store no longer has
   * the row, `read` again as the narrow platform lookup, and remember the store the row names.
   */
  async read<T>(
    key: string,
    read: () => Promise<T | undefined>,
    storeOf: (row: T) => number,
  ): Promise<T | undefined> {
    const known = this.get(key);
    if (known !== undefined) {
      const row = await withStoreScope(known, read);
      if (row !== undefined) return row;
      this.delete(key);
    }
    const row = await withPlatformScope(read);
    if (row !== undefined) this.set(key, storeOf(row));
    return row;
  }
}
