/** Sign-in, registration, the user's own account and the privacy page's frame (TEXT in text.ts). */
import { W } from './text-words.ts';

export const ACCOUNT_TEXT = {
  login: {
    email: W.email,
    password: W.password,
    submit: W.signIn,
    busy: 'Logger inn...',
    newPasswordHeading: 'Glemt passordet?',
    newPassword:
      'Skriv web og e-postadressen din i chatten med Ordbot igjen, for eksempel «web kari@example.no». Da får du en lenke på e-post der du velger et nytt passord.',
    noAccount: 'Har du ingen konto?',
    noAccountLink: 'Slik lager du en på forsiden.',
    offline: W.offline,
    failed: 'Noe gikk galt. Vennligst prøv igjen senere.',
    emailMissing: 'Skriv e-postadressen din.',
    emailInvalid: 'Skriv en gyldig e-postadresse, for eksempel kari@example.no.',
    passwordMissing: 'Skriv passordet ditt.',
  },
  register: {
    checking: 'Sjekker registreringslenken...',
    invalidHeading: 'Lenken virker ikke',
    invalid:
      'Registreringslenken er ugyldig, allerede brukt eller utløpt. En lenke virker bare én gang og i 48 timer.',
    newLink:
      'Be om en ny lenke: start et spill mot Ordbot og skriv web og e-postadressen din i chatten, for eksempel «web kari@example.no». Den nye lenken kommer på e-post.',
    checkFailed: 'Kunne ikke sjekke registreringslenken. Vennligst prøv igjen senere.',
    retry: W.retry,
    intro: 'Velg et passord for kontoen din.',
    email: W.email,
    password: W.password,
    repeatPassword: 'Gjenta passord',
    passwordHint: 'Minst 8 tegn.',
    tooShort: 'Passordet må ha minst 8 tegn.',
    mismatch: 'Passordene er ikke like',
    submit: 'Lagre passord og logg inn',
    busy: W.saving,
  },
  /** My account (/account). */
  account: {
    heading: 'Min konto',
    signedInAs: (email: string) => `Du er logget inn som ${email}.`,
    passwordHeading: 'Endre passord',
    passwordIntro:
      'Når du endrer passordet, blir du logget ut alle andre steder. Her er du fortsatt logget inn.',
    currentPassword: 'Nåværende passord',
    newPassword: 'Nytt passord',
    repeatPassword: 'Gjenta nytt passord',
    passwordHint: 'Minst 8 tegn.',
    tooShort: 'Passordet må ha minst 8 tegn.',
    mismatch: 'Passordene er ikke like',
    currentMissing: 'Skriv det nåværende passordet ditt.',
    passwordSubmit: 'Endre passord',
    passwordBusy: 'Lagrer...',
    passwordChanged: 'Passordet er endret. Du er logget ut alle andre steder.',
    everywhereHeading: 'Logg ut overalt',
    everywhereIntro:
      'Logger deg ut på alle enheter og nettlesere der du er logget inn, også denne.',
    everywhereSubmit: 'Logg ut overalt',
    everywhereBusy: 'Logger ut...',
    deleteHeading: 'Slett kontoen',
    deleteIntro:
      'Kontoen din, innloggingene og lenkene dine slettes for godt. Spillene du har spilt mot Ordbot, blir liggende: de hører til botens oversikt over spill, ikke til kontoen. Lagrede data på denne enheten fjernes, og du blir logget ut.',
    deletePassword: 'Passord',
    deleteConfirm: 'Jeg forstår at kontoen slettes for godt',
    deleteSubmit: 'Slett kontoen',
    deleteBusy: 'Sletter...',
    deleteMustConfirm: 'Kryss av for at du forstår at kontoen slettes for godt.',
    deletePasswordMissing: 'Skriv passordet ditt for å slette kontoen.',
    dismiss: 'Lukk melding',
    ownGamesHeading: W.myGamesScreen,
    ownGamesIntro:
      'Last ned de ferdige spillene dine som GCG-filer i en zip, for Quackle, Woogles og andre analyseprogram. Filen innhold.txt i zip-en sier hvor mange spill den har.',
    ownGamesSubmit: 'Last ned mine spill (GCG)',
  },
  /**
   * The privacy page (/privacy). The durations are the server's: sessions
   * (server/auth/sessions.ts), links (server/auth/invitations.ts).
   */
  privacy: {
    footerAbout: 'Om Ordbot',
    footerLink: 'Personvern',
    footerLabel: 'Bunntekst',
    registerNote: 'Les hva vi lagrer og hvordan du sletter det:',
  },
} as const;
