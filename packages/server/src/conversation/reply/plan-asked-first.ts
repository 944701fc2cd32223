// Turns whose subject is plain from their own words and must not be read as something else: a close ("night x",
// "valeu!! vou mostrar pra minha mae"), a practical errand outside astrology ("how do I register a business name"),
// and a placement set against the person's own behaviour ("my Sun is Virgo but I'm the messiest person"). They are
// planned before any other builder, so a care cue, a life-area word or a stored topic can't take their place. Pure.
import { planClosing } from './closing-turn.ts';
import { planPlacementTension } from './placement-tension.ts';
import type { PlanBuilder } from './plan-types.ts';
import { planPracticalAsk } from './practical-ask.ts';

export const planAskedFirst: PlanBuilder = (c) => planClosing(c) ?? planPracticalAsk(c) ?? planPlacementTension(c);
