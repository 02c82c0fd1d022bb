import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts here are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 512;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside a compressible file, each only when it is smaller than the file. */
export function compressBeside(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) return;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
}

/**
 * After `vite build`, writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of the output, so the server sends them as they are (plugins/static-web.ts) instead of compressing per
 * request. A copy that is not smaller than the original is not written.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tradearena-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        // The prerendered pages are written, and compressed, by prerender-plugin.ts after this runs.
        if (!file.includes(`${sep}prerendered${sep}`)) compressBeside(file);
      }
    },
  };
}
