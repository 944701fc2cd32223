// Lunar phase: Kerykeion's 28-step phase numbering and names, plus the illuminated fraction.
import { LUNAR_PHASE_NAMES, type LunarPhaseName } from '@stellara/contract/vocabulary';
import { norm360 } from './zodiac.ts';

export interface LunarPhase {
  /** Moon longitude minus Sun longitude, counter-clockwise, [0, 360). */
  angle: number;
  /** 1..28 (Kerykeion's moon_phase). */
  moonPhase: number;
  /** 1..28 (Kerykeion's sun_phase). */
  sunPhase: number;
  name: LunarPhaseName;
  emoji: string;
  /** Illuminated fraction of the disc, 0..1. */
  illumination: number;
}

const SUN_STEPS = [
  0, 30, 40, 50, 60, 70, 80, 90, 120, 130, 140, 150, 160, 170, 180, 210, 220, 230, 240, 250, 260, 270, 300, 310, 320,
  330, 340, 350,
];

function phaseIndex(phase: number): number {
  if (phase === 1) return 0;
  if (phase < 7) return 1;
  if (phase <= 9) return 2;
  if (phase < 14) return 3;
  if (phase === 14) return 4;
  if (phase < 20) return 5;
  if (phase <= 22) return 6;
  return 7;
}

const EMOJIS = ['🌑', '🌒', '🌓', '🌔', '🌕', '🌖', '🌗', '🌘'];

export interface PhaseGeometry {
  moonLongitude: number;
  moonLatitude: number;
  /** Earth-Moon distance, AU. */
  moonDistance: number;
  sunLongitude: number;
  /** Earth-Sun distance, AU. */
  sunDistance: number;
}

/**
 * The phase from the two longitudes, exactly as Kerykeion numbers and names it (so the API agrees with it):
 * 28 steps of 12.86°, "New Moon" for the first step after conjunction and "Full Moon" for the step *before*
 * opposition (the exact opposition already reads "Waning Gibbous").; the illumination from the real geometry:
 * elongation E between Sun and Moon, phase angle i from the triangle Earth-Moon-Sun, k = (1 + cos i) / 2.
 */
export function lunarPhase(g: PhaseGeometry): LunarPhase {
  const angle = norm360(g.moonLongitude - g.sunLongitude);
  const moonPhase = Math.floor(angle / (360 / 28)) + 1;
  let sunPhase = 28;
  for (let i = 0; i < SUN_STEPS.length; i++) {
    const high = SUN_STEPS[i + 1] ?? 360;
    if (angle >= SUN_STEPS[i]! && angle < high) {
      sunPhase = i + 1;
      break;
    }
  }
  const r = Math.PI / 180;
  const cosE = Math.cos(g.moonLatitude * r) * Math.cos((g.moonLongitude - g.sunLongitude) * r);
  const e = Math.acos(Math.max(-1, Math.min(1, cosE)));
  const i = Math.atan2(g.sunDistance * Math.sin(e), g.moonDistance - g.sunDistance * Math.cos(e));
  const idx = phaseIndex(moonPhase);
  return {
    angle,
    moonPhase,
    sunPhase,
    name: LUNAR_PHASE_NAMES[idx]!,
    emoji: EMOJIS[idx]!,
    illumination: (1 + Math.cos(i)) / 2,
  };
}

/**
 * The phase as a calendar or a moon app names it, from the Sun-Moon elongation alone: eight equal octants centred on
 * the four principal phases (New 337.5°-22.5°, First Quarter 67.5°-112.5°, Full 157.5°-202.5°, Last Quarter
 * 247.5°-292.5°), the crescents and gibbous phases between. Unlike Kerykeion's steps, the exact opposition is "Full
 * Moon".
 */
export function phaseOfElongation(elongation: number): LunarPhaseName {
  const e = norm360(elongation);
  return LUNAR_PHASE_NAMES[Math.floor(norm360(e + 22.5) / 45) % 8]!;
}
