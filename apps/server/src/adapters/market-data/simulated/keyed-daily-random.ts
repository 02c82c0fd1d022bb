import { createCipheriv, createHmac } from 'node:crypto';
import { type Rng, rngFrom } from './seeded-random.ts';

/** Uniform draws each day of a key may take (8 AES blocks). */
export const DAY_DRAWS = 32;
const DAY_BYTES = DAY_DRAWS * 4;
const DAY_BLOCKS = BigInt(DAY_BYTES / 16);
/** Keeps the counters of days before 1970 positive. */
const DAY_ZERO = 1n << 32n;

/**
 * Secret randomness per day, like `keyedRandom(seed, ...key, day)` but cheap for long runs of days: day `d` reads its
 * own slot of one AES-256-CTR key stream (key HMAC-SHA256(seed, key parts), counter at slot `d`), so a whole history
 * is one cipher call, any single day is one seek, and both give the same numbers. Each day's Rng takes at most
 * DAY_DRAWS uniforms (Box–Muller normals take two, Student-t(ν) takes 2(ν + 1)).
 */
export function keyedDailyRandom(seed: string, ...key: (string | number)[]) {
  const aesKey = createHmac('sha256', seed).update(key.join('|')).digest();
  /** The randomness of the days `first`…`last` (day numbers), worked out at once; ask it for any day in between. */
  return function days(first: number, last: number): (day: number) => Rng {
    const iv = Buffer.alloc(16);
    iv.writeBigUInt64BE((BigInt(first) + DAY_ZERO) * DAY_BLOCKS, 8);
    const bytes = createCipheriv('aes-256-ctr', aesKey, iv).update(Buffer.alloc((last - first + 1) * DAY_BYTES));
    return (day) => {
      if (day < first || day > last) throw new Error(`day ${day} is outside ${first}…${last}`);
      let offset = (day - first) * DAY_BYTES;
      const end = offset + DAY_BYTES;
      return rngFrom(() => {
        if (offset === end) throw new Error(`a day draws at most ${DAY_DRAWS} uniforms`);
        const u = bytes.readUInt32LE(offset);
        offset += 4;
        return u / 4294967296;
      });
    };
  };
}
