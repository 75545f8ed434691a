/**
 * Practice ('Øv på feilene', docs/strategy.md "Practice"), the tile-placing board and the
 * replay's 'Øv på dette trekket' and 'Prøv et eget trekk'.
 * A part of the catalogue of its own (not in text.ts) because only its screens load it: the home
 * page's JavaScript stays within its budget (tests/e2e/budgets.spec.ts).
 */
import { formatDecimal } from '@ordbot/contract/format.ts';

export const PRACTICE_TEXT = {
  heading: 'Øv på feilene',
  intro:
    'Trekk fra dine egne ferdige spill der analysen fant et bedre legg. Legg brikkene på brettet og se om du finner det beste trekket.',
  placedTiles: 'Du la disse brikkene. Finn et bedre legg.',
  rackTiles: 'Dette var stativet ditt. Finn det beste trekket.',
  inferredRackTiles:
    'Dette var nesten sikkert stativet ditt (anslått ut fra resten av partiet). Finn det beste trekket.',
  check: 'Sjekk',
  showSolution: 'Vis løsning',
  next: 'Neste',
  tryAgain: 'Prøv igjen',
  correct: 'Riktig! Det beste trekket.',
  legal: (points: number, best: number) => `Lovlig trekk: ${points} poeng. Det beste gir ${best}.`,
  illegal: (reason: string) => `Ikke et lovlig trekk: ${reason}`,
  progress: (solved: number, total: number) => `${solved} av ${total} løst`,
  order: 'Rekkefølge',
  orderWorst: 'Største feil først',
  orderNewest: 'Nyeste først',
  grade: 'Karakter',
  allGrades: 'Alle',
  loading: 'Henter øvelser …',
  loadError: 'Kunne ikke hente øvelsene. Prøv igjen senere.',
  listOffline:
    'Du er frakoblet, og øvelsene er ikke lagret på denne enheten ennå. Åpne Øv én gang på nett, så virker de også uten nett.',
  retry: 'Prøv igjen',
  empty:
    'Ingen øvelser ennå. Når analysen finner trekk i dine ferdige spill som kunne vært bedre, dukker de opp her.',
  emptyFilter: 'Ingen øvelser med denne karakteren.',
  gameLoading: 'Henter spillet …',
  gameOffline:
    'Du er frakoblet, og spillet til denne øvelsen er ikke lagret på denne enheten. Øvelser fra spill du har åpnet, virker uten nett.',
  gameError: 'Kunne ikke hente spillet til denne øvelsen.',
  checking: 'Sjekker …',
  lexiconOffline: 'Ordlisten er ikke lagret på denne enheten ennå. Koble til nettet for å sjekke.',
  noLexicon: 'Ordlisten for dette språket finnes ikke på serveren.',
  exerciseOf: (n: number, total: number) => `Øvelse ${n} av ${total}`,
  fromGame: (date: string, moveNum: number) => `Fra spillet ${date}, trekk ${moveNum}`,
  openGame: 'Se trekket i spillet',
  /** Before an answer: the game at the position of the exercise, without its move. */
  openPosition: 'Se stillingen i spillet',
  /** The context of the puzzle: the score before the move and the bag. */
  scoreBefore: (player: string, playerScore: number, botScore: number) =>
    `Stilling: ${player} ${playerScore} – Ordbot ${botScore}`,
  bagLeft: (count: number) =>
    count === 1 ? '1 brikke igjen i posen' : `${count} brikker igjen i posen`,
  bagEmpty: 'Posen er tom',
  opponentRack: (name: string) => `${name} har`,
  blankShort: 'blank',
  bestMove: 'Beste trekk',
  yourMove: 'Ditt trekk',
  played: 'Spilt i partiet',
  solvedBefore: 'Du har løst denne før. Prøv gjerne igjen.',
  rank: (rank: number, total: number) => `Nummer ${rank} av ${formatDecimal(total)} mulige trekk`,
  equity: (equity: number) =>
    `Verdi ${formatDecimal(equity)} (poeng pluss verdien av brikkene du beholder)`,
  pointsOnly: 'Rangert etter poeng: det finnes ingen strategitabeller for dette språket ennå.',
  pointsRackUnknown:
    'Rangert etter poeng: stativet er ukjent, så verdien av brikkene som blir igjen kan ikke regnes med.',
  legalEndgame: (points: number, spread: string, best: string) =>
    `Lovlig trekk: ${points} poeng, som gir sluttstilling ${spread}. Det beste gir ${best}.`,
  endgameExact:
    'Posen er tom, så trekket er målt etter sluttstillingen når begge spiller perfekt, ikke etter poeng.',
  endgameSearched:
    'Posen er tom, så trekket er målt etter sluttstillingen søket fant (anslått: søket nådde ikke slutten på alle linjer).',
  pending: (count: number) =>
    count === 1
      ? '1 svar sendes når du er på nett igjen.'
      : `${count} svar sendes når du er på nett igjen.`,
  practiseMove: 'Øv på dette trekket',
  tryOwn: 'Prøv et eget trekk',
  tryOwnHeading: 'Prøv et eget trekk',
  tryOwnIntro:
    'Legg et trekk på brettet før dette trekket og se poengene, verdien og plasseringen.',
  tryOwnClose: 'Lukk',
  /** 'Prøv et eget trekk' on either side's move: whose tiles these are, by name. */
  rackTilesOf: (name: string) => `Dette var stativet til ${name}. Finn det beste trekket.`,
  placedTilesOf: (name: string) => `${name} la disse brikkene. Finn et bedre legg.`,
  rackOf: (name: string) => `Brikkene til ${name}`,
  score: (points: number) => `${points} poeng`,
  profileHeading: 'Øvelser',
  solvedCount: 'Øvelser løst',
  firstTryShare: 'Løst på første forsøk',
  // The tile-placing board.
  board: 'Brett for å legge brikker',
  rack: 'Brikkene dine',
  blank: 'Blank brikke',
  tile: (letter: string, points: number) => `${letter}, ${points} poeng`,
  placed: (letter: string, square: string) => `${letter} plassert på ${square}`,
  takenBack: (letter: string, square: string) => `${letter} tatt tilbake fra ${square}`,
  allTakenBack: 'Alle brikkene er tatt tilbake',
  notOnRack: (letter: string) => `Du har ingen ${letter} på stativet`,
  squareTaken: (square: string) => `${square} er opptatt`,
  across: 'Retning: bortover',
  down: 'Retning: nedover',
  selected: (letter: string) => `${letter} valgt. Velg en rute.`,
  takeBackAll: 'Ta tilbake alle',
  blankTitle: 'Hvilken bokstav skal den blanke brikken være?',
  blankCancel: 'Avbryt',
  /** On a touch screen (and a narrow one) instead of the keys. */
  touch:
    'Trykk på en brikke og så på en rute for å legge den, eller dra den dit. Trykk på en lagt brikke for å ta den tilbake.',
  keys: 'Tastatur: piltastene flytter markøren, en bokstav legger den brikken, mellomrom snur retningen, Backspace tar tilbake, Enter sjekker.',
  squareName: (column: string, row: number) => `${column}${row}`,
};
