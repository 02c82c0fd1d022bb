export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './market.ts';
export * from './news.ts';
export * from './stream.ts';
export * from './trading.ts';
