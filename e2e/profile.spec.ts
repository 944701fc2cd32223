import { calculateNatalChart } from '@stellara/astro';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { chatOpened, enterBirthData } from './harness/app.ts';
import { openSession, type Session, screenshot, type ViewportName } from './harness/browser.ts';
import { signUpMember } from './harness/members.ts';

const MAJOR = ['Conjunction', 'Opposition', 'Trine', 'Square', 'Sextile'];

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

/** The profile opens with the wheel and its legend, before the Big Three and the details. */
async function expectWheelFirst(page: Page) {
  await page.getByTestId('chart-wheel').locator('svg').first().waitFor({ timeout: 30_000 });
  const order = await page.evaluate(() => {
    const at = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const before = (a: Element | null, b: Element | null) =>
      Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    return {
      wheelBeforeBigThree: before(at('chart-wheel'), at('big-three')),
      wheelBeforeDetails: before(at('chart-wheel'), at('birth-details')),
      firstCardIsWheel: document
        .querySelector('[data-testid="page-profile"] section.card')
        ?.classList.contains('profile-wheel'),
    };
  });
  expect(order).toEqual({ wheelBeforeBigThree: true, wheelBeforeDetails: true, firstCardIsWheel: true });
  const legend = (await page.getByTestId('glyph-legend').textContent()) ?? '';
  for (const entry of ['☉Sun', '☽Moon', '⚷Chiron', '☊North Node', '☋South Node', '⚸Lilith', '♈Aries', '♓Pisces']) {
    expect(legend).toContain(entry);
  }
}

/** Sign of each of the Big Three as the page shows it, with its one-line reading. */
async function bigThree(page: Page) {
  const read = async (id: string) => {
    const item = page.getByTestId(`big-three-${id}`);
    await item.getByTestId('big-three-line').waitFor();
    return {
      sign: (await item.locator('.big-three-sign').textContent()) ?? '',
      line: (await item.getByTestId('big-three-line').textContent()) ?? '',
    };
  };
  return { sun: await read('sun'), moon: await read('moon'), rising: await read('ascendant') };
}

/** The chart the engine gives for a UT instant and place: the Big Three's signs. */
function expectedBigThree(ut: string, latitude: number, longitude: number) {
  const chart = calculateNatalChart({ ut, latitude, longitude });
  return { sun: chart.points.Sun.signName, moon: chart.points.Moon.signName, rising: chart.points.Ascendant.signName };
}

async function coordinates(page: Page): Promise<[number, number]> {
  const text = (await page.getByTestId('birth-details').textContent()) ?? '';
  const m = /(-?\d+\.\d{4})°, (-?\d+\.\d{4})°/.exec(text);
  return [Number(m![1]), Number(m![2])];
}

async function expectAspectsByOrb(page: Page) {
  const section = page.getByTestId('section-major-aspects');
  expect(await section.getAttribute('open')).toBeNull();
  await section.locator('summary').click();
  const rows = section.locator('tbody tr');
  await rows.first().waitFor();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(20);
  const orbs: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    expect(MAJOR).toContain(await row.locator('th').textContent());
    const orb = (await row.locator('td').last().textContent()) ?? '';
    expect(orb).toMatch(/^\d+\.\d°$/);
    orbs.push(Number.parseFloat(orb));
  }
  expect(orbs).toEqual([...orbs].sort((a, b) => a - b));
  expect(Math.max(...orbs)).toBeLessThanOrEqual(6);
  expect(await section.getByTestId('aspect-orbs').textContent()).toContain('6° for conjunctions and oppositions');
  // No pair twice, no South Node line (it mirrors the North Node's).
  const pairs = await section.locator('tbody td.profile-between').allTextContents();
  expect(new Set(pairs).size).toBe(pairs.length);
  expect(pairs.join(' ')).not.toContain('South Node');
}

