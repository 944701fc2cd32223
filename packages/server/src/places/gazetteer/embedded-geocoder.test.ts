import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../logging/logger.ts';
import { GeocoderUnavailableError } from '../geocoder.ts';
import { EmbeddedGeocoder } from './embedded-geocoder.ts';

const logger = pino({ level: 'silent' }) as unknown as Logger;

describe('EmbeddedGeocoder (sample gazetteer)', () => {
  it('answers a search made before it was started: the search waits for the index', async () => {
    const geocoder = new EmbeddedGeocoder(logger, 'sample');
    expect(geocoder.status).toEqual({ phase: 'loading' });
    const results = await geocoder.search('London');
    expect(results[0]?.displayName).toBe('London, England, United Kingdom');
    expect(geocoder.status).toMatchObject({ phase: 'ready', typos: false });
  });

  it('is ready with typo tolerance once started', async () => {
    const geocoder = new EmbeddedGeocoder(logger, 'sample');
    await geocoder.start();
    expect(geocoder.status).toMatchObject({ phase: 'ready', typos: true });
    expect(geocoder.hasFuzzyIndex).toBe(true);
    expect((await geocoder.search('barcelna'))[0]?.displayName).toBe('Barcelona, Catalonia, Spain');
    expect(await geocoder.search(' , ')).toEqual([]);
  });

  it('finds "city region" typed without a comma, and only inside the region named', async () => {
    const geocoder = new EmbeddedGeocoder(logger, 'sample');
    await geocoder.start();
    const first = async (q: string) => (await geocoder.search(q))[0]?.displayName;
    expect(await first('houston texas')).toBe('Houston, Texas, United States');
    expect(await first('san antonio tx')).toBe('San Antonio, Texas, United States');
    expect(await first('rio de janeiro brazil')).toBe('Rio de Janeiro, Brazil');
    expect(await first('barcelona spain')).toBe('Barcelona, Catalonia, Spain');
    expect(await first('london england uk')).toBe('London, England, United Kingdom');
    // A name that is whole as typed is not split ("new york city" is not New York in "city").
    expect(await first('new york city')).toBe('New York City, New York, United States');
    // A region that holds no place of that name is no reading at all, not the city somewhere else.
    expect(await geocoder.search('houston narnia')).toEqual([]);
    expect(await geocoder.search('houston ohio')).toEqual([]);
  });

  it('switched off, says so', async () => {
    const geocoder = new EmbeddedGeocoder(logger, 'off');
    await geocoder.start();
    expect(geocoder.status).toEqual({ phase: 'off' });
    await expect(geocoder.search('London')).rejects.toThrow(GeocoderUnavailableError);
  });
});
