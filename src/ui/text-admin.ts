/** User administration and the jobs screen (TEXT in text.ts). */
import { W } from './text-words.ts';

export const ADMIN_TEXT = {
  /** User administration (/users), docs/product.md: User administration, Checks, Errors. */
  users: {
    heading: 'Brukeradministrering',
    refresh: 'Oppdater brukere',
    refreshing: W.loading,
    loading: 'Henter brukere...',
    tableCaption: 'Brukere',
    columnId: 'Bruker-ID',
    columnPlayer: 'Spillernavn i Wordfeud',
    columnEmail: W.email,
    columnRole: W.role,
    columnStatus: W.status,
    columnLastLogin: 'Siste innlogging',
    columnActions: 'Handlinger',
    empty: 'Ingen brukere funnet.',
    noPlayer: 'Ikke koblet',
    unknownPlayer: 'Ukjent spiller',
    neverLoggedIn: '–',
    edit: 'Rediger',
    editLabel: (email: string) => `Rediger ${email}`,
    loadError: 'Kunne ikke laste brukere. Vennligst prøv igjen senere.',
    dialogTitle: 'Rediger bruker:',
    email: W.email,
    emailRequired: 'E-post er påkrevd',
    player: 'Spiller i Wordfeud',
    playerSearch: 'Søk spiller...',
    playerNoMatch: W.noPlayersFound,
    playerSelected: 'Valgt:',
    playerNone: 'Ingen spiller',
    playerClear: 'Fjern spiller',
    playerShowAll: 'Vis spillere',
    role: W.role,
    status: W.status,
    save: 'Lagre',
    saving: W.saving,
    cancel: 'Avbryt',
    updated: (email: string) => `Bruker ${email} oppdatert`,
    updateError: 'Kunne ikke oppdatere bruker',
    invite: 'Inviter bruker',
    inviteTitle: 'Inviter bruker',
    inviteSend: 'Send invitasjon',
    inviteSending: 'Sender...',
    inviteError: 'Kunne ikke sende invitasjonen',
    invited: (email: string) =>
      `Invitasjon sendt til ${email}. Lenken i e-posten virker én gang og i 48 timer.`,
    dismiss: 'Lukk melding',
    ownGamesHeading: W.myGamesScreen,
    ownGamesIntro:
      'Last ned de ferdige spillene dine som GCG-filer i en zip, for Quackle, Woogles og andre analyseprogram. Filen innhold.txt i zip-en sier hvor mange spill den har.',
    ownGamesSubmit: 'Last ned mine spill (GCG)',
  },
  /** Background jobs on the statistics screen (ADMIN; docs/analysis.md, Background jobs). */
  jobs: {
    heading: 'Vedlikehold',
    intro: 'Lange oppgaver kjører i bakgrunnen. Du kan forlate siden mens de pågår.',
    loading: 'Henter jobber...',
    loadError: 'Kunne ikke hente jobbene. Prøv igjen senere.',
    startError: 'Kunne ikke starte jobben. Prøv igjen.',
    pollError: 'Mistet kontakten med serveren. Prøver igjen...',
    kinds: {
      'fix-games': {
        title: 'Sjekk alle spill',
        about: 'Spiller av hvert spill på nytt og retter merket for ugyldige trekk.',
      },
      'rebuild-aggregates': {
        title: 'Bygg statistikken på nytt',
        about: 'Sammenligner statistikken med spillene og bygger den opp igjen.',
      },
      analysis: {
        title: 'Analyser ferdige spill',
        about: 'Analyserer trekkene i ferdige spill som ikke er analysert ennå.',
      },
    },
    neverRun: 'Ikke kjørt ennå',
    deepHeading: 'Dypanalyse',
    deepAbout:
      'Hvert ferdige spill analyseres først raskt når det kommer inn, og så en gang til i dybden i bakgrunnen: sluttspillet regnes helt ut der det lar seg gjøre, og «Hvorfor» lages. De nyeste spillene tas først.',
    deepState: (queued: string, done: string, failed: string, perMinute: string) =>
      `I kø: ${queued} spill. Ferdig: ${done}. Feilet: ${failed}. Tempo: ${perMinute} spill i minuttet.`,
    deepCpu: (median: string, p90: string) =>
      `CPU-tid per spill: median ${median} s, 90-persentil ${p90} s.`,
    deepError: 'Kunne ikke hente dypanalysens fremdrift.',
    queued: 'I kø',
    running: (done: string, total: string) => `Kjører: ${done} av ${total}`,
    done: (when: string) => `Ferdig ${when}.`,
    failed: (error: string) => `Feilet: ${error}`,
    progress: (title: string) => `Fremdrift: ${title}`,
    fixGamesResult: (checked: string, broken: string) =>
      `${checked} spill sjekket, ${broken} med ugyldige trekk.`,
    aggregatesMatched: 'Statistikken stemte med spillene.',
    aggregatesRepaired: (tables: string) => `Rettet avvik i ${tables}.`,
    analysisResult: (games: string, moves: string) => `${games} spill analysert, ${moves} trekk.`,
    analysisFailed: (games: string) => `${games} spill kunne ikke analyseres.`,
  },
} as const;
