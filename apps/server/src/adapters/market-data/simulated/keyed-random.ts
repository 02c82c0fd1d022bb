import { createCipheriv, createHmac } from 'node:crypto';
import { type Rng, rngFrom } from './seeded-random.ts';

const CHUNK_BYTES = 4096;
const ZEROS = Buffer.alloc(CHUNK_BYTES);
const IV = Buffer.alloc(16);

/**
 * Randomness nobody can reconstruct without the seed: an AES-256-CTR key stream whose key is
 * HMAC-SHA256(seed, key parts). Unlike `seededRandom` (a 32-bit state, found by brute force from a few observed
 * prices), no amount of observed output reveals the state or the next value. Deterministic for a given seed and key.
 */
export function keyedRandom(seed: string, ...key: (string | number)[]): Rng {
  const cipher = createCipheriv('aes-256-ctr', createHmac('sha256', seed).update(key.join('|')).digest(), IV);
  let bytes = cipher.update(ZEROS);
  let offset = 0;
  return rngFrom(() => {
    if (offset === CHUNK_BYTES) {
      bytes = cipher.update(ZEROS);
      offset = 0;
    }
    const u = bytes.readUInt32LE(offset);
    offset += 4;
    return u / 4294967296;
  });
}
