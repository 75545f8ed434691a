/**
 * The privacy page (/privacy; issue 19): what is stored, why, for how long, what this device
 * keeps and how to delete it. A part of the catalogue of its own (not in text.ts) because only
 * the page loads it; the footer's and the registration form's link words stay in TEXT.privacy.
 */
export const PRIVACY_TEXT = {
  heading: 'Personvern',
  intro:
    'Her står hva Ordbot lagrer om deg, hvorfor, hvor lenge, og hvordan du sletter det. Vi bruker ikke informasjonskapsler til sporing eller reklame, og vi deler ikke opplysningene med andre.',
  sections: [
    {
      heading: 'Hva vi lagrer på serveren',
      items: [
        'E-postadressen din, så du kan logge inn og få lenker til å velge passord.',
        'Passordet ditt, men bare som en hash (argon2id). Selve passordet kan ikke leses av noen.',
        'Innloggingene dine: for hver enhet du er logget inn på, en hash av innloggingsnøkkelen og når den utløper, og når du sist logget inn.',
        'Koblingen til Wordfeud-spilleren din, så du ser dine egne spill.',
        'Lenker for å velge passord, med hvilken spiller som ba om dem. Selve lenken lagres bare som en hash.',
        'Når noen skriver «web» og en e-postadresse i chatten, lagres adressen og spilleren, så boten ikke sender mer enn 3 e-poster om dagen til samme adresse eller for samme spiller.',
        'Spillene boten har spilt: trekk, poeng og spillernavn. De er botens oversikt over spill, ikke en del av kontoen din.',
      ],
    },
    {
      heading: 'Hvorfor',
      items: [
        'For at du skal kunne logge inn og se spillene og statistikken din, og ingen andre dine.',
        'Spillene brukes til statistikken på nettstedet og til å gå gjennom spill trekk for trekk.',
      ],
    },
    {
      heading: 'Hvor lenge',
      items: [
        'En innlogging varer i 30 dager etter at du sist brukte nettstedet. Når du logger ut, slettes den.',
        'En lenke for å velge passord virker én gang og i 48 timer.',
        'Forespørsler om lenke i chatten slettes etter ett døgn.',
        'E-postadressen, passord-hashen og koblingen til spilleren beholdes til du sletter kontoen.',
        'Spillene beholdes også etter at kontoen er slettet, fordi de hører til boten.',
        'IP-adressen din brukes bare til å begrense antall innloggingsforsøk, og holdes i kort tid.',
      ],
    },
    {
      heading: 'Hva denne enheten lagrer',
      items: [
        'Innloggingen din lagres i nettleseren (localStorage), så du slipper å logge inn hver gang.',
        'Spill, søk og statistikk du har sett, lagres i nettleserens database (IndexedDB), så siden virker også uten nett.',
        'Når du logger ut eller sletter kontoen, fjernes alt dette fra enheten.',
        'Appens egne filer lagres også, så den kan starte uten nett. De inneholder ingen opplysninger om deg.',
      ],
    },
    {
      heading: 'Slik sletter du opplysningene',
      items: [
        'Gå til «Min konto» og velg «Slett kontoen». Kontoen, innloggingene og lenkene dine slettes med en gang, og data på denne enheten fjernes.',
        'Vil du bare logge ut alle steder, velger du «Logg ut overalt» på samme side.',
        'Har du ikke konto, lagrer vi ingenting om deg utover spillene boten har spilt.',
      ],
    },
  ],
} as const;
