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
} as const;
