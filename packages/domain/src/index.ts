export * from './money.ts';
export * from './password-policy.ts';
