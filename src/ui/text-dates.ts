/**
 * The words of 'Starttid', the games' date range (docs/product.md, Game search): presets, the
 * calendar's jumps and what is wrong with a typed range. A catalogue of its own because only the
 * date range picker, a chunk loaded when the filters open, needs it.
 */
import { STATS_YEAR_FROM, STATS_YEAR_TO } from '@ordbot/contract/constants.ts';

export const DATE_TEXT = {
  format: 'dd.mm.åååå',
  hint: 'Søket starter når begge datoene er skrevet og du trykker Enter eller går videre.',
  presets: 'Hurtigvalg',
  preset: {
    last7: 'Siste 7 dager',
    last30: 'Siste 30 dager',
    thisYear: 'I år',
    lastYear: 'I fjor',
  },
  incomplete: 'Skriv hele datoen, både fra og til (dd.mm.åååå).',
  yearRange: `Året må ha fire sifre, fra ${STATS_YEAR_FROM} til ${STATS_YEAR_TO}.`,
  previousYear: 'Forrige år',
  nextYear: 'Neste år',
  previousMonth: 'Forrige måned',
  nextMonth: 'Neste måned',
  month: 'Måned',
  year: 'År',
} as const;
