/**
 * Every user-facing Norwegian string of the web app, so screens and tests use the same words.
 * Menu labels live with the route table in core/routes.ts (MENU).
 */
export const TEXT = {
  app: {
    name: 'Ordbot',
    title: 'Ordbot – Statistikk og resultater',
    subtitle: 'Statistikk og resultater',
    skipToContent: 'Hopp til innholdet',
    loading: 'Laster...',
    loadingPage: 'Laster siden...',
  },
  menu: {
    label: 'Hovedmeny',
    panelLabel: 'Meny',
    open: 'Åpne meny',
    close: 'Lukk meny',
  },
  noAccess: {
    heading: 'Ingen tilgang',
    body: 'Brukeren din har ikke tilgang til denne siden.',
    home: 'Til forsiden',
  },
  notFound: {
    heading: 'Siden finnes ikke',
    body: 'Adressen du åpnet, finnes ikke på dette nettstedet.',
    home: 'Til forsiden',
  },
  pages: {
    login: 'Logg inn',
    register: 'Registrering',
    logout: 'Logger ut...',
    about: 'Om Ordbot',
    players: 'Spillere',
    playerDetails: 'Spiller',
    games: 'Spill',
    myGames: 'Mine spill',
    replay: 'Spill',
    stats: 'Statistikk',
    words: 'Ord',
    users: 'Brukeradministrering',
    ms: 'Oversikt',
  },
} as const;
