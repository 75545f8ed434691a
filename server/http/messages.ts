/**
 * Every Norwegian text the server writes: the messages of its error answers and the
 * mails it sends. Tests and clients read these exact texts, so a change here is a change of the
 * API. What stays beside its rule: the field faults of a 400 sit in the request schemas
 * (packages/contract/api-schemas.ts, server/games/ingest-schema.ts), and zod's own faults in Norwegian in
 * server/http/validation.ts, which frames them as invalidRequest below.
 */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@ordbot/contract/constants.ts';

const ASK_AGAIN = 'Be om en ny ved å skrive «web» og e-postadressen din i chatten med Ordbot.';
const INACTIVE = 'Kontoen er deaktivert. Kontakt en administrator.';

/** Messages of error answers ({statusCode, error, message}; server/http/errors.ts). */
export const MESSAGES = {
  // Generic answers of each status.
  signInRequired: 'Du må logge inn',
  noAccess: 'Du har ikke tilgang til dette',
  notFound: 'Finnes ikke',
  unknownCall: (method: string, path: string) => `Ukjent API-kall: ${method} ${path}`,
  internal: 'Intern feil på serveren',

  // 'Øv på feilene' (docs/strategy.md, Practice).
  practiceNoPlayer: 'Kontoen din er ikke knyttet til en spiller, så den har ingen øvelser',
  exerciseNotFound: 'Fant ikke øvelsen',

  // The database and the request itself.
  databaseDown: 'Databasen svarer ikke akkurat nå. Prøv igjen om litt.',
  diskFull: 'Databasen har ikke plass til å lagre mer akkurat nå. Prøv igjen senere.',
  clientLeft: 'Forespørselen ble avbrutt',
  badUrl: 'Ugyldig adresse: tegnkodingen i stien er feil',
  nul: 'Ugyldig forespørsel (tekst kan ikke inneholde tegnet NUL, \\u0000)',
  invalidRequest: (faults: string) => `Ugyldig forespørsel (${faults})`,

  // Sign-in, sessions and the bot's key.
  wrongCredentials: 'Feil e-post eller passord',
  notVerified:
    'Kontoen er ikke bekreftet ennå. Bruk lenken i e-posten fra Ordbot for å velge passord.',
  inactive: INACTIVE,
  sessionExpired: 'Innloggingen er utløpt. Logg inn på nytt.',
  botApiOff: 'Bot-API-et er ikke satt opp (BOT_API_KEY mangler)',
  botKeyMissing: 'API-nøkkel mangler',
  botKeyWrong: 'Ugyldig API-nøkkel',
  tooManyAttempts: (seconds: number) => `For mange forsøk. Vent ${seconds} sekunder og prøv igjen.`,
  accountLocked: (seconds: number) =>
    `For mange mislykkede innlogginger for denne kontoen. Vent ${seconds} sekunder og prøv igjen.`,

  // Passwords, registration links and my account.
  passwordTooShort: `Passordet må ha minst ${MIN_PASSWORD_LENGTH} tegn.`,
  passwordTooLong: `Passordet kan ha høyst ${MAX_PASSWORD_LENGTH} tegn.`,
  wrongPassword: 'Passordet er feil.',
  lastAdminDelete:
    'Du er den siste aktive administratoren. Gjør en annen bruker til aktiv administrator før du sletter kontoen.',
  linkUnknown: `Lenken er ugyldig. ${ASK_AGAIN}`,
  linkUsed: `Lenken er allerede brukt. ${ASK_AGAIN}`,
  linkExpired: `Lenken er utløpt. ${ASK_AGAIN}`,
  mailFailed: (reason: string) => `Kunne ikke sende e-posten. Prøv igjen senere. (${reason})`,

  // User administration.
  emailRequired: 'E-post er påkrevd',
  emailTaken: 'E-postadressen er allerede i bruk av en annen bruker',
  lastAdmin:
    'Det må finnes minst én aktiv administrator. Gjør en annen bruker til aktiv administrator først.',
  userNotFound: 'Fant ikke brukeren',

  // Games, players, jobs and sharing.
  playerNotFound: 'Fant ikke spilleren',
  gameNotFound: (id: number) => `Fant ikke spill ${id}`,
  analysisOngoing: 'Spillet pågår ennå. Analysen kommer når spillet er ferdig.',
  boardNotFound: (id: number) => `Fant ikke brett ${id}`,
  gameBoardNotFound: (id: number) => `Fant ikke brettet til spill ${id}`,
  jobNotFound: (id: number) => `Fant ikke jobb ${id}`,
  gameOngoing:
    'Spillet er ikke ferdig ennå. GCG-fil og brettbilde lages først når spillet er over.',
  gameBroken: 'Spillet har ødelagte trekk og kan ikke eksporteres.',
  ownGamesNoPlayer:
    'Kontoen din er ikke knyttet til en spiller, så den har ingen spill å laste ned',
  moveOutOfRange: (count: number) => `trekk: må være fra 0 til ${count}`,
} as const;

/**
 * Answers of the layers in front of the routes: Node's HTTP parser and request timeout, the
 * path length check, request decompression. None of them repeats anything of the request.
 */
