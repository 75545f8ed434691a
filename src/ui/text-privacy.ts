/**
 * The privacy page (/privacy): what is stored, why, for how long, what this device
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
        'For hver nettleser du har logget inn fra: en hash av en kjent-enhet-nøkkel, i 180 dager etter siste innlogging eller til kontoen slettes.',
        'Lenker for å velge passord, med hvilken spiller som ba om dem. Selve lenken lagres bare som en hash.',
        'Når noen skriver «web» og en e-postadresse i chatten, lagres adressen og spilleren, så boten ikke sender mer enn 3 e-poster om dagen til samme adresse eller for samme spiller.',
        'Spillene boten har spilt: trekk, poeng og spillernavn. De er botens oversikt over spill, ikke en del av kontoen din.',
      ],
    },
    {
      heading: 'Hva som er offentlig',
      items: [
        'Hvert spill kan spilles av på sin egen adresse (/playergame/…) av alle som har lenken, uten å logge inn. Det gjelder også spill som pågår.',
        'Avspillingen viser spillernavnet ditt i Wordfeud, trekkene og poengene.',
        'Bildet av brettet og lenkekortet som vises når noen deler en lenke (for eksempel i en chat), viser også spillernavnet og stillingen.',
        'E-postadressen din og kontoen din er aldri offentlige.',
      ],
    },
    {
      heading: 'Juksanalyse',
      items: [
        'Trekkene i ferdige spill analyseres: for hvert trekk regnes det ut om spilleren fant det beste legget med brikkene sine, og hvor vanskelig det var å finne.',
        'For hver spiller sammenlignes andelen beste legg med det som er forventet for like vanskelige trekk blant alle spillerne (et tall vi kaller z). Boten kan også merke trekk den mener er mistenkelige.',
        'Bare administratorer ser dette. Tallene er aldri en automatisk dom: et menneske ser på spillene og vurderer, og vurderingen (status, notat, hvem og når) lagres.',
        'En administrator kan utestenge en spiller etter en slik vurdering. Da deaktiveres brukerkontoen.',
      ],
    },
    {
      heading: 'Rettslig grunnlag',
      items: [
        'Kontoen din behandles for å gi deg tjenesten du har bedt om: innlogging og dine egne spill (personvernforordningen artikkel 6 nr. 1 bokstav b).',
        'Spillene, statistikken, de offentlige avspillingene og juksanalysen behandles fordi vi har en berettiget interesse i å vise resultatene til boten og i rettferdig spill (artikkel 6 nr. 1 bokstav f). Du kan protestere mot behandlingen ved å kontakte administratoren.',
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
        'Spillene beholdes også etter at kontoen er slettet, fordi de hører til boten. Det samme gjelder analysen av trekkene.',
        'En vurdering i juksanalysen og historikken dens beholdes så lenge spilleren finnes i oversikten.',
        'Utløpte innlogginger, gamle lenker og tellerne for innloggingsforsøk slettes automatisk med jevne mellomrom.',
        'IP-adressen din brukes bare til å begrense antall innloggingsforsøk, og holdes i kort tid.',
      ],
    },
    {
      heading: 'Hva denne enheten lagrer',
      items: [
        'Innloggingen din lagres i nettleseren (localStorage), så du slipper å logge inn hver gang.',
        'Spill, søk og statistikk du har sett, lagres i nettleserens database (IndexedDB), så siden virker også uten nett.',
        'Når du logger ut eller sletter kontoen, fjernes alt dette fra enheten.',
        'En informasjonskapsel (ordbot_device) som viser at du har logget inn i denne nettleseren før. Den brukes bare til å slippe deg inn når noen prøver å gjette passordet ditt fra andre steder, blir værende når du logger ut og varer i 180 dager etter siste innlogging.',
        'Appens egne filer lagres også, så den kan starte uten nett. De inneholder ingen opplysninger om deg.',
      ],
    },
    {
      heading: 'Slik får du ut opplysningene dine',
      items: [
        'Hvert spill kan lastes ned som GCG-fil fra avspillingen («Last ned GCG»). Filen kan åpnes i Quackle, Woogles og andre analyseprogram.',
        'Vil du ha en kopi av alt vi har lagret om deg, kontakter du administratoren. Du får svar innen 30 dager.',
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
