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

  it('switched off, says so', async () => {
    const geocoder = new EmbeddedGeocoder(logger, 'off');
    await geocoder.start();
    expect(geocoder.status).toEqual({ phase: 'off' });
    await expect(geocoder.search('London')).rejects.toThrow(GeocoderUnavailableError);
  });
});
