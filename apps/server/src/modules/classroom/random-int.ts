import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { RandomInt } from '@tradearena/domain';

/** The server's source for usernames and temporary passwords: the operating system's CSPRNG. */
export const secureRandomInt: RandomInt = (n) => cryptoRandomInt(n);
