// @stellara/astro: the chart engine. Pure functions over Swiss Ephemeris; no HTTP, no database.
export * from './aspects.ts';
export * from './compatibility.ts';
export * from './composite.ts';
export * from './constants.ts';
export { EphemerisError, findEphemerisPath, initEphemeris } from './ephemeris.ts';
export * from './moon-phase.ts';
export * from './natal.ts';
export * from './score.ts';
export * from './synastry.ts';
export * from './time.ts';
export * from './transits.ts';
export * from './wheel/geometry.ts';
export * from './wheel/svg.ts';
export * from './wheel/themes.ts';
export * from './zodiac.ts';
