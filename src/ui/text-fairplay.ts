/**
 * The fair-play desk's words (/fairplay, /fairplay/{id}, docs/analysis.md "Fair play"):
 * the figures are evidence for a person to weigh ('Mistanke'), never a verdict. A part of the
 * catalogue of its own (not in text.ts) because only the desk's screens load it: the home page's
 * JavaScript stays within its budget (tests/e2e/budgets.spec.ts).
 */
import type { FairplayCaseStatus } from '@ordbot/contract/enums.ts';

export const FAIRPLAY_TEXT = {
  heading: 'Juksanalyse',
  intro:
    'Her sammenlignes hvor ofte hver spiller fant det beste legget med brikkene sine, med hvor ofte spillerne samlet finner det i trekk som er like vanskelige. z sier hvor mange standardavvik en spiller ligger over det forventede.',
  caution:
    'Tallene er indikasjoner som et menneske må vurdere, aldri en dom. En dyktig spiller kan ligge høyt uten å ha gjort noe galt. «Mistanke» betyr bare at tallene er verdt å se nærmere på, sammen med spillene.',
  threshold: (z: string, moves: string) =>
    `«Mistanke» vises når z er ${z} eller høyere og spilleren har minst ${moves} analyserte trekk.`,
  loading: 'Henter juksanalysen...',
  loadError: 'Kunne ikke hente juksanalysen. Prøv igjen senere.',
  retry: 'Prøv igjen',
  empty: 'Ingen spillere har 100 analyserte trekk ennå.',
  caption: 'Spillere med minst 100 analyserte trekk, høyest z først',
  pagination: 'Sider i juksanalysen',
  columns: {
    name: 'Spiller',
    movesAnalysed: 'Analyserte trekk',
    foundRate: 'Beste legg funnet',
    expectedRate: 'Forventet',
    z: 'z',
    botFlags: 'Flagg fra boten',
  },
  suspicion: 'Mistanke',
  suspicionNote: 'Over terskelen: verdt å se nærmere på, ikke en dom',
  showEvidence: (name: string) => `Vis analysen av ${name}`,
  playerHeading: (name: string) => `Juksanalyse: ${name}`,
  notFound: 'Fant ikke spilleren',
  notFoundBody: 'Spilleren finnes ikke.',
  backToList: 'Tilbake til juksanalysen',
  profileLink: (name: string) => `Statistikk for ${name}`,
  figuresHeading: 'Tall',
  figures: {
    movesAnalysed: 'Analyserte trekk',
    bestFound: 'Beste legg funnet',
    foundRate: 'Andel funnet',
    expected: 'Forventet funnet',
    expectedRate: 'Forventet andel',
    z: 'z',
    botFlags: 'Flagg fra boten',
  },
  notListed: (moves: string) =>
    `Færre enn ${moves} analyserte trekk: for lite til å si noe, så spilleren står ikke i listen.`,
  noAnalysis: 'Ingen av spillerens trekk er analysert ennå.',
  caseHeading: 'Trekkene som teller mest',
  caseIntro:
    'Trekk der spilleren fant det beste legget i de vanskeligste stillingene sine, der færre spillere finner det, vanskeligst først. Se hvert trekk i spillet før du vurderer noe: alle finner et vanskelig legg av og til.',
  caseCaption: 'Vanskelige trekk der det beste legget ble funnet',
  noCase: 'Ingen vanskelige trekk med beste legg funnet.',
  caseColumns: {
    move: 'Trekk',
    points: 'Poeng',
    p: 'Andel som finner det',
  },
  moveLabel: (moveNum: number, date: string) => `Trekk ${moveNum}, spill ${date}`,
  openMove: (moveNum: number) => `Vis trekk ${moveNum} i spillet`,
  gamesHeading: 'Spillene',
  gamesCaption: 'Spillerens analyserte spill, nyeste først',
  gamesPagination: 'Sider i spillene',
  gamesColumns: {
    startTime: 'Spill',
    movesAnalysed: 'Analyserte trekk',
    bestFound: 'Funnet',
    expected: 'Forventet',
  },
  openGame: (date: string) => `Vis spillet fra ${date}`,
  /** The admin's case on the player: status, note and history (who, when, what). */
  case: {
    heading: 'Vurdering',
    intro:
      'Her noterer du hva du har sett på og hva du har bestemt. Hver endring lagres med hvem som gjorde den og når.',
    loading: 'Henter vurderingen...',
    loadError: 'Kunne ikke hente vurderingen. Prøv igjen senere.',
    status: 'Status',
    statuses: {
      NOT_REVIEWED: 'Ikke vurdert',
      UNDER_REVIEW: 'Under vurdering',
      CLEARED: 'Vurdert - ingen tiltak',
      WARNED: 'Advart',
      BANNED: 'Utestengt',
    } satisfies Record<FairplayCaseStatus, string>,
    note: 'Notat',
    noteHint: (max: string) => `Hva du har sett på, og hvorfor. Høyst ${max} tegn.`,
    noteTooLong: (max: string) => `Notatet er for langt: høyst ${max} tegn.`,
    banWarning:
      'Utestengt deaktiverer spillerens brukerkontoer og logger dem ut med en gang. En administrator beholder kontoen sin.',
    save: 'Lagre vurderingen',
    saving: 'Lagrer...',
    saved: 'Vurderingen er lagret.',
    saveError: (message: string) => `Kunne ikke lagre vurderingen: ${message}`,
    unchanged: 'Endre status eller notat før du lagrer.',
    historyHeading: 'Historikk',
    noHistory: 'Ingen har vurdert spilleren ennå.',
    historyEntry: (who: string, when: string) => `${when}, ${who}`,
    deactivated: (count: number) =>
      count === 1 ? '1 brukerkonto deaktivert' : `${count} brukerkontoer deaktivert`,
    accountsHeading: 'Brukerkonto',
    noAccount: 'Spilleren har ingen brukerkonto på nettstedet.',
    openAccount: (email: string) => `Åpne ${email} i Brukere`,
  },
  flags: {
    heading: 'Flagg fra boten',
    intro:
      'Trekkene boten selv merket som mistenkelige mens den spilte, nyeste spill først. Hvert trekk åpner spillet ved det trekket.',
    loading: 'Henter flaggene...',
    loadError: 'Kunne ikke hente flaggene. Prøv igjen senere.',
    empty: 'Boten har ikke flagget noen av spillerens trekk.',
    label: (word: string, moveNum: number, date: string) =>
      `${word || 'Trekk'} (trekk ${moveNum}), spill ${date}`,
    points: (points: string) => `${points} poeng`,
  },
  rate: {
    heading: 'Andel beste legg over tid',
    intro:
      'Per måned: hvor ofte spilleren fant det beste legget, mot det forventede for like vanskelige trekk. Linjene vises bare for måneder med minst 10 analyserte trekk. Et brått hopp viser når noe endret seg.',
    bars: 'Analyserte trekk',
    found: 'Andel funnet',
    expected: 'Forventet andel',
    label: (from: string, to: string) =>
      `Diagram over andel beste legg funnet og forventet per måned, ${from}–${to}. Tallene står i tabellen under.`,
    tableCaption: 'Andel beste legg per måned',
    columns: { month: 'Måned', moves: 'Analyserte trekk', found: 'Funnet', expected: 'Forventet' },
  },
} as const;