export const FRONT_MESSAGES = {
  timeout: 'Forespørselen kom ikke fram i tide. Prøv igjen.',
  headersTooLarge: 'Adressen eller hodene i forespørselen er for lange',
  malformed: 'Ugyldig forespørsel: HTTP-forespørselen kan ikke leses',
  noHost: 'Ugyldig forespørsel: Host-hodet mangler',
  unknownExpectation: 'Ukjent forventning (Expect): bare «100-continue» støttes',
  pathTooLong: 'Adressen er for lang',
  unknownEncoding:
    'Ukjent innholdskoding (Content-Encoding): send gzip, deflate, br eller ukomprimert',
  badCompression: 'Ugyldig forespørsel: innholdet kan ikke pakkes ut',
} as const;

/**
 * The static files' refusals (server/http/static.ts), by status: their library's own text is
 * English ('Forbidden'). 403 is a folder or a path that leaves the site.
 */
export const STATIC_MESSAGES: Record<400 | 403 | 412 | 416, string> & Record<number, string> = {
  400: MESSAGES.badUrl,
  403: 'Ingen tilgang: adressen peker ikke på en fil på nettstedet',
  412: 'Filen er endret: betingelsen i forespørselen (If-Match, If-Unmodified-Since) stemmer ikke',
  416: 'Den delen av filen som ble bedt om (Range), finnes ikke',
};

/** Fastify's own 4xx answers, in Norwegian (their English text names internals). */
export const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_CP_ERR_INVALID_CONTENT_ENCODING: FRONT_MESSAGES.unknownEncoding,
  FST_CP_ERR_INVALID_CONTENT: FRONT_MESSAGES.badCompression,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Ugyldig forespørsel (body: ugyldig JSON)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Ugyldig forespørsel (body: tom, men oppgitt som JSON)',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Ukjent innholdstype: send JSON (application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Ugyldig forespørsel (Content-Length stemmer ikke)',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Forespørselen er for stor',
  FST_ERR_CTP_INVALID_TYPE: 'Ugyldig forespørsel (ukjent innholdstype)',
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: 'Ugyldig adresse: en del av stien er for lang',
  // @fastify/static's: a folder or a path out of the site.
  FST_STATIC_FORBIDDEN_PATH: STATIC_MESSAGES[403],
};

/* ---------- The mails (Norwegian bokmål; server/auth/invitations.ts sends them) ---------- */

export interface MailText {
  subject: string;
  text: string;
}

const ABOUT =
  'Ordbot er en bot som spiller Wordfeud. På nettstedet kan du se statistikk over spillene ' +
  'dine mot boten og gå gjennom hvert spill trekk for trekk.';
const IGNORE = 'Har du ikke bedt om dette, kan du se bort fra denne e-posten.';
const SIGNATURE = 'Hilsen Ordbot';
const once = (hours: number) =>
  `Lenken virker én gang og i ${hours} timer. Trenger du en ny, skriver du «web» og e-postadressen din i chatten med Ordbot.`;

/** A mail with a link: who asked for it, what the link does, and what else to know. */
function linkMail(subject: string, asked: string, open: string, hours: number, ignore: string) {
  return {
    subject,
    text: ['Hei!', asked, ABOUT, open, once(hours), ignore, SIGNATURE].join('\n\n'),
  };
}

export const MAILS = {
  invite(playerName: string, email: string, link: string, hours: number): MailText {
    return linkMail(
      'Velkommen til Ordbot – velg passordet ditt',
      `Spilleren «${playerName}» ba om tilgang til Ordbot for ${email} ved å skrive «web ${email}» i chatten med boten.`,
      `Åpne lenken for å velge passord og logge inn:\n${link}`,
      hours,
      IGNORE,
    );
  },

  adminInvite(email: string, link: string, hours: number): MailText {
    return linkMail(
      'Velkommen til Ordbot – velg passordet ditt',
      `En administrator av Ordbot har invitert ${email} til nettstedet.`,
      `Åpne lenken for å velge passord og logge inn:\n${link}`,
      hours,
      IGNORE,
    );
  },

  reset(playerName: string, email: string, link: string, hours: number): MailText {
    return linkMail(
      'Ordbot – velg nytt passord',
      `Spilleren «${playerName}» ba om en ny innloggingslenke for ${email} ved å skrive «web ${email}» i chatten med boten.`,
      `Åpne lenken for å velge et nytt passord. Når du har gjort det, blir du logget ut alle andre steder:\n${link}`,
      hours,
      `${IGNORE} Passordet ditt er uendret til lenken blir brukt.`,
    );
  },

  inactive(playerName: string): MailText {
    return {
      subject: 'Ordbot – kontoen din er deaktivert',
      text: [
        'Hei!',
        `Spilleren «${playerName}» ba om en innloggingslenke til Ordbot for denne e-postadressen.`,
        ABOUT,
        'Kontoen din er deaktivert, så vi har ikke sendt noen lenke. Kontakt en administrator hvis du vil ha den åpnet igjen.',
        IGNORE,
        SIGNATURE,
      ].join('\n\n'),
    };
  },
};
