// "2019-2020 was a mess, did I have my saturn return?": the person names years they lived and how they felt. The
// computed return is set against those years in so many words: it overlaps them (their word met, with what such a
// stretch tends to bring) or it doesn't (then it isn't the reason). Never a promise or a cause beyond "tends to".
// Six languages' words for a hard stretch, folded. Pure.
import { fold } from '../../understanding/fold.ts';

/** Words for a hard stretch: "a mess", "rough", "hell", "un desastre", "uma bagunça", "la galère", "chaotisch". */
const HARD_STRETCH =
  /\b(mess|messy|chaos|chaotic|rough|hard|awful|terrible|hell|nightmare|brutal|disaster|lio|caos|desastre|horrible|dificil|infierno|bagunca|horrivel|pesad[oa]|galere|enfer|difficile|horrible|katastrophe|chaotisch|schwer|schlimm|hoelle|disastro|inferno|casino)\b/;

/** The years they name ("2019-2020", "2019 to 2021", "in 2019"), first and last, or null. */
export function yearsNamed(text: string): { from: number; to: number } | null {
  const years = [...text.matchAll(/\b(19\d\d|20\d\d)\b/g)].map((m) => Number(m[1]));
  if (!years.length) return null;
  return { from: Math.min(...years), to: Math.max(...years) };
}

/** The line that meets their years and their word, or null when they named no years or no hard stretch. */
export function livedYearsLine(message: string, passage: { start: string; end: string } | null, title: string) {
  const text = fold(message);
  const years = yearsNamed(text);
  const word = text.match(HARD_STRETCH)?.[1];
  if (!years || !word || !passage) return null;
  const start = Number(passage.start.slice(0, 4));
  const end = Number(passage.end.slice(0, 4));
  const span = years.from === years.to ? `${years.from}` : `${years.from}–${years.to}`;
  // Their word as they said it, with its article when it had one ("a mess", "um caos").
  const said =
    message.match(new RegExp(`\\b(?:(?:a|an|un|una|um|uma|une|ein|eine|the) )?${word}\\w*`, 'i'))?.[0] ?? word;
  return start <= years.to && end >= years.from
    ? `So yes, it sits right inside the ${span} you call ${said}: a ${title} often feels like that, as what isn't really yours comes apart and asks to be rebuilt on firmer ground. That doesn't make the hard parts your fault or fate, but it may explain why so much was tested at once.`
    : `So it doesn't line up with the ${span} you call ${said}: whatever made it so hard, it wasn't your ${title}.`;
}
