export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding of `available` (Brotli before gzip) that an Accept-Encoding header allows: a listed coding with
 * q > 0, or `*` with q > 0 for one not listed. Null: send the file as it is.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > 0) return encoding;
  }
  return null;
}
