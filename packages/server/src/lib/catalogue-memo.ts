interface StoreEntries<T> {
  version: number;
  entries: Map<string, { value: T; weight: number }>;
  weight: number;
}

/**
 * What this server instance has read of a store's catalogue (the staff list's pages and totals,
 * the customer catalogue's pages), per store and catalogue version, within a bounded weight.
 *
 * catalogue_versions is moved by database triggers in the same transaction as any change of the
 * store's products or brand and kind names (product screens, imports, integrations, other
 * instances). The caller reads that version before the value, so a value is never older than the
 * version it is kept under, and it answers only a caller that read that exact version: the very
 * next read after a change goes to the database again, on every instance sharing it. A newer
 * version drops the store's older values; an older one (a read that ran just before a change
 * committed) never replaces them. Values are kept per store id, so one store's values never
 * answer another's read.
 *
 * `maxWeight` bounds the memory (each caller says what a value weighs). Over it, the least recently
 * used value of the store used least recently goes first.
 */
export class CatalogueMemo<T> {
  private readonly stores = new Map<number, StoreEntries<T>>();
  private held = 0;

  constructor(private readonly maxWeight: number) {}

  /** The weight held, all stores together. */
  get weight(): number {
    return this.held;
  }

  /** The value stored for `key` at `version`, if any (it becomes the most recently used). */
  get(storeId: number, version: number, key: string): T | undefined {
    const entry = this.stores.get(storeId);
    if (!entry || entry.version !== version) return undefined;
    const found = entry.entries.get(key);
    if (!found) return undefined;
    this.touch(storeId, entry);
    entry.entries.delete(key);
    entry.entries.set(key, found);
    return found.value;
  }

  /** Keeps a value read at `version`; a newer version drops the store's older values. */
  set(storeId: number, version: number, key: string, value: T, weight = 1): void {
    if (weight > this.maxWeight) return;
    let entry = this.stores.get(storeId);
    if (entry && version < entry.version) return;
    if (entry && entry.version !== version) this.dropStore(storeId);
    if (!entry || entry.version !== version) entry = { version, entries: new Map(), weight: 0 };
    this.touch(storeId, entry);
    this.remove(entry, key);
    entry.entries.set(key, { value, weight });
    entry.weight += weight;
    this.held += weight;
    while (this.held > this.maxWeight) this.evictOldest();
  }

  /** Drops `key` if it still holds `value` (a load that failed must not answer the next read). */
  forget(storeId: number, key: string, value: T): void {
    const entry = this.stores.get(storeId);
    if (entry?.entries.get(key)?.value !== value) return;
    this.remove(entry, key);
    if (entry.entries.size === 0) this.stores.delete(storeId);
  }

  /** Most recently used store last, so the store idle the longest is the first one evicted. */
  private touch(storeId: number, entry: StoreEntries<T>) {
    this.stores.delete(storeId);
    this.stores.set(storeId, entry);
  }

  private remove(entry: StoreEntries<T>, key: string) {
    const old = entry.entries.get(key);
    if (!old) return;
    entry.entries.delete(key);
    entry.weight -= old.weight;
    this.held -= old.weight;
  }

  private dropStore(storeId: number) {
    const entry = this.stores.get(storeId);
    if (!entry) return;
    this.held -= entry.weight;
    this.stores.delete(storeId);
  }

  /** The least recently used value of the store idle the longest. */
  private evictOldest() {
    const [storeId, entry] = this.stores.entries().next().value!;
    this.remove(entry, entry.entries.keys().next().value!);
    if (entry.entries.size === 0) this.stores.delete(storeId);
  }
}
