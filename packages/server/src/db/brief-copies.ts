import { BoundedMap } from '../lib/bounded-map';

/*
 * Reads kept for a moment: a copy answers again while it is younger than `keepMs` and the write
 * counter it depends on (write-epochs.ts) has not moved since before it was read. So a change made
 * through this process shows on its next call, another instance's within `keepMs`. Used for the
 * staff guard's user and store rows, the product list's catalogue version and the order list's
 * pages (ADR 0024). `keepMs` 0 reads on every call.
 */
export interface BriefCopiesOptions {
  /** Copies kept at most (a bound on memory; the oldest goes first). */
  capacity: number;
  keepMs: number;
  /** The write counter of the tables the copies are read from. */
  epoch: () => number;
  now?: () => number;
}

export function briefCopies<K, V>({
  capacity,
  keepMs,
  epoch,
  now = () => performance.now(),
}: BriefCopiesOptions) {
  const kept = new BoundedMap<K, { value: V; epoch: number; at: number }>(capacity);
  /**
   * The kept copy of `key`, else what `read` answers (kept unless undefined). The counter is
   * taken before the read: a write that lands meanwhile makes the new copy stale at once.
   */
  return async function copyOf<R extends V | undefined>(key: K, read: () => Promise<R>): Promise<R> {
    if (keepMs <= 0) return read();
    const at = now();
    const copy = kept.get(key);
    // A kept value came from a read of the same kind, which answered it (an R, never undefined).
    if (copy && copy.epoch === epoch() && at - copy.at < keepMs) return copy.value as R;
    const before = epoch();
    const value = await read();
    if (value === undefined) kept.delete(key);
    else kept.set(key, { value, epoch: before, at });
    return value;
  };
}
