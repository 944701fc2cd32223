// A decision asked of the chart in one area of life ("thinking of switching to communication design, do the stars
// approve?", "should I get a loan to clear the card?"): the reply reads THAT area's factors, not whatever point the
// situation's general list or a stray keyword would lead with. A study or career change is read from the Midheaven,
// its ruler, the 10th and 6th houses, Mercury and the 3rd and 9th; a money decision from the 2nd house, its ruler and
// planets there, then Venus, Jupiter and Saturn. Six languages, folded. Pure.
import type { Situation } from '../understanding/understanding.ts';
import { type Builder, dedupe, type Factor, type ReplyTheme } from './factors.ts';
import { normalise } from './own-terms.ts';
import { planSituation } from './plan-situation.ts';
import type { PlanBuilder } from './plan-types.ts';

export type AskedArea = 'study-career' | 'money';

/** A change of study or work: a course, a degree, a field, a new job. */
const STUDY_CAREER =
  /\b(?:switch\w* (?:to|into|careers?|jobs?|fields?|courses?|majors?)|change (?:my )?(?:careers?|jobs?|fields?|courses?|majors?)|career change|retrain\w*|go(?:ing)? back to (?:uni|university|school|college)|(?:a |my |the )?(?:degree|masters?|phd|course|apprenticeship|major) in|study(?:ing)? \w+|new job|quit (?:my job )?to|design|nursing school|law school|med school|cambiar(?:me)? (?:de|a) (?:carrera|trabajo|empleo|estudios)|estudiar|carrera de|diseno|mudar (?:de|para) (?:curso|carreira|emprego|area)|estudar|faculdade|curso de|design grafico|changer de (?:metier|voie|travail|boulot|filiere|carriere)|reconversion|reprendre (?:mes|des) etudes|etudier|(?:den )?(?:beruf|job|studiengang) wechseln|umschulung|studieren|studium|ausbildung|cambiare (?:lavoro|facolta|carriera|percorso)|studiare|laurea|universita)\b/;

/** A money decision: a loan, a card, a debt, a mortgage, savings or an investment. */
const MONEY =
  /\b(?:loans?|credit cards?|debts?|mortgage|remortgage|borrow\w*|overdraft|savings|invest\w*|pay (?:it |this |that )?off|prestamos?|tarjeta de credito|deudas?|hipoteca|ahorros|invertir|emprestimos?|cartao de credito|dividas?|financiamento|poupanca|investir|pret|emprunt\w*|carte de credit|dettes?|epargne|kredit\w*|darlehen|schulden|hypothek|ersparnisse|prestito|carta di credito|debiti|mutuo|risparmi)\b/;

/** The message weighs a choice or asks leave for one ("should I", "do the stars approve", "¿debería?"). */
const WEIGHS =
  /\b(?:should i|shall i|do i|would it be|is it (?:a )?(?:good|bad|wise|smart|right)|good idea|right (?:choice|move|call)|worth it|approve|allow|okay to|ok to|thinking (?:of|about)|considering|debo|deberia|me conviene|vale la pena|aprueban|aprueba|estoy pensando|devo|deveria|vale a pena|aprovam|estou pensando|dois-je|devrais-je|est-ce (?:une bonne idee|raisonnable)|approuvent|je pense|soll(?:te)? ich|lohnt|erlauben|uberlege|dovrei|conviene|approvano|sto pensando|penso di)\b/;

/** The area a decision in the message is about, or null when it weighs no choice in one. */
export function decisionArea(message: string): AskedArea | null {
  const text = normalise(message);
  if (!WEIGHS.test(text) && !/\?/.test(text)) return null;
  // Money named in a study choice ("should I take a loan for the course?") is still a money decision.
  if (MONEY.test(text)) return 'money';
  return STUDY_CAREER.test(text) ? 'study-career' : null;
}

/** The factors each area's decision is read from, strongest first. */
export function areaFactors(b: Builder, area: AskedArea): Factor[] {
  const planetsIn = (house: number) =>
    b.chart.planets.filter((p) => p.house === house && p.name !== 'Ascendant' && p.name !== 'Midheaven');
  if (area === 'money')
    return dedupe([
      ...planetsIn(2).map((p) => b.placement(p.name)),
      b.rulerOfHouse(2),
      b.house(2),
      b.placement('Venus'),
      b.placement('Jupiter'),
      b.placement('Saturn'),
    ]);
  return dedupe([
    b.placement('Midheaven'),
    b.rulerOfHouse(10),
    ...planetsIn(10).map((p) => b.placement(p.name)),
    b.placement('Mercury'),
    ...planetsIn(6).map((p) => b.placement(p.name)),
    b.rulerOfHouse(9),
    b.rulerOfHouse(3),
  ]);
}

const AREA_THEME: Record<AskedArea, ReplyTheme> = { 'study-career': 'career', money: 'money' };

/** The hard situations a decision in an area is read inside; any other hard thing keeps its own factors. */
const DECIDED_IN: readonly Situation[] = ['decision', 'money-worry'];

/**
 * A decision in an area, with no chart point named: planned as a decision (a debt keeps its money-worry care), its
 * factors that area's. The acknowledgement says the chart neither approves nor forbids (situations.ts).
 */
export const planAskedArea: PlanBuilder = (c) => {
  const { input, base, b, q, limit, heard } = c;
  if (input.automatic || input.part || !heard || base.carried?.followsUp) return null;
  if (q.points.length || q.houses.length || q.aspect) return null;
  const area = decisionArea(input.message);
  const situation = base.situation ?? (area ? 'decision' : null);
  if (!area || !situation || !DECIDED_IN.includes(situation)) return null;
  const planned = planSituation({ ...c, base: { ...base, situation } });
  if (!planned) return null;
  return { ...planned, theme: AREA_THEME[area], factors: areaFactors(b, area).slice(0, Math.min(limit, 3)) };
};
