import type { Page } from '@playwright/test';

/** GET `path` of the app's API as the signed-in player of `page` (their cookies) and parse the JSON answer. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), path);
}
