// Where someone with a gambling problem can turn, by country: the free national help service and the way to exclude
// oneself from betting, by their best-known names. The country comes from the person's own words first ("pokies" and
// "Sportsbet" are Australian, "quid" and "accas" British, "tigrinho" and "R$" Brazilian), then from the time zone they
// were born in; a language alone names no country (Spanish is spoken in twenty), so then the line stays general.
// Names only, never a phone number or an address we could get wrong. Pure.
import { normalise } from './own-terms.ts';

type Country = 'AU' | 'NZ' | 'GB' | 'US' | 'ES' | 'FR' | 'DE' | 'IT' | 'BR';

interface Help {
  /** The free help service, named so it can be searched for. */
  service: string;
  /** How to exclude oneself from betting there. */
  exclusion: string;
}

// Sources (checked 2025): gamblinghelponline.org.au, betstop.gov.au; gamblinghelpline.co.nz; gamcare.org.uk,
// gamstop.co.uk; ncpgambling.org; fejar.org, ordenacionjuego.es (RGIAJ); joueurs-info-service.fr, anj.fr (interdiction
// volontaire de jeux); check-dein-spiel.de, OASIS Sperrsystem (rp-darmstadt.hessen.de); iss.it (Telefono Verde
// Nazionale per le problematiche legate al gioco d'azzardo), adm.gov.it (autoesclusione); jogadoresanonimos.com.br,
// gov.br/fazenda (Secretaria de Prêmios e Apostas, autoexclusão).
const HELP: Record<Country, Help> = {
  AU: {
    service: 'Gambling Help Online, free and open around the clock',
    exclusion: 'BetStop, the national self-exclusion register, blocks you from every licensed betting site at once',
  },
  NZ: {
    service: 'the Gambling Helpline, free and open around the clock',
    exclusion: 'the Gambling Helpline can also set up exclusion from venues and betting sites with you',
  },
  GB: {
    service: 'the National Gambling Helpline, run by GamCare, free and open around the clock',
    exclusion: 'GAMSTOP blocks you from every licensed online betting site at once',
  },
  US: {
    service: "the National Council on Problem Gambling's free, confidential helpline",
    exclusion: 'most states run a self-exclusion list for casinos and betting apps',
  },
  ES: {
    service: 'FEJAR, the Spanish federation of associations that help people stop gambling',
    exclusion: 'the RGIAJ, the national register, bars you from gambling sites and venues',
  },
  FR: {
    service: 'Joueurs Info Service, free and confidential',
    exclusion: "the ANJ's interdiction volontaire de jeux bars you from casinos and betting sites",
  },
  DE: {
    service: 'Check dein Spiel, the free national counselling service',
    exclusion: 'the OASIS player-exclusion system bars you from betting sites and arcades',
  },
  IT: {
    service: "the Telefono Verde Nazionale per il gioco d'azzardo, free and anonymous",
    exclusion: 'the ADM self-exclusion (autoesclusione) bars you from licensed gambling sites',
  },
  BR: {
    service: 'Jogadores Anônimos groups, free and all over the country',
    exclusion: "the government's centralised self-exclusion (autoexclusão) blocks you from licensed betting sites",
  },
};

/** Words that name a country by how people there speak of betting or money. */
const COUNTRY_WORDS: readonly [RegExp, Country][] = [
  [/\b(?:pokies|sportsbet|the tab|tab account|scratchies|same game multis?|aud)\b/, 'AU'],
  [/£|\b(?:quid|accas?|fruit machines?|bookies|ladbrokes|william hill|paddy power|skybet|sky bet)\b/, 'GB'],
  [/\b(?:draftkings|fanduel|parlays?)\b/, 'US'],
  [/\br\$|\b(?:tigrinho|reais|bets)\b/, 'BR'],
  [/\b(?:pmu|fdj|francaise des jeux)\b/, 'FR'],
  [/\b(?:tragaperras|loterias y apuestas)\b/, 'ES'],
  [/\b(?:gratta e vinci|lotto|snai)\b/, 'IT'],
];

/** The birth time zone's country, where one time zone means one country. */
function countryOfZone(timezone: string | undefined): Country | null {
  if (!timezone) return null;
  if (timezone.startsWith('Australia/')) return 'AU';
  if (/^Pacific\/(?:Auckland|Chatham)$/.test(timezone)) return 'NZ';
  if (/^Europe\/(?:London|Belfast)$/.test(timezone)) return 'GB';
  if (
    /^America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Detroit|Boise)$|^Pacific\/Honolulu$/.test(
      timezone,
    )
  )
    return 'US';
  if (/^Europe\/Madrid$|^Atlantic\/Canary$/.test(timezone)) return 'ES';
  if (timezone === 'Europe/Paris') return 'FR';
  if (timezone === 'Europe/Berlin') return 'DE';
  if (timezone === 'Europe/Rome') return 'IT';
  if (/^America\/(?:Sao_Paulo|Bahia|Fortaleza|Recife|Belem|Manaus|Cuiaba|Campo_Grande|Porto_Velho)$/.test(timezone))
    return 'BR';
  return null;
}

/** The country whose help to name, or null when neither their words nor their birthplace tell it. */
export function gamblingCountry(message: string, timezone?: string): Country | null {
  const text = normalise(message).replace(/r\$/g, ' r$');
  return COUNTRY_WORDS.find(([re]) => re.test(text))?.[1] ?? countryOfZone(timezone);
}

/** The help line for one's own gambling: the country's free service and self-exclusion, or the general line. */
export function gamblingHelp(message: string, timezone?: string): string {
  const country = gamblingCountry(message, timezone);
  const help = country ? HELP[country] : null;
  const service = help
    ? `Free, confidential support exists for exactly this: ${help.service}.`
    : 'Free, confidential support exists for exactly this: a free gambling helpline in your country can talk it through with you, by phone or chat, today.';
  const exclusion = help
    ? `Self-exclusion puts a gap between the urge and the bet: ${help.exclusion}, and blocking apps do the same on your phone.`
    : 'Self-exclusion puts a gap between the urge and the bet: your country’s self-exclusion scheme or each betting company’s own, and a blocking app on your phone.';
  return `**This is not about luck, and you don’t have to sort it out alone.** ${service} ${exclusion}`;
}
