// The frame a member's chart is cast in: the house system and the zodiac they choose in Settings. Visitors keep the
// defaults (Placidus, tropical). Shared by the server (which casts every chart of the member in it) and the web
// (the Settings choices and the line that names the system on the profile, wheel and transits). No zod here:
// the schemas that carry these values live with the preferences (accounts.ts).

/** The house systems a member can choose, by Swiss Ephemeris letter ('A' is Equal from the Ascendant). */
export const memberHouseSystems = ['P', 'W', 'K', 'A', 'O', 'R', 'C'] as const;
export type MemberHouseSystem = (typeof memberHouseSystems)[number];

/** The zodiacs a member can choose: tropical, or sidereal with one of three ayanamsas. */
export const memberZodiacs = ['tropical', 'sidereal-lahiri', 'sidereal-fagan-bradley', 'sidereal-raman'] as const;
export type MemberZodiac = (typeof memberZodiacs)[number];

export const DEFAULT_HOUSE_SYSTEM: MemberHouseSystem = 'P';
export const DEFAULT_ZODIAC: MemberZodiac = 'tropical';

/** A member's chart frame, defaults filled in. */
export interface ChartFrame {
  houseSystem: MemberHouseSystem;
  zodiac: MemberZodiac;
}

export const DEFAULT_CHART_FRAME: ChartFrame = { houseSystem: DEFAULT_HOUSE_SYSTEM, zodiac: DEFAULT_ZODIAC };

/** The name people read, without the word "houses" ("Whole Sign"). */
export const houseSystemNames: Record<MemberHouseSystem, string> = {
  P: 'Placidus',
  W: 'Whole Sign',
  K: 'Koch',
  A: 'Equal',
  O: 'Porphyry',
  R: 'Regiomontanus',
  C: 'Campanus',
};

/** A house system letter as people read it, for any system the engine names (the member's, or a polar fallback). */
export function houseSystemName(letter: string): string {
  return (houseSystemNames as Record<string, string>)[letter] ?? letter;
}

/** One line in Settings under each choice: what the system does, in plain words. */
export const houseSystemHints: Record<MemberHouseSystem, string> = {
  P: 'The most used today: houses follow the time each part of the sky takes to rise.',
  W: 'The oldest: each house is one whole sign, starting with your rising sign.',
  K: 'Like Placidus, timed from your birthplace; popular in German-speaking countries.',
  A: 'Twelve even 30° houses measured from your exact Ascendant.',
  O: 'Each quarter between the angles split into three equal parts.',
  R: 'Divides the celestial equator evenly; a favourite of horary astrologers.',
  C: 'Divides the sky overhead (the prime vertical) evenly.',
};

/** The ayanamsa of a sidereal zodiac as people read it, and the engine's name for it. */
const AYANAMSA_OF: Record<Exclude<MemberZodiac, 'tropical'>, { name: string; engine: string }> = {
  'sidereal-lahiri': { name: 'Lahiri', engine: 'LAHIRI' },
  'sidereal-fagan-bradley': { name: 'Fagan/Bradley', engine: 'FAGAN_BRADLEY' },
  'sidereal-raman': { name: 'Raman', engine: 'RAMAN' },
};

/** The member's zodiac of a chart cast by the engine (its ayanamsa name, null for tropical). */
export function zodiacOfEngine(ayanamsa: string | null): MemberZodiac {
  const found = Object.entries(AYANAMSA_OF).find(([, a]) => a.engine === ayanamsa)?.[0];
  return (found as MemberZodiac | undefined) ?? 'tropical';
}

/** The label of a zodiac choice in Settings. */
export const zodiacLabels: Record<MemberZodiac, string> = {
  tropical: 'Tropical',
  'sidereal-lahiri': 'Sidereal, Lahiri ayanamsa',
  'sidereal-fagan-bradley': 'Sidereal, Fagan/Bradley ayanamsa',
  'sidereal-raman': 'Sidereal, Raman ayanamsa',
};

/** The engine's settings for a frame (ChartSettings of @stellara/astro, spelled out so the contract stays alone). */
export function engineSettingsOf(frame: ChartFrame): {
  houseSystem: MemberHouseSystem;
  zodiac: 'Tropic' | 'Sidereal';
  ayanamsa: string | null;
} {
  if (frame.zodiac === 'tropical') return { houseSystem: frame.houseSystem, zodiac: 'Tropic', ayanamsa: null };
  return { houseSystem: frame.houseSystem, zodiac: 'Sidereal', ayanamsa: AYANAMSA_OF[frame.zodiac].engine };
}

