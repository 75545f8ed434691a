/**
 * The app's frame and what every screen shares: the name, the menu, labels, the installed app and
 * its cache, access and not-found pages, page titles, tables and paging (TEXT in text.ts).
 */
import type { SquareCode } from '@ordbot/engine/board.ts';
import type { AccountStatus, Role } from '@ordbot/contract/enums.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import {
  BOARD_TYPE_LABELS,
  LANGUAGE_LABELS,
  SQUARE_SHORT_LABELS,
} from '@ordbot/contract/labels.ts';
import type { RouteKey } from '@ordbot/contract/routes.ts';
import { W, APP_NAME, APP_SUBTITLE } from './text-words.ts';

export const SHELL_TEXT = {
  app: {
    /** Also the installed app's short name and the page's title (vite.config.ts, index.html). */
    name: APP_NAME,
    title: `${APP_NAME} – ${APP_SUBTITLE}`,
    subtitle: APP_SUBTITLE,
    description:
      'Statistikk, resultater og gjennomgang av spill for Ordbot, en bot som spiller Wordfeud på norsk.',
    skipToContent: 'Hopp til innholdet',
    loading: W.loading,
    loadingPage: 'Laster siden...',
    /** A screen whose code could not be fetched (offline before it was ever opened). */
    pageOffline:
      'Denne siden er ikke lagret på enheten ennå og kan ikke vises uten nett. Den lastes når du er på nett igjen.',
    pageFailed: 'Siden kunne ikke lastes.',
    pageReload: 'Last inn på nytt',
  },
  menu: {
    /** The entries' labels (docs/product.md, Top menu); which entries a user sees is packages/contract/routes.ts MENU. */
    entries: {
      home: 'Hjem',
      stats: W.statsScreen,
      players: W.playersScreen,
      myGames: W.myGamesScreen,
      myProfile: 'Min statistikk',
      practice: 'Øv',
      games: W.allGamesScreen,
      words: W.wordsScreen,
      users: 'Brukere',
      fairplay: 'Juksanalyse',
      login: W.signIn,
      account: W.accountScreen,
      logout: 'Logg ut',
    } satisfies Partial<Record<RouteKey | 'myProfile', string>>,
    label: 'Hovedmeny',
    panelLabel: 'Meny',
    open: 'Åpne meny',
    close: 'Lukk meny',
  },
  /** The words for core's codes (packages/contract/enums.ts, packages/engine/board.ts). */
  labels: {
    /** Shared with the server's exports (packages/contract/labels.ts). */
    language: LANGUAGE_LABELS,
    boardType: BOARD_TYPE_LABELS,
    /** The user-administration screen's roles (docs/product.md, Data). */
    role: {
      USER: 'Bruker',
      PLAYER: 'Spiller',
      SUPERVISOR: 'Supervisor',
      ADMIN: 'Administrator',
    } satisfies Record<Role, string>,
    accountStatus: {
      NOT_VERIFIED: 'Ikke verifisert',
      INACTIVE: 'Inaktiv',
      ACTIVE: 'Aktiv',
    } satisfies Record<AccountStatus, string>,
    /** The board's squares, for accessible labels and tooltips. */
    square: {
      0: 'Vanlig rute',
      1: 'Dobbel bokstav',
      2: 'Trippel bokstav',
      3: 'Dobbelt ord',
      4: 'Trippelt ord',
      5: 'Start',
    } satisfies Record<SquareCode, string>,
    /** Printed on empty premium squares, also on the server's board images (packages/contract/labels.ts). */
    squareShort: SQUARE_SHORT_LABELS,
  },
  /** The installable app: update notice, install button, offline banner. */
  pwa: {
    updateAvailable: 'Ny versjon tilgjengelig',
    updateNow: 'Oppdater nå',
    updateLater: 'Senere',
    updating: 'Oppdaterer...',
    install: 'Installer appen',
    /**
     * Only that there is no network: whether a screen shows stored data is its own note's to say
     * (cache-note.tsx), or its message that nothing is stored, so the two never disagree.
     */
    offline: 'Du er frakoblet.',
  },
  /** The marker on data that comes from the offline cache (src/ui/cache-note.tsx). */
  cache: {
    savedAt: (when: string) => `Frakoblet – viser lagrede data fra ${when}.`,
    partial: 'Søket gjelder bare spill som er lagret på denne enheten.',
    unavailable:
      'Kunne ikke lagre data på denne enheten. Siden virker som vanlig på nett, men spillene blir ikke tilgjengelige uten nett.',
  },
  noAccess: {
    heading: 'Ingen tilgang',
    body: 'Brukeren din har ikke tilgang til denne siden.',
    home: W.toHome,
  },
  notFound: {
    heading: 'Siden finnes ikke',
    body: 'Adressen du åpnet, finnes ikke på dette nettstedet.',
    home: W.toHome,
  },
  /**
   * Each screen's page title before ' – Ordbot' (src/ui/use-page-title.ts); the home page has the
   * app's own title. Route parameters give the number ('Spill 123').
   */
  titles: {
    login: W.signIn,
    logout: 'Logg ut',
    about: 'Om Ordbot',
    players: W.playersScreen,
    // Until the page has the name it shows in its heading (and then names the tab by it, not by
    // an id: usePageTitle in the page).
    playerDetails: 'Spiller',
    games: W.allGamesScreen,
    myGames: W.myGamesScreen,
    game: 'Spill for spilleren',
    playerGame: 'Spill',
    stats: W.statsScreen,
    words: W.wordsScreen,
    users: 'Brukere',
    fairplay: 'Juksanalyse',
    fairplayPlayer: 'Juksanalyse',
    practice: 'Øv på feilene',
    privacy: 'Personvern',
    account: W.accountScreen,
    register: 'Registrering',
    ms: 'Oversikt',
    notFound: 'Siden finnes ikke',
  } satisfies Record<Exclude<RouteKey, 'home'> | 'notFound', string>,
  pages: {
    login: W.signIn,
    register: 'Registrering',
    account: W.accountScreen,
    privacy: 'Personvern',
    logout: 'Logger ut...',
    about: 'Om Ordbot',
    playerDetails: 'Spiller',
    replay: 'Spill',
    ms: 'Oversikt',
  },
  /** A table wider than its frame on a phone (src/ui/scroll-table.tsx). */
  table: {
    scrollHint: 'Sveip sideveis for å se hele tabellen',
  },
  pagination: {
    label: 'Sider',
    previous: 'Forrige',
    next: 'Neste',
    page: (page: number) => `Side ${formatNumber(page)}`,
  },
} as const;
