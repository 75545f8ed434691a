/** The player list and a player's page; its profile's figures are in text-profile.ts (TEXT). */
import { W } from './text-words.ts';

export const PLAYERS_TEXT = {
  players: {
    heading: W.playersScreen,
    caption: 'Alle spillere',
    loading: 'Henter spillere...',
    columns: {
      name: 'Navn',
      gamesStarted: W.gamesStarted,
      won: W.wonCount,
      draw: W.draw,
      lost: W.lostCount,
      percentageWon: W.percentageWon,
    },
    showPlayer: (name: string) => `Vis spiller ${name}`,
    gamesOfPlayer: (count: string, name: string) => `${count} spill startet av ${name}`,
    pagination: 'Sider i spillerlisten',
    search: 'Søk etter navn',
    searchPlaceholder: 'Søk spiller...',
    noneFound: W.noPlayersFound,
  },
  playerDetails: {
    loading: 'Henter spiller...',
    notFound: 'Fant ikke spilleren',
    notFoundBody: 'Spilleren finnes ikke, eller du har ikke tilgang til den.',
    /** A user who sees only their own player, on another player's page (the server's 404). */
    notYours: 'Ikke din spiller',
    notYoursBody:
      'Du kan bare se statistikken til spilleren som er koblet til kontoen din. Andre spillere er ikke synlige for deg.',
    ownProfile: 'Gå til din statistikk',
    figures: 'Tall',
    gamesStarted: W.gamesStarted,
    gamesFinished: 'Ferdige',
    won: W.wonCount,
    draw: W.draw,
    lost: W.lostCount,
    percentageWon: W.percentageWon,
    latestGames: 'Siste spill',
    loadingGames: W.loadingGames,
    noGames: 'Ingen spill ennå',
    allGames: (name: string) => `Alle spill for ${name}`,
    score: (player: string, bot: string) => `${player} – ${bot}`,
    scoreLabel: 'Poeng, spiller – bot:',
    result: {
      won: W.won,
      lost: W.lost,
      draw: W.draw,
      ongoing: W.ongoing,
    },
    openGame: 'Åpne spillet',
    /** On the game screens: the link to the player's profile. */
    profileLink: (name: string) => `Statistikk for ${name}`,
  },
  /** A signed-in user whose account has no player (the games screens and another's profile). */
  notLinked: {
    heading: 'Kontoen er ikke koblet til en spiller',
    body: 'Kontoen din er ikke koblet til en spiller i Wordfeud ennå, så det finnes ingen spill å vise her.',
    howBefore: 'Slik kobler du den: start et spill mot Ordbot i Wordfeud og skriv ',
    command: 'web',
    howMiddle: ' fulgt av e-postadressen du logger inn med i chatten, for eksempel ',
    example: 'web kari@example.no',
    howAfter:
      '. Du får en lenke på e-post der du velger passordet ditt på nytt, og da er kontoen koblet til spilleren din.',
    home: 'Les mer på forsiden',
  },
} as const;
