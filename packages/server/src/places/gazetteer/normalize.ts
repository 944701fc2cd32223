// Letters that Unicode decomposition leaves alone but a person types without the stroke or ligature.
const FOLD: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
  ĸ: 'k',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLD).join('')}]`, 'g');

/**
 * The form every place name is stored and searched in: lower case, accents removed, punctuation
 * and runs of spaces turned into one space. "São Paulo" and "Sao  Paulo" -> "sao paulo";
 * "Saint-Étienne" -> "saint etienne"; "München" -> "munchen"; "Łódź" -> "lodz".
 */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(FOLDABLE, (ch) => FOLD[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
