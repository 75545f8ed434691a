// Over 300 lines: the replay's analysis speaks in one catalogue, so its panel, summary and
// 'Prøv et stativ' word the same things the same way.
/**
 * The replay's move analysis (docs/analysis.md): its panel, 'Prøv et stativ' and
 * 'Oppsummering'.
 * A part of the catalogue of its own (not in text.ts) because only its screens load it: the home
 * page's JavaScript stays within its budget (tests/e2e/budgets.spec.ts).
 */
/**
 * What each move opens for the opponent in the verdict: the opponent by name and its best
 * reply's points after each move ('18,4'), an average over drawn racks or (`average` false) the
 * one rack the empty bag leaves it; `compare` is the better move's figure against the played
 * one's (-1 less, 0 the same, 1 more).
 */
export interface WhyOpens {
  opponent: string;
  better: string;
  played: string;
  average: boolean;
  compare: -1 | 0 | 1;
}

/** The verdict's clause on what each move opens ('Ordbot kan bare svare med i snitt 18 poeng mot 31,4'). */
export function whyOpensClause(v: WhyOpens): string {
  const mean = v.average ? 'i snitt ' : '';
  if (v.compare === 0) return `${v.opponent} kan svare med ${mean}${v.better} poeng etter begge`;
  return `${v.opponent} kan ${v.compare < 0 ? 'bare ' : ''}svare med ${mean}${v.better} poeng mot ${v.played}`;
}

