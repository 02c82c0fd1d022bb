export * from './money.ts';
export * from './password-policy.ts';
export * from './account-identity.ts';
export * from './time-zone.ts';
