/** The app's name and the words several screens say with one meaning (TEXT's sections use them). */
import { STATS_LANGUAGE } from '@ordbot/contract/constants.ts';
import { LANGUAGE_LABELS } from '@ordbot/contract/labels.ts';

export const APP_NAME = 'Ordbot';
export const APP_SUBTITLE = 'Statistikk og resultater';

/** The home page's and the statistics' figures count bokmål games only, and say so. */
export const STATS_LANGUAGE_NOTE = `Spill på ${LANGUAGE_LABELS[STATS_LANGUAGE].toLowerCase()}`;

/** Words several places say with one meaning, written once (the catalogue refers to them). */
export const W = {
  signIn: 'Logg inn',
  email: 'E-post',
  password: 'Passord',
  saving: 'Lagrer...',
  loading: 'Laster...',
  retry: 'Prøv igjen',
  offline: 'Fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen.',
  toHome: 'Til forsiden',
  brokenGame: 'Spillet er korrupt og kan ikke vises.',
  noPlayersFound: 'Ingen spillere funnet',
  loadingGames: 'Henter spill...',
  ongoing: 'Pågående',
  cheat: 'Juks',
  startTime: 'Starttid',
  language: 'Språk',
  role: 'Rolle',
  status: 'Status',
  numPlayers: 'Antall spillere',
  numGames: 'Antall spill',
  numMoves: 'Ord lagt',
  won: 'Seier',
  lost: 'Tap',
  draw: 'Uavgjort',
  gamesStarted: 'Startet',
  wonCount: 'Vunnet',
  lostCount: 'Tapt',
  percentageWon: 'Vinnerprosent',
  accountScreen: 'Min konto',
  statsScreen: 'Statistikk',
  playersScreen: 'Spillere',
  wordsScreen: 'Ord',
  /** The menu entry and the screen's heading say it the same way (docs/product.md, Top menu). */
  myGamesScreen: 'Mine Spill',
  allGamesScreen: 'Alle Spill',
} as const;