export const ANALYSIS_TEXT = {
  heading: 'Analyse',
  toggle: 'Analyse',
  start: 'Analyser spillet',
  startNote: 'Første gang lastes ordlisten ned; deretter virker analysen også uten nett.',
  running: 'Analyserer spillet …',
  ongoing: 'Analysen blir tilgjengelig når spillet er ferdig.',
  offline: 'Ordlisten er ikke lagret på denne enheten ennå. Koble til nettet for å analysere.',
  noLexicon: 'Ordlisten for dette språket finnes ikke på serveren.',
  failed: 'Beklager, analysen feilet. Prøv igjen senere.',
  retry: 'Prøv igjen',
  /** `name` is the list's language in words ('norsk bokmål'), never the package's name. */
  list: (name: string, words: string, removed: string | null) =>
    removed === null
      ? `Analysert med ordlisten for ${name} (${words} ord).`
      : `Analysert med ordlisten for ${name} (${words} ord, renset for ${removed} forkortelser og fremmedord).`,
  /** The word lists' languages as the analysis names them. */
  /** Where the review was made (../shared/docs/verdict.md). */
  source: {
    DEEP: 'Dypanalysen er ferdig: serveren har regnet gjennom spillet, sluttspillet til bunns der det lot seg gjøre.',
    QUICK: 'Hurtiganalyse fra serveren. Dypanalysen er i kø, og siden viser den når den er ferdig.',
    DEVICE: 'Foreløpig analyse, laget på denne enheten: serveren har ikke analysert spillet ennå.',
  },
  sourceTitle: { DEEP: 'Dypanalyse', QUICK: 'Hurtiganalyse', DEVICE: 'Foreløpig analyse' },
  listLanguage: {
    NO_B: 'norsk bokmål',
    NO_NY: 'norsk nynorsk',
    ENG_US: 'amerikansk engelsk',
    ENG_INT: 'internasjonal engelsk',
  },
  pickMove: 'Velg et trekk for å se analysen av det.',
  notAnalysed: 'Bytte, pass og oppgivelse analyseres ikke.',
  words: 'Ord',
  notInList: 'Ikke i ordlisten',
  inList: 'i ordlisten',
  scoreMismatch: (points: number) => `Poengene stemmer ikke med reglene (${points} etter reglene)`,
  scoreOk: (points: number) => `Poengene stemmer med reglene (${points}).`,
  bestSameTiles: 'Beste legg med de samme brikkene',
  noSameTiles: 'Ingen annen plassering av de samme brikkene.',
  morePoints: (points: number) => `(${points} poeng mer)`,
  bestFound: (name: string) => `${name} fant den beste plasseringen av brikkene.`,
  bestWithRack: 'Beste trekk med stativet',
  mostPointsWithRack: 'Flest poeng med stativet',
  /** The verdict's list where the rack is inferred: it is judged with the likeliest rack. */
  bestWithLikeliestRack: 'Beste trekk med det mest sannsynlige stativet',
  mostPointsWithLikeliestRack: 'Flest poeng med det mest sannsynlige stativet',
  /**
   * A person's move whose rack the bot did not see, judged by the racks the rest of the game makes
   * likely (../shared/docs/verdict.md, the person's racks): every line says the rack is inferred
   * and how sure it is, never as if it were known. `chance` and `p` are formatted per cents.
   */
  inferred: {
    heading: 'Trolig stativ',
    intro: (name: string) =>
      `Boten så ikke stativet til ${name}. Det er anslått ut fra resten av partiet, ikke kjent.`,
    /** How sure the likeliest rack is: at least 90 %, at least 50 %, less. */
    sure: 'Nesten sikkert',
    likely: 'Trolig',
    unsure: 'Usikkert: flere stativ er mulige. Mest sannsynlig',
    racks: 'De mest sannsynlige stativene:',
    /** A chance rounded to 100,0 % or 0,0 % would read as certain. */
    over: (percent: string) => `over ${percent}`,
    under: (percent: string) => `under ${percent}`,
    best: (move: string, points: number) => `beste trekk: ${move}, ${points} poeng`,
    playedBest: 'det spilte trekket var best',
    rackLost: (points: string) => `${points} prosentpoeng tapt med dette stativet`,
    expectedLoss: (points: string) =>
      `Forventet tap: ${points} prosentpoeng vinnersjanse (snitt over de mulige stativene).`,
    grade: (grade: string) => `${grade} (anslått stativ)`,
    gradeTag: (grade: string, name: string, points: string | null) =>
      points === null
        ? `${grade} av ${name} (anslått stativ)`
        : `${grade} av ${name} (anslått stativ): forventet tap ${points} prosentpoeng vinnersjanse`,
    maybe: (chance: string) =>
      `Kanskje et svakt trekk: ${chance} sjanse for at trekket tapte 3 prosentpoeng eller mer.`,
    maybeShort: 'Kanskje et svakt trekk (anslått stativ)',
    winLostValue: (name: string, points: string) =>
      `${name}: forventet ${points} prosentpoeng (anslått stativ)`,
  },
  verdictEquity: (value: string, win: string | null) =>
    win === null ? `trekkverdi ${value}` : `trekkverdi ${value}, vinnersjanse ${win}`,
  verdictEndgame: (spread: string) => `sluttstilling ${spread}`,
  verdictEstimate: (spread: string) => `anslått ${spread} (søket nådde ikke slutten)`,
  rack: (rack: string) => `Stativ: ${rack}`,
  rackSource: {
    BOT: 'sendt av boten',
    BINGO: 'alle sju brikkene ble lagt',
    ENDGAME: 'posen var tom',
    INFERRED: 'anslått ut fra partiet',
  },
  played: 'Spilt',
  playedBelow: 'Det spilte trekket:',
  noMoves: 'Ingen lovlige trekk.',
  missed: 'Poeng bak beste kjente trekk',
  missedValue: (name: string, points: number, winLost: number | null = null) =>
    points > 0
      ? `${name}: ${points} poeng`
      : winLost !== null && winLost > 0
        ? `${name}: 0 poeng (det beste trekket gir ikke flere poeng, men bedre vinnersjanse)`
        : `${name}: 0 poeng (fant det beste kjente)`,
  grade: 'Vurdering',
  grades: { INACCURACY: 'Unøyaktighet', MISTAKE: 'Feil', BLUNDER: 'Tabbe' },
  gradeTag: (grade: string, name: string, missed: number) =>
    `${grade} av ${name}: ${missed} poeng bak beste kjente trekk`,
  noGrade: 'Ingen',
  previewLabel: (notation: string, points: number) =>
    `Vis ${notation}, ${points} poeng, på brettet`,
  previewOn: (notation: string, points: number) =>
    `Viser ${notation}, ${points} poeng, på brettet. Escape fjerner forslaget.`,
  previewOff: 'Forslaget er fjernet fra brettet.',
  previewNote: 'Forslag vises med stiplet kant. Klikk igjen eller trykk Escape for å fjerne det.',
  tryRack: 'Prøv et stativ',
  tryRackHelp: (where: string) =>
    `Opptil sju bokstaver, ? for blank brikke. Trekkene gjelder brettet ${where}.`,
  tryRackStart: 'ved start',
  tryRackAfter: (n: number) => `etter trekk ${n}`,
  tryRackSubmit: 'Vis beste trekk',
  tryRackResults: (rack: string) => `Beste trekk med ${rack}`,
  summary: 'Oppsummering',
  summaryMoves: 'Trekk analysert',
  summaryBestFound: 'Brikkene lagt på beste plass',
  summaryBestFoundValue: (count: number, total: number, percent: string) =>
    `${count} av ${total} (${percent})`,
  summaryMissed: 'Poeng bak beste kjente trekk',
  summaryMissedValue: (points: string) => `${points} poeng`,
  summaryMissedPerMove: 'Poeng bak per trekk',
  summaryBiggestMiss: 'Største poengtap i ett trekk',
  summaryBiggestMissValue: (move: number, points: number) => `Trekk ${move}: ${points} poeng`,
  summaryNote:
    'Beste kjente trekk er det beste med stativet når det er kjent, ellers den beste plasseringen av de samme brikkene. «Brikkene lagt på beste plass» teller trekk der de lagte brikkene ga flest mulig poeng.',
  summaryBingos: 'Bingoer lagt',
  summaryBingosPossible: 'Mulige bingoer (kjent stativ)',
  summaryBingosPossibleValue: (bingos: number, racks: number) => `${bingos} av ${racks}`,
  summaryNone: '–',
  summarySide: 'Måltall',
  shortcuts: 'Hurtigtaster',
  shortcutsOpen: 'Hurtigtaster (?)',
  shortcutsClose: 'Lukk',
  shortcutsKey: 'Tast',
  shortcutsAction: 'Handling',
  shortcutList: [
    ['← / →', 'Forrige / neste trekk (når brettet har fokus)'],
    ['Home / End', 'Første / siste trekk (når brettet har fokus)'],
    ['n', 'Neste trekk med vurdering'],
    ['N (Shift+n)', 'Forrige trekk med vurdering'],
    ['Escape', 'Fjern forslaget fra brettet, eller lukk et panel'],
    ['?', 'Vis hurtigtastene'],
  ],
  // Winning chances, accuracy, 'Hvorfor' and the perfect endgame (docs/strategy.md).
  /** The tables' version ('NO_B-2') in words: 'strategitabeller versjon 2'. */
  analysedWith: (version: string) =>
    `Analysert med strategitabeller versjon ${/-(\w+)$/.exec(version)?.[1] ?? version}.`,
  analysedInPoints: 'Analysert i poeng: dette språket har ingen vinnersjansetabeller ennå.',
  notation:
    'Notasjon: 8H HASJ står vannrett fra rad 8, kolonne H; H8 HASJ står loddrett fra kolonne H, rad 8. En liten bokstav er en blank brikke.',
  previousMistake: 'Forrige feil',
  nextMistake: 'Neste feil',
  bestLegend: 'Beste trekk',
  bestLegendNote: (notation: string, points: number) =>
    `${notation}, ${points} poeng, vist med stiplet kant.`,
  showPlayed: 'Vis det spilte trekket',
  /** Whose move the analysis is of. */
  moveBy: (name: string) => `Trekket til ${name}`,
  winChance: 'Vinnersjanse',
  /** The figures always speak for the human player (`name`), whoever moved. */
  winChanceFor: (name: string) => `Vinnersjanse for ${name}`,
  winChanceValue: (played: string, best: string, mover: string) =>
    `${played} etter trekket, ${best} etter det beste kjente trekket til ${mover}`,
  winLost: 'Tapt vinnersjanse',
  winLostValue: (name: string, points: string) => `${name} tapte ${points} prosentpoeng`,
  accuracy: 'Nøyaktighet',
  /** `value` is a formatted per cent ('78,3 %'). */
  accuracyValue: (value: string) => value,
  accuracyNote:
    'Det beste kjente trekket gir full nøyaktighet; jo mer vinnersjanse trekket taper, jo lavere blir den.',
  gradeTagWin: (grade: string, name: string, points: string) =>
    `${grade} av ${name}: ${points} prosentpoeng vinnersjanse tapt`,
  gradeTagEndgame: (grade: string, name: string, spread: number) =>
    `${grade} av ${name}: ${spread} poeng tapt i sluttspillet`,
  equityTop: 'Trekkverdi',
  equityNote: 'Poeng pluss verdien av brikkene du beholder.',
  leave: (tiles: string, value: string) => `Beholdt: ${tiles || '–'} (${value})`,
  leaveTiles: (tiles: string, value: string) => `${tiles || 'ingen brikker'} (${value})`,
  equityValue: (value: string) => `trekkverdi ${value}`,
  why: 'Hvorfor',
  /**
   * The verdict in one sentence, from the engine's figures only: the points, what each move keeps
   * (a known rack), what each opens for the opponent (its best reply's average over racks drawn
   * from the tiles the mover cannot see) and the mover's winning chance after each (the tables'
   * judgement of what is likely to come). Never the opponent's real next rack.
   */
  whyVerdict: (v: {
    /** The side that made the move; null: the reader (practice). */
    mover: string | null;
    better: string;
    played: string;
    betterPoints: number;
    playedPoints: number;
    leaves: { better: string; played: string } | null;
    /** What each move opens for the opponent (whyOpensClause). */
    opens: WhyOpens | null;
    /** `mover`: whose chances (the human player); null: the reader's own move (practice). */
    chances: { mover: string | null; better: string; played: string } | null;
  }) => {
    const clauses = [`${v.betterPoints} mot ${v.playedPoints} poeng`];
    if (v.leaves) clauses.push(`det beholder ${v.leaves.better} mot ${v.leaves.played}`);
    // A better move that opens more for the opponent is better in spite of it.
    const opens = v.opens ? whyOpensClause(v.opens) : '';
    if (v.opens && v.opens.compare <= 0) clauses.push(opens);
    const last = clauses.length > 1 ? `, og ${clauses.pop() as string}` : '';
    const reasons =
      clauses.join(', ') + last + (v.opens && v.opens.compare > 0 ? `, selv om ${opens}` : '');
    return (
      `${v.better} er bedre${v.mover === null ? '' : ` for ${v.mover}`} enn ${v.played}: ${reasons}` +
      (v.chances
        ? `, så vinnersjansen ${v.chances.mover === null ? 'din' : `til ${v.chances.mover}`} blir ${v.chances.better} i stedet for ${v.chances.played}.`
        : '.')
    );
  },
  whyBetterScore: (notation: string, points: number) => `${notation} gir ${points} poeng:`,
  whyWord: (word: string, points: number) => `${word} ${points}`,
  whyPremium: (name: string, square: string, letter: string) => `${name} på ${square} (${letter})`,
  whyNoPremium: 'ingen premieruter',
  whyBingo: 'alle sju brikkene: +40',
  whyPlayedScore: (notation: string, points: number) => `${notation} gir ${points} poeng:`,
  whyLeaves: (played: string, better: string) =>
    `Det spilte trekket beholder ${played}; det beste beholder ${better}.`,
  /**
   * What each move opens, and how it is judged: `racks` racks drawn from the tiles `mover` cannot
   * see (1: the bag is empty, so the opponent's rack is known from the board).
   */
  whyOpens: (v: {
    opponent: string;
    /** Whose view the unseen tiles are; null: the reader (practice). */
    mover: string | null;
    played: string;
    better: string;
    afterPlayed: string;
    afterBetter: string;
    racks: number;
  }) =>
    `Beste svar for ${v.opponent}: i snitt ${v.afterPlayed} poeng etter ${v.played} og ${v.afterBetter} etter ${v.better}` +
    (v.racks > 1
      ? `, regnet over ${v.racks} tilfeldige stativ av brikkene ${v.mover === null ? 'du' : v.mover} ikke ser (posen og stativet til ${v.opponent}).`
      : ` (posen er tom, så brikkene ${v.mover === null ? 'du' : v.mover} ikke ser er stativet til ${v.opponent}).`),
  endgame: 'Perfekt sluttspill',
  endgameSearched: (depth: number) => `Sluttspill (søkt ${depth} trekk dypt)`,
  endgameLost: (name: string, points: number) => `${name} tapte ${points} poeng mot perfekt spill.`,
  endgameLostSearched: (name: string, points: number) =>
    `${name} tapte ${points} poeng mot den beste linjen søket fant.`,
  endgameBest: (name: string, spread: string) =>
    `Beste rekkefølge (sluttstilling for ${name}: ${spread}):`,
  endgamePlayed: (name: string, spread: string) =>
    `Etter det spilte trekket: ${spread} for ${name}.`,
  endgameBestEstimate: (name: string, spread: string) =>
    `Beste linje søket fant, kuttet der søket stoppet (anslått for ${name}: ${spread}):`,
  endgamePlayedEstimate: (name: string, spread: string) =>
    `Etter det spilte trekket: anslått ${spread} for ${name}.`,
  preendgame: 'Før sluttspillet',
  preendgameShare: (
    label: string,
    notation: string,
    who: string,
    share: string,
    wins: number,
    total: number,
  ) =>
    `${label} ${notation}: ${who} vinner ${share} (${wins} av ${total} trekninger av siste brikke).`,
  preendgamePlayed: 'Spilt',
  preendgameBest: 'Beste',
  endgamePass: 'PASS',
  summaryAccuracy: 'Nøyaktighet',
  summaryGraded: 'Vurderte trekk',
  summaryGradedMove: (move: number, grade: string) => `Trekk ${move}: ${grade}`,
  winGraph: 'Vinnersjanse',
  winGraphLabel: (name: string) =>
    `Graf over ${name}s vinnersjanse etter hvert trekk, med vurderte trekk markert. Klikk et punkt for å velge trekket.`,
  winGraphTableCaption: 'Vinnersjanse etter hvert trekk',
  winGraphNote: (name: string) =>
    `Kurven viser vinnersjansen til ${name}, også etter trekkene til Ordbot.`,
  scoreGraphShow: 'Vis poenggrafen',
  winGraphShow: 'Vis vinnersjansen',
  tryRackBefore: (n: number) => `før trekk ${n}`,
  tryRackPrefilled:
    'Fylt ut med brikkene som ble lagt; legg til bokstaver for å prøve et helt stativ.',
} as const;