/** Edits the birth date and time in the dialog (the place stays) and waits for it to close. */
async function editBirthData(page: Page, date: string, hour: string, minute: string, half: 'AM' | 'PM', shot: string) {
  await page.getByRole('button', { name: 'Edit birth data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your birth data' });
  await dialog.waitFor();
  expect(await dialog.getByLabel('Birth Place').inputValue()).not.toBe('');
  await dialog.getByLabel('Birth Date').fill(date);
  await dialog.getByLabel('Hour').fill(hour);
  await dialog.getByLabel('Minute').fill(minute);
  await dialog.getByRole('radio', { name: half }).click();
  await dialog.getByTestId('utc-line').getByText('UTC on').waitFor();
  await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Generate My Reading' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}

async function waitForSun(page: Page, sign: string) {
  await expect
    .poll(() => page.getByTestId('big-three-sun').locator('.big-three-sign').textContent(), { timeout: 30_000 })
    .toBe(sign);
}

describe('the profile leads with the wheel', () => {
  test('a member on desktop: wheel and legend first, Big Three read, aspects by orb, birth data edited', async () => {
    s = await openSession('desktop');
    const { page } = s;
    await signUpMember(page, 'free');
    await page.goto('/profile');
    await expectWheelFirst(page);
    // Ada: Liverpool, 12 April 1990, 2:35 PM BST (13:35 UT).
    const [lat, lon] = await coordinates(page);
    const before = await bigThree(page);
    const expected = expectedBigThree('1990-04-12T13:35:00Z', lat, lon);
    expect({ sun: before.sun.sign, moon: before.moon.sign, rising: before.rising.sign }).toEqual(expected);
    expect(before.sun.line).toMatch(/Aries/);
    expect(before.rising.line).toContain(`${expected.rising} rising`);
    for (const { line } of Object.values(before)) expect(line).toMatch(/^[A-Z].{20,}[.!?]$/);
    await screenshot(page, 'profile-wheel-desktop');
    await expectAspectsByOrb(page);
    await screenshot(page, 'profile-aspects-desktop');

    // 14 March 1991 at 6:45 AM (GMT, so 06:45 UT): the Sun in Pisces.
    await editBirthData(page, '1991-03-14', '6', '45', 'AM', 'profile-edit-desktop');
    await waitForSun(page, 'Pisces');
    const after = await bigThree(page);
    const now = expectedBigThree('1991-03-14T06:45:00Z', lat, lon);
    expect({ sun: after.sun.sign, moon: after.moon.sign, rising: after.rising.sign }).toEqual(now);
    expect(after.sun.line).toMatch(/Pisces/);
    expect(await page.getByTestId('birth-details').textContent()).toMatch(/14 March 1991/);
    const positions = page.getByTestId('section-planetary-positions');
    await positions.locator('summary').click();
    expect(await positions.locator('tbody tr', { hasText: 'Sun' }).first().textContent()).toContain('Pisces');
    // Kept on the account: the same after a reload.
    await page.reload();
    await waitForSun(page, 'Pisces');
    await screenshot(page, 'profile-edited-desktop');
    expect(s.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('a visitor on a phone (390×844): the same page, the birth time edited in the session', async () => {
    const viewport: ViewportName = 'mobile';
    s = await openSession(viewport);
    const { page } = s;
    await enterBirthData(page);
    await chatOpened(page);
    await page.goto('/profile');
    await page.getByTestId('page-profile').waitFor();
    await expectWheelFirst(page);
    const [lat, lon] = await coordinates(page);
    // Ada again, from London: 2:35 PM BST is 13:35 UT.
    expect(await bigThree(page).then((b) => [b.sun.sign, b.moon.sign, b.rising.sign])).toEqual(
      Object.values(expectedBigThree('1990-04-12T13:35:00Z', lat, lon)),
    );
    await screenshot(page, 'profile-wheel-mobile');
    await expectAspectsByOrb(page);
    // Born at 9:10 AM instead (08:10 UT): another rising sign.
    await editBirthData(page, '1990-04-12', '9', '10', 'AM', 'profile-edit-mobile');
    const next = expectedBigThree('1990-04-12T08:10:00Z', lat, lon);
    await expect
      .poll(() => page.getByTestId('big-three-ascendant').locator('.big-three-sign').textContent(), { timeout: 30_000 })
      .toBe(next.rising);
    expect(await bigThree(page).then((b) => [b.sun.sign, b.moon.sign, b.rising.sign])).toEqual(Object.values(next));
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'profile-edited-mobile');
  });
});
