/**
 * The jobs panel's texts, a module apart from the shell's TEXT (text.ts), which every page loads:
 * only the statistics screen's maintenance panel and its deep-pass progress read them.
 */
export const JOBS_TEXT = {
  heading: 'Vedlikehold',
  intro: 'Lange oppgaver kjører i bakgrunnen. Du kan forlate siden mens de pågår.',
  loading: 'Henter jobber...',
  loadError: 'Kunne ikke hente jobbene. Prøv igjen senere.',
  startError: 'Kunne ikke starte jobben. Prøv igjen.',
  pollError: 'Mistet kontakten med serveren. Prøver igjen...',
  kinds: {
    'fix-games': {
      title: 'Sjekk alle spill',
      about: 'Spiller av hvert spill på nytt og retter merket for ugyldige trekk.',
    },
    'rebuild-aggregates': {
      title: 'Bygg statistikken på nytt',
      about: 'Sammenligner statistikken med spillene og bygger den opp igjen.',
    },
    analysis: {
      title: 'Analyser ferdige spill',
      about: 'Analyserer trekkene i ferdige spill som ikke er analysert ennå.',
    },
  },
  neverRun: 'Ikke kjørt ennå',
  deepHeading: 'Dypanalyse',
  deepAbout:
    'Hvert ferdige spill analyseres først raskt når det kommer inn, og så en gang til i dybden i bakgrunnen: sluttspillet regnes helt ut der det lar seg gjøre, og «Hvorfor» lages. De nyeste spillene tas først.',
  deepState: (queued: string, done: string, failed: string, perMinute: string) =>
    `I kø: ${queued} spill. Ferdig: ${done}. Feilet: ${failed}. Tempo: ${perMinute} spill i minuttet.`,
  deepCpu: (median: string, p90: string) =>
    `CPU-tid per spill: median ${median} s, 90-persentil ${p90} s.`,
  deepError: 'Kunne ikke hente dypanalysens fremdrift.',
  queued: 'I kø',
  running: (done: string, total: string) => `Kjører: ${done} av ${total}`,
  done: (when: string) => `Ferdig ${when}.`,
  failed: (error: string) => `Feilet: ${error}`,
  progress: (title: string) => `Fremdrift: ${title}`,
  fixGamesResult: (checked: string, broken: string) =>
    `${checked} spill sjekket, ${broken} med ugyldige trekk.`,
  aggregatesMatched: 'Statistikken stemte med spillene.',
  aggregatesRepaired: (tables: string) => `Rettet avvik i ${tables}.`,
  analysisResult: (games: string, moves: string) => `${games} spill analysert, ${moves} trekk.`,
  analysisFailed: (games: string) => `${games} spill kunne ikke analyseres.`,
} as const;
