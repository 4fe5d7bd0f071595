/**
 * A Map that holds at most `capacity` entries: setting a new key when full forgets the entry set
 * longest ago (a Map iterates in insertion order, and setting a key again moves it to the end).
 * For the per-instance memories (verified tokens, the stores that sessions and tokens name) that
 * must not grow with whatever callers send.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
