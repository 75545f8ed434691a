/**
 * Word lists still being built: npm start builds the missing lists in the background after the
 * server listens (scripts/start.mjs), the default language first. A call that needs a list that
 * is not there yet answers 503 with Retry-After and says so in Norwegian, never an answer made
 * without it; work in the background (the analysis, the demo's games) waits for the list instead
 * (packages/engine/node/lexicon-files.ts).
 */
import type { FastifyReply } from 'fastify';
import { LANGUAGES, type Language } from '@ordbot/contract/enums.ts';
import { LANGUAGE_LABELS } from '@ordbot/contract/labels.ts';
import { lexiconBuilding } from '@ordbot/engine/node/lexicon-files.ts';
import { errorBody } from './http/errors.ts';

/** Seconds a client is asked to wait: a list takes 5-15 s to build on two cores. */
export const LEXICON_RETRY_AFTER_S = 10;

/** The languages among `languages` whose list is being built now. */
export function lexiconsBuilding(languages: readonly Language[] = LANGUAGES): Language[] {
  return languages.filter((language) => lexiconBuilding(language));
}

/** 'Ordlisten for nynorsk bygges ...' for one language, 'Ordlistene for ...' for more. */
export function lexiconsBuildingMessage(languages: readonly Language[]): string {
  // 'nynorsk', 'engelsk (US)': a language's name is not capitalised in a sentence.
  const names = languages.map((l) => {
    const label = LANGUAGE_LABELS[l];
    return label.charAt(0).toLowerCase() + label.slice(1);
  });
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} og ${names[names.length - 1]}` : names[0];
  const which = names.length > 1 ? `Ordlistene for ${list} bygges` : `Ordlisten for ${list} bygges`;
  return `${which} fortsatt etter oppstarten. Prøv igjen om ${LEXICON_RETRY_AFTER_S} sekunder.`;
}

/** Answers 503 with Retry-After for lists being built. */
export function sendLexiconsBuilding(reply: FastifyReply, languages: readonly Language[]) {
  return reply
    .status(503)
    .header('Retry-After', String(LEXICON_RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .send(errorBody(503, lexiconsBuildingMessage(languages)));
}
