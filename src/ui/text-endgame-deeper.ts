/**
 * 'Søk dypere' on an endgame the review searched without proving it (docs/strategy.md 'The
 * review's endgame'): its button, progress and result. Loaded with the analysis only.
 */
export const ENDGAME_DEEPER_TEXT = {
  heading: 'Søk dypere',
  start: 'Søk dypere',
  again: 'Søk på nytt',
  stop: 'Stopp',
  intro:
    'Gjennomgangen søkte dette sluttspillet bare kort. Søket her går videre på denne enheten, dypere for hvert steg, til sluttspillet er bevist eller søket stoppes. Resultatet lagres på denne enheten.',
  starting: 'Starter søket …',
  running: (depth: number, positions: string) =>
    `Søker … så langt ${depth} trekk dypt, ${positions} stillinger.`,
  proven: (positions: string) => `Bevist etter ${positions} stillinger: tallene er eksakte.`,
  stopped: (depth: number, positions: string) =>
    `Stoppet etter ${positions} stillinger, ${depth} trekk dypt: tallene er søkets beste anslag.`,
  notProven: (depth: number, positions: string) =>
    `Ikke bevist etter ${positions} stillinger, ${depth} trekk dypt: tallene er søkets beste anslag.`,
  resultProven: 'Perfekt sluttspill (dypere søk)',
  resultSearched: (depth: number) => `Dypere søk (${depth} trekk dypt)`,
  fromDevice: 'Hentet fra søket som er lagret på denne enheten.',
  noEndgame: 'Dette trekket har ikke noe sluttspill å søke i.',
  failed: 'Søket stoppet med en feil. Prøv igjen.',
  noLexicon: 'Ordlisten for dette spillet kunne ikke lastes, så søket kan ikke kjøre.',
};
