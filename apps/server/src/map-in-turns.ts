import { nextTurn } from './next-turn.ts';

/**
 * `items.map(fn)` in slices of `slice` items with a turn of the event loop (or `between`) before each slice after the
 * first, so requests served meanwhile wait for one slice at most (a season close maps 100,000 players).
 */
export async function mapInTurns<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
  slice = 5_000,
  between: () => Promise<void> = nextTurn,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % slice === 0) await between();
    results[i] = fn(items[i] as T, i);
  }
  return results;
}
