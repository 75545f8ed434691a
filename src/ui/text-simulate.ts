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
  intro: (candidates: number, iterations: string) =>
    `Spiller de ${candidates} beste trekkene videre opptil ${iterations} ganger hver, med tilfeldige stativ for motstanderen.`,
  /** Whose chances the ranking gives: the side to move, by name. */
  forMover: (name: string) => `Sjansene og snittene gjelder ${name}, som er i trekket.`,
  preparing: 'Finner kandidatene …',
  progressLabel: 'Simulering',
  progress: (done: string, total: string) => `${done} av ${total} gjennomspillinger`,
  stoppedEarly: (done: string) =>
    `Stoppet etter ${done} gjennomspillinger: det beste trekket leder over alle de andre med mer enn to standardfeil.`,
  stoppedFixed: (done: string) => `Alle ${done} gjennomspillinger er spilt.`,
  cancelled: (done: string) => `Avbrutt etter ${done} gjennomspillinger.`,
  fromDevice: 'Hentet fra simuleringen som er lagret på denne enheten.',
  /** Short headings (the side panel is narrow) and what each stands for. */
  columns: {
    rank: ['#', 'Plass'],
    move: ['Trekk', 'Trekk'],
    win: ['Sjanse', 'Vinnersjanse'],
    error: ['±', 'Usikkerhet (én standardfeil)'],
    spread: ['Snitt', 'Snittdifferanse i poeng'],
    equity: ['Verdi', 'Trekkverdi uten simulering'],
  },
  played: 'Spilt',
  rankingCaption: 'Kandidatene etter vinnersjanse i simuleringen',
  explainSummary: 'Hva betyr tallene?',
  explain: [
    'Hvert trekk legges, og så trekkes motstanderens stativ og posen tilfeldig fra brikkene du ikke ser. Motoren spiller deretter to trekk til: motstanderens svar og ditt neste trekk.',
    'Sjanse er vinnersjansen: hvor ofte du vinner i snitt fra stillingen etter de to trekkene. ± er usikkerheten (én standardfeil): den sanne verdien ligger som regel innenfor to slike fra tallet.',
    'Snitt er din poengsum minus motstanderens i snitt etter de to trekkene, med verdien av brikkene du beholder. Verdi er trekkverdien: poengene pluss verdien av det du beholder, uten å se fremover.',
  ],
  sameGrade: (grade: string) => `Simuleringen gir samme karakter: ${grade}.`,
  sameNoGrade: 'Simuleringen gir heller ingen karakter.',
  otherGrade: (simulated: string, staticGrade: string) =>
    `Simuleringen vurderer trekket annerledes: ${simulated} (uten simulering: ${staticGrade}).`,
  noGrade: 'ingen karakter',
  lost: (points: string) => `${points} prosentpoeng bak det beste i simuleringen`,
  // Why the button is not there.
  rackUnknown:
    'Simulering trenger stativet, og det er ukjent for dette trekket (bare brikkene som ble lagt er kjent). Skriv et stativ i «Prøv et stativ» for å simulere det.',
  noTables: 'Simulering trenger strategitabellene for dette språket, og de finnes ikke ennå.',
  badRack:
    'Stativet passer ikke med brikkene som ikke ligger på brettet, så det kan ikke simuleres.',
  noMoves: 'Stativet har ingen lovlige legg å simulere.',
  offline: 'Ordlisten er ikke lagret på denne enheten ennå. Koble til nettet for å simulere.',
  failed: 'Beklager, simuleringen feilet. Prøv igjen.',
};
