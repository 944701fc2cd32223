// Where the chart speaks to each hard situation: the houses, points and themes a reply on it draws from.
import type { BodyName } from '@stellara/contract';
import type { NamedPoint, Situation } from '../understanding/understanding.ts';

/**
 * The chart factors a reading for a situation rests on. `houses` and `points` are natal; `rulersOf` names houses
 * whose ruling planet matters (10 = the Midheaven's ruler in quadrant systems); `transitsTo` are the natal points
 * whose current contacts are worth reading, and `transiting` the slow planets to look for making them.
 */
export interface SituationFactors {
  houses: number[];
  points: NamedPoint[];
  rulersOf: number[];
  transitsTo: NamedPoint[];
  transiting: BodyName[];
}

export const SITUATION_FACTORS: Record<Situation, SituationFactors> = {
  bereavement: {
    // 4th: roots, family and home, where the absence is felt; 8th: loss, endings and what is inherited.
    houses: [4, 8],
    // Moon: how this person feels and seeks comfort; IC: the private foundation shaken; Saturn: how they carry weight.
    points: ['Moon', 'IC', 'Saturn'],
    rulersOf: [4],
    // Contacts to the Moon and the IC say what the season is stirring in the inner life, not why someone died.
    transitsTo: ['Moon', 'IC', 'Sun'],
    transiting: ['Saturn', 'Pluto', 'Neptune'],
  },
  'job-loss': {
    // 10th: career and standing; 6th: daily work and routine; 2nd: income and self-worth.
    houses: [10, 6, 2],
    // Midheaven: public direction; Saturn: structure, setbacks and rebuilding; Sun: confidence and identity.
    points: ['Midheaven', 'Saturn', 'Sun'],
    // The Midheaven's ruler says where the vocation looks for its next outlet.
    rulersOf: [10],
    // Saturn contacts to the Midheaven and Sun are the classic restructuring signature; Jupiter shows openings.
    transitsTo: ['Midheaven', 'Sun', 'Saturn'],
    transiting: ['Saturn', 'Jupiter', 'Uranus', 'Pluto'],
  },
  breakup: {
    // 7th: partnership itself; 5th: romance and the heart's pleasure.
    houses: [7, 5],
    // Venus: what they love and how; Descendant: what they seek in others; Moon: how they need to be held.
    points: ['Venus', 'Descendant', 'Moon'],
    rulersOf: [7],
    transitsTo: ['Venus', 'Descendant', 'Moon'],
    transiting: ['Saturn', 'Pluto', 'Uranus', 'Neptune'],
  },
  conflict: {
    // 7th: open opponents and partners; 3rd: siblings and everyday talk; 4th: family; 10th: bosses.
    houses: [7, 3, 4, 10],
    // Mars: how they fight; Mercury: how they speak in heat; Descendant: what they meet in others.
    points: ['Mars', 'Mercury', 'Descendant'],
    rulersOf: [7],
    transitsTo: ['Mars', 'Moon', 'Mercury'],
    transiting: ['Mars', 'Saturn', 'Pluto', 'Uranus'],
  },
  anxiety: {
    // 12th: what runs under the surface; 6th: daily routine, nerves and the body's habits.
    houses: [12, 6],
    // Moon: emotional safety; Mercury: the racing mind; Saturn: fear and pressure; Neptune: vague dread.
    points: ['Moon', 'Mercury', 'Saturn', 'Neptune'],
    rulersOf: [12],
    transitsTo: ['Moon', 'Mercury', 'Ascendant'],
    transiting: ['Saturn', 'Neptune', 'Pluto', 'Uranus'],
  },
  sleep: {
    // 12th: sleep, dreams and retreat; 4th: home as a place of rest; 6th: daily rhythm.
    houses: [12, 4, 6],
    // Moon: the body's rhythms and need for safety; Neptune: dreams and dissolving; Mercury: a mind that won't stop.
    points: ['Moon', 'Neptune', 'Mercury'],
    rulersOf: [12],
    transitsTo: ['Moon', 'Mercury'],
    transiting: ['Neptune', 'Saturn', 'Uranus'],
  },
  'money-worry': {
    // 2nd: earned money and security; 8th: debts and shared money; 6th: the daily work that pays.
    houses: [2, 8, 6],
    // Venus and Jupiter: what comes in and how it is valued; Saturn: limits, budgeting and fear of lack.
    points: ['Venus', 'Jupiter', 'Saturn'],
    rulersOf: [2],
    transitsTo: ['Venus', 'Jupiter', 'Moon'],
    transiting: ['Saturn', 'Jupiter', 'Pluto'],
  },
  illness: {
    // 6th: health routines and care; 12th: rest, hospitals and retreat; 1st: the body and vitality.
    houses: [6, 12, 1],
    // Moon: comfort and self-care; Sun: vitality and spirit; Chiron: tending a wound. Never a diagnosis or prognosis.
    points: ['Moon', 'Sun', 'Chiron', 'Ascendant'],
    rulersOf: [6],
    transitsTo: ['Moon', 'Sun', 'Ascendant'],
    transiting: ['Saturn', 'Neptune', 'Chiron'],
  },
  decision: {
    // 9th: direction and the bigger picture; 1st: what they want for themself; 10th: where life is heading.
    houses: [9, 1, 10],
    // Mercury: how they weigh options; Jupiter: where growth lies; Saturn: what commitment will ask; Sun: purpose.
    points: ['Mercury', 'Jupiter', 'Saturn', 'Sun'],
    // The chart ruler says what any choice has to honour.
    rulersOf: [1],
    transitsTo: ['Sun', 'Midheaven', 'Ascendant'],
    transiting: ['Jupiter', 'Saturn', 'Uranus'],
  },
  loneliness: {
    // 11th: friends and belonging; 7th: close one-to-one bonds; 4th: home and emotional base; 12th: solitude.
    houses: [11, 7, 4, 12],
    // Moon: the need to be held; Venus: how they draw people close; Saturn: walls, shyness and loneliness itself.
    points: ['Moon', 'Venus', 'Saturn'],
    rulersOf: [11],
    transitsTo: ['Moon', 'Venus'],
    transiting: ['Saturn', 'Jupiter', 'Neptune'],
  },
};

// ---------------------------------------------------------------------------------------------
// Outcomes no chart can promise
