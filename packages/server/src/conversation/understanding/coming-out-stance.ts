// Where someone stands with coming out: a step still ahead, or done and how it went. Coming out is not a loss, so the
// reply follows their tense and their stance (reply/coming-out.ts) instead of one fixed line of sympathy. Folded
// text in (fold.ts), pure.

export type ComingOutStance = 'planning' | 'badly' | 'well' | 'done';

/** Told as done: "i came out last night", "came out to my dad", "salí del armario", "ich habe mich geoutet". */
const DONE =
  /\b(?:i (?:finally |just |already )?came out|came out to|(?:i )?told (?:my|them|him|her)\b|sali del (?:armario|closet)|sai do armario|me assumi|j'?ai fait mon coming[ -]out|(?:mich )?geoutet|ho fatto coming out)/;

/** Told as ahead: "planning to", "thinking of telling", "this weekend", "voy a", "je vais", "ich will". */
const AHEAD =
  /\b(?:planning|plan to|going to|gonna|thinking (?:of|about)|want to|wanna|about to|this (?:weekend|week)|tomorrow|tonight|should i|how (?:do|can|should) i|scared to|afraid to|nervous about|voy a|pienso|quiero|vou|quero|penso em|je vais|je veux|ich will|ich mochte|ich werde|voglio)\b/;

/** It went badly: their reaction, in five languages. */
const BADLY =
  /\b(?:went (?:really |so |very )?(?:badly|bad|terribly|awfully|horribly|wrong)|didn'?t go well|did not go well|didn'?t take it well|took it (?:badly|hard)|kicked me out|threw me out|stopped (?:talking|speaking) to me|disowned|won'?t (?:talk|speak) to me|cut me off|(?:yelled|screamed|shouted)|(?:fue|salio) (?:muy )?mal|no me hablan|me echaron|(?:foi|correu) (?:muito )?mal|nao falam comigo|me expulsaram|(?:s'?est|ca s'?est) (?:tres )?mal passe|ne me parlent plus|(?:ist|lief|ging) (?:richtig |total )?(?:schlecht|schief)|reden nicht mehr mit mir|e andata male|non mi parlano)/;

/** It went well: their welcome, in five languages; never after a "not" ("wasn't great"). */
const WELL =
  /\b(?:went (?:really |so |very )?(?:well|great|fine|ok|okay)|(?:was|were|been) (?:really |so |actually )?(?:great|amazing|lovely|fine|brilliant|wonderful|supportive|cool|good|so good|kind)|took it (?:really |so )?(?:well|great|fine)|hugged me|(?:fue|salio) (?:muy )?bien|(?:foi|correu) (?:muito )?bem|(?:s'?est|ca s'?est) (?:tres )?bien passe|(?:ist|lief|ging) (?:richtig |total |sehr )?gut|e andata bene)/;

const NOT_WELL = /\b(?:wasn'?t|weren'?t|not|no|nao|pas|nicht)\s+(?:\w+ )?(?:great|good|fine|well|bien|bem|gut)\b/;

/** Where they stand: badly and well only once it is done; otherwise ahead ("planning") unless told as done. */
export function comingOutStance(text: string): ComingOutStance {
  if (BADLY.test(text)) return 'badly';
  const done = DONE.test(text) && !AHEAD.test(text.replace(DONE, ''));
  if (WELL.test(text) && !NOT_WELL.test(text)) return 'well';
  return done ? 'done' : 'planning';
}
