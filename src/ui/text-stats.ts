/** The home page, the statistics, the words and the about page (TEXT in text.ts). */
import { W, STATS_LANGUAGE_NOTE } from './text-words.ts';

export const STATS_TEXT = {
  stats: {
    heading: W.statsScreen,
    overallHeading: 'Totalt',
    overallLanguage: STATS_LANGUAGE_NOTE,
    numPlayers: W.numPlayers,
    numGames: W.numGames,
    numMoves: W.numMoves,
    numBingos: 'Bingoer lagt',
    chartHeading: 'Utvikling over tid',
    intervalLabel: 'Periode',
    monthly: 'Månedlig',
    yearly: 'Årlig',
    measureLabel: 'Vis',
    gamesStarted: 'Spill startet',
    numPlayersSeries: 'Unike spillere',
    perMonth: 'per måned',
    perYear: 'per år',
    loadingChart: 'Laster diagram...',
    periodColumn: 'Periode',
    /** The chart's accessible name, e.g. 'Spill startet per måned, 2012–2026'. */
    chartSummary: (series: string, per: string, years: string) => `${series} ${per}, ${years}`,
  },
  words: {
    heading: W.wordsScreen,
    intro: 'De mest brukte ordene der alle sju brikkene ble lagt.',
    loading: 'Henter ord...',
    empty: 'Ingen ord funnet',
    times: (count: number, formatted: string) =>
      count === 1 ? `${formatted} gang` : `${formatted} ganger`,
  },
  // The fair-play desk's words are in text-fairplay.ts (FAIRPLAY_TEXT): only its screens load them.
  home: {
    whatHeading: 'Hva er Ordbot?',
    what: 'Ordbot er en bot som spiller Wordfeud på norsk bokmål mot alle som vil. Her finner du statistikk og resultater fra spillene den har spilt, og med en brukerkonto kan du se spillene dine og spille dem av trekk for trekk.',
    playHeading: 'Spill mot Ordbot',
    playSteps: [
      'Installer Wordfeud på mobilen eller nettbrettet.',
      'Start et nytt spill og inviter spilleren Ordbot.',
      'Ordbot tar imot invitasjonen og legger sine trekk selv.',
    ],
    accountHeading: 'Lag en brukerkonto',
    accountStart: 'Start et spill mot Ordbot.',
    accountWriteBefore: 'Skriv ',
    accountWriteAfter: ' fulgt av e-postadressen din i chatten i spillet, for eksempel:',
    accountCommand: 'web',
    accountExample: 'web kari@example.no',
    accountFollow: 'Følg instruksjonene du får i chatten og på e-post.',
    statsHeading: 'Hvor mange?',
    /** The figures count games of one language: the label says which (docs/product.md, Home page). */
    statsLanguage: STATS_LANGUAGE_NOTE,
    statsLoading: 'Laster statistikk...',
    statsError: 'Kunne ikke laste statistikk. Vennligst prøv igjen senere.',
    ongoingGames: 'Pågående spill',
    numPlayers: W.numPlayers,
    numGames: W.numGames,
    numMoves: W.numMoves,
  },
  about: {
    siteHeading: 'Hva er dette?',
    site: 'Ordbot er en bot som spiller Wordfeud. Dette nettstedet viser statistikk og resultater fra spillene den har spilt, og lar deg spille av et spill trekk for trekk på brettet.',
    accessHeading: 'Hvem ser hva?',
    access: [
      ['Gjester', 'Forsiden, denne siden og et spill som noen har delt en lenke til.'],
      [W.playersScreen, 'Sine egne spill mot Ordbot.'],
      // The role keeps its name from the user administration (Supervisor, docs/product.md).
      ['Veiledere (rollen Supervisor)', 'Alle spill.'],
      ['Administratorer', 'Statistikk, spillere, ord og brukere.'],
    ],
    accountLink: 'Slik lager du en brukerkonto',
    dataHeading: 'Hvor kommer dataene fra?',
    data: 'Alt du ser her, kommer fra spillene Ordbot har spilt. Boten sender hvert spill hit med trekkene og poengene slik de ble lagt i spillet.',
    privacyHeading: 'Personvern',
    privacy:
      'Nettstedet lagrer e-postadressen din og spillene dine mot Ordbot. Når du er logget inn, lagres innloggingen og det du har sett på denne enheten, så siden virker også uten nett.',
    privacySignOut: 'Når du logger ut, fjernes de lagrede dataene fra enheten.',
  },
} as const;
