import { describe, expect, it } from 'vitest';
import { successState } from './success-state.ts';

describe('successState', () => {
  it.each([
    [{ isActive: true, status: 'active', paymentStatus: 'succeeded' }, 'activated'],
    [{ isActive: false, status: 'incomplete', paymentStatus: 'succeeded' }, 'processing'],
    [{ isActive: false, status: 'incomplete', paymentStatus: 'requires_payment_method' }, 'payment_required'],
    [{ isActive: false, status: 'incomplete', paymentStatus: 'processing' }, 'verifying'],
    [{ isActive: false, status: null, paymentStatus: null }, 'verifying'],
    [undefined, 'verifying'],
  ] as const)('maps %j to %s', (status, expected) => {
    expect(successState(status)).toBe(expected);
  });
});