/** The frame of stored preferences (either field may be missing: a member who never chose keeps the default). */
export function chartFrameOf(preferences: { houseSystem?: string | undefined; zodiac?: string | undefined } | null) {
  const houseSystem = (memberHouseSystems as readonly string[]).includes(preferences?.houseSystem ?? '')
    ? (preferences!.houseSystem as MemberHouseSystem)
    : DEFAULT_HOUSE_SYSTEM;
  const zodiac = (memberZodiacs as readonly string[]).includes(preferences?.zodiac ?? '')
    ? (preferences!.zodiac as MemberZodiac)
    : DEFAULT_ZODIAC;
  return { houseSystem, zodiac } satisfies ChartFrame;
}

export function isDefaultFrame(frame: ChartFrame): boolean {
  return frame.houseSystem === DEFAULT_HOUSE_SYSTEM && frame.zodiac === DEFAULT_ZODIAC;
}

/** "Whole Sign houses". */
export function houseSystemText(letter: string): string {
  return `${houseSystemName(letter)} houses`;
}

/** "tropical zodiac" or "sidereal zodiac, Lahiri ayanamsa". */
export function zodiacText(zodiac: MemberZodiac): string {
  return zodiac === 'tropical' ? 'tropical zodiac' : `sidereal zodiac, ${AYANAMSA_OF[zodiac].name} ayanamsa`;
}

/**
 * How a chart was actually cast: the frame asked for, and the house system used (Porphyry where the asked one
 * cannot be drawn, inside the polar circles). Kept with every chart record so each screen can say it.
 */
export interface CastFrame extends ChartFrame {
  /** The system whose cusps the chart holds (differs from houseSystem after a polar fallback). */
  houseSystemUsed: string;
}

/** The default frame as cast (records kept before members could choose hold no frame: they are this one). */
export const DEFAULT_CAST_FRAME: CastFrame = { ...DEFAULT_CHART_FRAME, houseSystemUsed: DEFAULT_HOUSE_SYSTEM };

/**
 * "Whole Sign houses, sidereal zodiac, Lahiri ayanamsa": the technical level's name for the frame. A chart without a
 * birth time has no houses, so its frame is the zodiac alone ("sidereal zodiac, Lahiri ayanamsa").
 */
export function frameText(cast: CastFrame, timeUnknown = false): string {
  if (timeUnknown) return zodiacText(cast.zodiac);
  return `${houseSystemText(cast.houseSystemUsed)}, ${zodiacText(cast.zodiac)}`;
}

/**
 * The sentence a person reads when their house system could not be drawn at their birth latitude, else null (always
 * null without a birth time: there are no houses to have fallen back).
 */
export function polarFallbackText(cast: CastFrame, timeUnknown = false): string | null {
  if (timeUnknown || cast.houseSystemUsed === cast.houseSystem) return null;
  return `${houseSystemName(cast.houseSystem)} houses can't be drawn this close to the poles, so your houses are ${houseSystemText(cast.houseSystemUsed)} instead.`;
}

/**
 * The basic level's one mention of a chosen frame ("I'm reading your chart in Whole Sign houses and the sidereal
 * zodiac (Lahiri ayanamsa), as you chose in Settings."); null for the default frame, which needs no saying.
 */
export function chosenFrameSentence(cast: CastFrame): string | null {
  const fallback = polarFallbackText(cast);
  if (isDefaultFrame(cast) && !fallback) return null;
  const parts: string[] = [];
  if (cast.houseSystem !== DEFAULT_HOUSE_SYSTEM) parts.push(houseSystemText(cast.houseSystem));
  if (cast.zodiac !== 'tropical') {
    parts.push(`the sidereal zodiac (${AYANAMSA_OF[cast.zodiac].name} ayanamsa)`);
  }
  const chosen = parts.length ? `I'm reading your chart in ${parts.join(' and ')}, as you chose in Settings.` : '';
  return [chosen, fallback ?? ''].filter(Boolean).join(' ');
}
