import type { Page } from 'playwright-core';

/** Complete session birth data, as the birth form will store it once place search lands. */
export const sessionBirthData = {
  name: 'Ada',
  birthDate: '1990-04-12',
  birthTime: '14:35',
  birthPlace: 'Liverpool, England, United Kingdom',
  latitude: 53.41058,
  longitude: -2.97794,
  timezone: 'Europe/London',
};

/** Opens / and puts values in the page's storage, as a returning visitor would have them. */
export async function seedStorage(
  page: Page,
  values: { session?: Record<string, string>; local?: Record<string, string> },
): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ session, local }) => {
    for (const [k, v] of Object.entries(session ?? {})) sessionStorage.setItem(k, v);
    for (const [k, v] of Object.entries(local ?? {})) localStorage.setItem(k, v);
  }, values);
}

export const pathname = (page: Page) => new URL(page.url()).pathname;
