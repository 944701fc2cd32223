// A death on the job for people whose work is saving lives: a paramedic, nurse, doctor, firefighter or police officer
// who lost a patient or someone they tried to save ("we had a job on tuesday, a little boy, we couldnt get him back").
// English, Spanish, Portuguese, French, Italian, German and Dutch, on folded text. Met as the blow it is, with what
// helps after a call like that, before any chart (R15 c03 got "there's nothing to be sorry for" and no word on it).
// Pure.
import type { Disclosure } from './disclosure-types.ts';

/** Work that meets death: the job named, or its words ("a job", "a call", "on shift", "the patient"). */
const LIFESAVING =
  /\b(?:paramedic|emt|ambulance|nurse|doctor|medic|firefighter|firefighters|police officer|cop|lifeguard|icu|a&e|er|resus|on shift|on call|my shift|patient|param[eé]dic[oa]|enfermer[oa]|enfermeir[oa]|medic[oa]|bombeir[oa]|bombero|infirmi[eè]re?|pompier|infermier[ae]|soccorritore|sanitaeter|rettungs\w*|pfleger\w*|krankenschwester|verpleegkundige|ambulancier)\b/;

/** Someone they could not save. */
const LOST =
  /\b(?:(?:couldn'?t|could not|couldnt|didn'?t|did not|didnt|failed to) (?:get (?:him|her|them) back|save (?:him|her|them|the \w+)|bring (?:him|her|them) back|revive)|lost (?:a|the|my|our) (?:patient|kid|child|baby|boy|girl)|died on (?:my|our|the) (?:shift|watch|table)|(?:he|she|the (?:boy|girl|child|baby|patient)) died (?:in front of|while|before|on)|no pudimos salvar\w*|nao conseguimos salvar|nous n'avons pas pu (?:le|la) sauver|non siamo riusciti a salvar\w*|konnten (?:ihn|sie) nicht (?:retten|zuruckholen)|konden (?:hem|haar) niet (?:redden|terughalen))\b/;

export function lineOfDutyLoss(text: string): Disclosure | null {
  if (!LIFESAVING.test(text) && !/\b(?:we had a (?:job|call)|on a (?:job|call))\b/.test(text)) return null;
  if (!LOST.test(text)) return null;
  const child =
    /\b(?:little (?:boy|girl|one)|boy|girl|baby|toddler|child|kid)\b/.exec(text)?.[0] ??
    (/\b(?:nino|nina|menino|menina|enfant|bambin[oa]|kind|kindje)\b/.test(text) ? 'child' : null);
  return {
    kind: 'line-of-duty-loss',
    situation: 'bereavement',
    terms: child ? `losing that ${child} on the call` : 'losing someone you fought to save',
    feeling: null,
    afraid: false,
  };
}
