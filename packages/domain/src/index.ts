export * from './money.ts';
export * from './password-policy.ts';
export * from './account-identity.ts';
export * from './time-zone.ts';
export * from './market-calendar/civil-date.ts';
export * from './market-calendar/market-calendar.ts';
export * from './market-calendar/nyse-holidays.ts';
