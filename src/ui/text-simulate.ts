/**
 * The replay's simulation ('Simuler', docs/strategy.md "Simulation"): its button, progress,
 * ranking and the plain words for what the figures mean. A part of the catalogue of its own,
 * loaded with the analysis only.
 */
export const SIMULATE_TEXT = {
  heading: 'Simulering',
  start: 'Simuler',
  again: 'Simuler på nytt',
  cancel: 'Avbryt',
  intro: (candidates: number, iterations: string, opponent: string) =>
    `Spiller de ${candidates} beste trekkene videre opptil ${iterations} ganger hver, med tilfeldige stativ for ${opponent}.`,
  /** The sides where the panel is not told their names. */
  someMover: 'spilleren i trekket',
  someOpponent: 'motstanderen',
  /** Whose chances the ranking gives: the side to move, by name. */
  forMover: (name: string) => `Sjansene og snittene gjelder ${name}, som er i trekket.`,
  preparing: 'Finner kandidatene …',
  progressLabel: 'Simulering',
  progress: (done: string, total: string) => `${done} av ${total} gjennomspillinger`,
  stoppedEarly: (done: string) =>
    `Stoppet etter ${done} gjennomspillinger: det beste trekket ligger mer enn to standardfeil foran hvert av de andre, så flere gjennomspillinger ville neppe endret hvilket som er best.`,
  stoppedFixed: (done: string) =>
    `Alle ${done} gjennomspillinger er spilt uten at det beste trekket skilte seg klart fra alle de andre underveis: trekk med nesten samme vinnersjanse er omtrent like gode.`,
  cancelled: (done: string) => `Avbrutt etter ${done} gjennomspillinger.`,
  fromDevice: 'Hentet fra simuleringen som er lagret på denne enheten.',
  /** Short headings (the side panel is narrow) and what each stands for. */
  columns: {
    rank: ['#', 'Plass'],
    move: ['Trekk', 'Trekk'],
    win: ['Sjanse', 'Vinnersjanse'],
    error: ['±', 'Usikkerhet i vinnersjansen (én standardfeil, i prosentpoeng)'],
    spread: ['Snitt', 'Snittdifferanse i poeng'],
    equity: ['Verdi', 'Trekkverdi uten simulering'],
  },
  played: 'Spilt',
  rankingCaption: 'Kandidatene etter vinnersjanse i simuleringen',
  explainSummary: 'Hva betyr tallene?',
  /**
   * What the figures mean, naming the side to move (`mover`) and the side that replies
   * (`opponent`), as the rest of the review does.
   */
  explain: (mover: string, opponent: string) => [
    `En gjennomspilling: trekket legges, stativet til ${opponent} og posen trekkes tilfeldig fra brikkene ${mover} ikke ser, og motoren spiller to trekk til: svaret til ${opponent} og det neste trekket til ${mover}. Hvert trekk spilles gjennom mange ganger med nye tilfeldige brikker (alle trekkene med de samme brikkene), og tallene er snittet over gjennomspillingene.`,
    `Sjanse er vinnersjansen: hvor stor sjanse ${mover} i snitt har til å vinne partiet fra stillingen etter de to trekkene, anslått ut fra poengforskjellen og hvor mange brikker som er igjen. Trekket med høyest sjanse er det beste.`,
    '± er usikkerheten i vinnersjansen, i prosentpoeng (én standardfeil): den blir mindre jo flere gjennomspillinger som er spilt. Den sanne vinnersjansen ligger nesten alltid (19 av 20 ganger) innenfor to slike fra tallet, så to trekk som skiller seg med mindre enn det, er omtrent like gode.',
    `Snitt er hvor mange poeng ${mover} leder med (minus: ligger under) i snitt etter de to trekkene, poengene før trekket og verdien av brikkene ${mover} beholder regnet med. Verdi er trekkverdien: poengene pluss verdien av det ${mover} beholder, uten å se fremover.`,
  ],
  sameGrade: (grade: string) => `Simuleringen gir samme karakter: ${grade}.`,
  sameNoGrade: 'Simuleringen gir heller ingen karakter.',
  otherGrade: (simulated: string, staticGrade: string) =>
    `Simuleringen vurderer trekket annerledes enn trekkverdien: ${simulated} (uten simulering: ${staticGrade}).`,
  noGrade: 'ingen karakter',
  lost: (points: string) =>
    `${points} prosentpoeng lavere vinnersjanse enn det beste i simuleringen`,
  lostNone: 'det beste trekket i simuleringen',
  // Why the button is not there.
  rackUnknown:
    'Simulering trenger stativet, og det er ukjent for dette trekket (bare brikkene som ble lagt er kjent). Skriv et stativ i «Prøv et stativ» for å simulere det.',
  bagEmpty:
    'Posen er tom, så begge stativene er kjent: her avgjør sluttspillet, som er regnet ut ovenfor. Simulering trekker tilfeldige stativ og brukes bare når det er brikker i posen.',
  noTables: 'Simulering trenger strategitabellene for dette språket, og de finnes ikke ennå.',
  badRack:
    'Stativet passer ikke med brikkene som ikke ligger på brettet, så det kan ikke simuleres.',
  noMoves: 'Stativet har ingen lovlige legg å simulere.',
  offline: 'Ordlisten er ikke lagret på denne enheten ennå. Koble til nettet for å simulere.',
  failed: 'Beklager, simuleringen feilet. Prøv igjen.',
};
