import { useEffect, useState } from 'react';
import type { WordCount } from '../../../core/api-types.ts';
import { LOCALE, MOST_USED_WORDS, STATS_LANGUAGE } from '../../../core/constants.ts';
import { formatNumber } from '../../../core/format.ts';
import { TEXT } from '../../ui/text.ts';
import { CacheNote } from '../../ui/cache-note.tsx';
import { getMostUsedWords } from '../../cache/words.ts';
import './words.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; words: WordCount[] };

/** Spec 2.6, 7.1: the ten most used words of seven tiles (NO_B, all players), as a bordered list. */
export function WordsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    getMostUsedWords({ language: STATS_LANGUAGE, ...MOST_USED_WORDS }).then(
      (words) => {
        if (current) setLoad({ state: 'done', words: Array.isArray(words) ? words : [] });
      },
      (error: unknown) => {
        // Spec 8: a failed words fetch is only logged.
        console.error(error);
        if (current) setLoad({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="page words-page">
      <h1>{TEXT.words.heading}</h1>
      <p className="words-page__intro">{TEXT.words.intro}</p>
      {load.state === 'done' && <CacheNote value={load.words} />}
      {load.state === 'loading' && (
        <p className="loading-note" role="status">
          {TEXT.words.loading}
        </p>
      )}
      {load.state === 'done' && load.words.length === 0 && <p>{TEXT.words.empty}</p>}
      {load.state === 'done' && load.words.length > 0 && (
        <ol className="word-list">
          {load.words.map(({ word, count }) => (
            <li key={word} className="word-list__item">
              <span className="word-list__word">{word.toLocaleUpperCase(LOCALE)}</span>
              <span className="word-list__count">
                {TEXT.words.times(count, formatNumber(count))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
