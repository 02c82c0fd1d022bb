/**
 * A stable sort of `items` by `compare` that pauses (yields) after about every `step` elements of work, so a caller
 * can give the event loop a turn in between; it returns a new sorted array (`items` is left as it was). Runs of
 * `step` elements are sorted by Array.prototype.sort, then merged bottom-up, the earlier element first on a tie —
 * the same order as one `items.slice().sort(compare)`, which is what a `step` of at least `items.length` does (no
 * pause). `compare` must be a consistent order (a total preorder).
 */
export function* sortInSteps<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  step: number,
): Generator<void, T[]> {
  if (!(step >= 1)) throw new RangeError(`sortInSteps: step must be at least 1, not ${step}`);
  const n = items.length;
  if (n <= step) return items.slice().sort(compare);
  let src: T[] = [];
  for (let lo = 0; lo < n; lo += step) {
    for (const item of items.slice(lo, lo + step).sort(compare)) src.push(item);
    yield;
  }
  let dst = new Array<T>(n);
  let work = 0;
  for (let width = step; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        // The right one only when strictly ahead: equal elements keep their order (stable).
        dst[k++] = compare(src[j]!, src[i]!) < 0 ? src[j++]! : src[i++]!;
        if (++work === step) {
          work = 0;
          yield;
        }
      }
      while (i < mid) dst[k++] = src[i++]!;
      while (j < hi) dst[k++] = src[j++]!;
    }
    [src, dst] = [dst, src];
  }
  return src;
}
