// "I don't know my birth time" through the routes: the profile, a stored chart, its wheel and the transits keep the
// flag and hold no houses or angles; adding the time later brings them back.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInMember } from '../test-support/accounts.ts';
import { sampleBirthData } from '../test-support/fixtures.ts';
import { createTestServer } from '../test-support/test-server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

// 18 July 1990 in London: the Moon moved from Taurus into Gemini that day.
const noTime = {
  ...sampleBirthData,
  birthDate: '1990-07-18',
  birthTime: '03:15',
  birthTimeUnknown: true,
  birthPlace: 'London, England, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
};

describe('a birth without a known time', () => {
  test('the profile keeps the flag, reads for noon, and shows no houses or Rising until a time is added', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const saved = await browser.put('/api/profile', { birthData: noTime });
    expect(saved.statusCode).toBe(200);
    const profile = (await browser.get('/api/profile')).json();
    // Noon is kept as the time the chart is read for, whatever was in the time field.
    expect(profile.birthData).toMatchObject({ birthTime: '12:00', birthTimeUnknown: true });
    expect(profile.chart.utcTime).toBe('11:00:00');
    expect(profile.chart.natal_houses).toEqual({});
    expect(profile.chart.natal_planets.map((p: { name: string }) => p.name)).not.toContain('Ascendant');
    expect(profile.chart.natal_planets.every((p: { house: number | null }) => p.house === null)).toBe(true);
    expect(profile.chart.moon_day).toMatchObject({ startSign: 'Taurus', endSign: 'Gemini' });

    // The main chart follows, flag and all; its wheel has no axes; the transits touch no angle and name no house.
    const { charts } = (await browser.get('/api/charts')).json();
    const main = charts.find((c: { isMain: boolean }) => c.isMain);
    expect(main).toMatchObject({ birthTimeUnknown: true, birthTime: '12:00' });
    expect(main.chart.natal_houses).toEqual({});
    const wheel = (await browser.get(`/api/charts/${main.id}/wheel`)).json();
    expect(wheel.svg).not.toMatch(/>A[CS]<|>MC<|>DC<|>IC</);
    const transits = (await browser.get('/api/transits')).json();
    const text = JSON.stringify(transits);
    expect(text).not.toMatch(/"target":"(?:Ascendant|Midheaven|Medium_Coeli)"/);
    expect(text).not.toMatch(/"house":\d/);

    // The time turns up: the houses and the Rising sign come back, on the profile and the main chart.
    const timed = { ...noTime, birthTime: '14:35', birthTimeUnknown: false };
    expect((await browser.put('/api/profile', { birthData: timed })).statusCode).toBe(200);
    const after = (await browser.get('/api/profile')).json();
    expect(after.birthData.birthTimeUnknown).toBeUndefined();
    expect(after.birthData.birthTime).toBe('14:35');
    expect(Object.keys(after.chart.natal_houses)).toHaveLength(12);
    expect(after.chart.natal_planets.map((p: { name: string }) => p.name)).toContain('Ascendant');
    expect(after.chart.moon_day ?? null).toBeNull();
    const mainAfter = (await browser.get('/api/charts')).json().charts.find((c: { isMain: boolean }) => c.isMain);
    expect(mainAfter).toMatchObject({ birthTimeUnknown: false, birthTime: '14:35' });
    expect(Object.keys(mainAfter.chart.natal_houses)).toHaveLength(12);
  });

  test('a stored chart of someone else can be added without a time and given one later', async () => {
    const { browser } = await signedInMember(server, 'plus');
    const { birthTimeUnknown: _flag, name: _name, ...rest } = noTime;
    const created = await browser.post('/api/charts', { ...rest, name: 'Sam', birthTimeUnknown: true });
    expect(created.statusCode).toBe(201);
    const chart = created.json();
    expect(chart).toMatchObject({ birthTimeUnknown: true, birthTime: '12:00' });
    expect(chart.chart.natal_houses).toEqual({});
    // A time given later, without the flag: the time is now known.
    const patched = (await browser.patch(`/api/charts/${chart.id}`, { birthTime: '08:10' })).json();
    expect(patched).toMatchObject({ birthTimeUnknown: false, birthTime: '08:10' });
    expect(Object.keys(patched.chart.natal_houses)).toHaveLength(12);
  });

  test('a member in Whole Sign and a sidereal zodiac: no houses without a time, the frame once it is known', async () => {
    const { browser } = await signedInMember(server, 'plus');
    await browser.put('/api/profile', { preferences: { houseSystem: 'W', zodiac: 'sidereal-lahiri' } });
    expect((await browser.put('/api/profile', { birthData: noTime })).statusCode).toBe(200);
    const profile = (await browser.get('/api/profile')).json();
    expect(profile.chart.frame).toEqual({ houseSystem: 'W', houseSystemUsed: 'W', zodiac: 'sidereal-lahiri' });
    expect(profile.chart.natal_houses).toEqual({});
    expect(profile.chart.natal_planets.every((p: { house: number | null }) => p.house === null)).toBe(true);
    // The day's Moon in the sidereal zodiac: about 24° behind the tropical one, so not Taurus-to-Gemini.
    expect(profile.chart.moon_day).toBeTruthy();
    expect(profile.chart.moon_day).not.toMatchObject({ startSign: 'Taurus', endSign: 'Gemini' });

    // A new frame recasts every chart: the one without a time still has no houses.
    await browser.put('/api/profile', { preferences: { houseSystem: 'K', zodiac: 'tropical' } });
    const recast = (await browser.get('/api/charts')).json().charts.find((c: { isMain: boolean }) => c.isMain);
    expect(recast).toMatchObject({ birthTimeUnknown: true });
    expect(recast.chart.frame.houseSystem).toBe('K');
    expect(recast.chart.natal_houses).toEqual({});
    const reframed = (await browser.get('/api/profile')).json();
    expect(reframed.chart.natal_houses).toEqual({});
    expect(reframed.chart.moon_day).toMatchObject({ startSign: 'Taurus', endSign: 'Gemini' });

    // The time turns up: the chart follows the chosen frame.
    await browser.put('/api/profile', { preferences: { houseSystem: 'W' } });
    const timed = { ...noTime, birthTime: '14:35', birthTimeUnknown: false };
    expect((await browser.put('/api/profile', { birthData: timed })).statusCode).toBe(200);
    const after = (await browser.get('/api/profile')).json();
    expect(after.chart.frame).toEqual({ houseSystem: 'W', houseSystemUsed: 'W', zodiac: 'tropical' });
    expect(Object.keys(after.chart.natal_houses)).toHaveLength(12);
    // Whole Sign: every cusp at 0° of its sign.
    for (const h of Object.values(after.chart.natal_houses) as { degree: number }[]) expect(h.degree).toBe(0);
  });
});
