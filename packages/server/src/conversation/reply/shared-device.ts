// "Does this chat get saved? My daughter set the account up on the family iPad, can she see it": whether a chat is
// kept, and who can see it on a device others use. Answered as the app works: a member's chats are kept with the
// account, so anyone who opens Stellara on that device while the account is signed in can read Reading History;
// deleting a chat there removes it, and Sign Out (Settings, under Account) closes the account on that device. Pure.

/** "does this chat get saved", "is this stored anywhere", "¿se guarda este chat?", "wird das gespeichert?". */
const CHAT_KEPT =
  /\b(?:does|do|is|are|will|would)\b[^?.!]{0,20}\b(?:this|that|it|these|my|our|the)\b[^?.!]{0,15}\b(?:get |be |being )?(?:saved|stored|kept|recorded|logged)\b|\bse guarda(?:n)?\b[^?.!]{0,15}\b(?:chat|conversaci[oó]n|esto)\b|\b(?:fica|ficam) (?:salv[oa]s?|guardad[oa]s?|gravad[oa]s?)\b|\b(?:c'est|est-ce|sont|est) (?:enregistr[ée]e?s?|sauvegard[ée]e?s?|conserv[ée]e?s?)\b|\bwird (?:das|der chat|dieser chat|es) (?:gespeichert|aufbewahrt)\b|\b(?:viene|vengono) (?:salvat[oaie]|conservat[oaie]|registrat[oaie])\b/i;

/** A device or account others in the home use. */
const SHARED_DEVICE =
  /\b(?:family|shared|same|household|kitchen|our|the kids'?|everyone'?s)\s+(?:ipad|i-pad|tablet|laptop|computer|pc|mac|phone|device|account)\b|\b(?:tablet|ipad|ordenador|computadora|port[aá]til) (?:familiar|de la familia|de casa|compartid[oa])\b|\b(?:tablet|ipad|computador|telem[oó]vel|celular) (?:da fam[ií]lia|de casa|compartilhad[oa]|partilhad[oa])\b|\b(?:l'ipad|la tablette|l'ordinateur) (?:familial|de la famille|partag[ée]e?)\b|\bfamilien-?(?:ipad|tablet|computer|laptop)\b|\b(?:ipad|tablet|computer) (?:di famiglia|condivis[oa])\b/i;

/** Someone else in their life seeing it: "can she see it", "will my husband read this", "¿puede verlo?". */
const OTHERS_SEE =
  /\b(?:can|could|will|would|might)\s+(?:she|he|they|my \w+|anyone else|someone else|the kids|my family)\s+(?:see|read|find|open|look at|get into)\b|\b(?:puede|podr[aá]|pueden) (?:verlo|verla|leerlo|leerla|ver esto|leer esto)\b|\b(?:pode|poder[aá]|podem) (?:ver|ler) (?:isso|isto|a conversa)\b|\b(?:peut|pourra|peuvent)[- ](?:il|elle|ils|elles)? ?(?:le |la |les )?(?:voir|lire)\b|\bkann (?:sie|er|jemand|meine? \w+) (?:das|es|den chat)? ?(?:sehen|lesen)\b|\b(?:pu[oò]|potr[aà]|possono) (?:vederlo|vederla|leggerlo|leggerla|vedere|leggere)\b/i;

/** The message asks whether the chat is kept ("does this chat get saved anywhere"). */
export const asksIfChatKept = (message: string): boolean => CHAT_KEPT.test(message);

/** The message asks who else can see it, on a device or account others use. */
export const sharedDeviceAsked = (message: string): boolean =>
  SHARED_DEVICE.test(message) ||
  (OTHERS_SEE.test(message) && /\b(?:chat|this|it|esto|isso|ça|das|questo)\b/i.test(message));

/** The device they named, written as it is sold ("the family iPad"), or a shared device. */
function deviceNamed(message: string): string {
  const named = message.match(
    /\b(?:family|shared|same|household|kitchen|our)\s+(?:ipad|tablet|laptop|computer|pc|mac|phone)\b/i,
  );
  return named
    ? `the ${named[0].toLowerCase().replace('ipad', 'iPad').replace(/^our /, 'shared ')}`
    : 'a shared device';
}

/** Who can see the chat on a shared device, and how to keep it theirs; empty when no one else was asked about. */
export function sharedDeviceAnswer(message: string): string {
  if (!sharedDeviceAsked(message)) return '';
  const device = deviceNamed(message);
  return ` On ${device}: anyone who opens Stellara there while your account is signed in can read your chats in Reading History, and no one else in the app can. To keep this one to yourself, delete it from Reading History (it is gone for good), and use Sign Out in Settings, under Account, when you finish. If someone else set the account up and knows its password, changing it ("Forgot password?" on the sign-in page) makes it yours alone.`;
}
