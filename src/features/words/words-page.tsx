import { LOCALE, MOST_USED_WORDS, STATS_LANGUAGE } from '@ordbot/contract/constants.ts';
import { formatNumber } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { getMostUsedWords } from '../../cache/words.ts';
import { useLoad } from '../../ui/use-load.ts';
import './words.css';

async function loadWords() {
  const answer = await getMostUsedWords({ language: STATS_LANGUAGE, ...MOST_USED_WORDS });
  return Array.isArray(answer.value) ? answer : { value: [], freshness: undefined };
}

/** docs/product.md: Words, Calls: the ten most used words of seven tiles (NO_B, all players), as a bordered list. */
export function WordsPage() {
  // docs/product.md, Errors: a failed words fetch is only logged.
  const { status, data } = useLoad('words', loadWords);
  const words = data?.value;

  return (
    <section className="page words-page">
      <h1>{TEXT.words.heading}</h1>
      <p className="words-page__intro">{TEXT.words.intro}</p>
      <FreshnessNote freshness={data?.freshness} />
      {status === 'loading' && (
        <p className="loading-note" role="status">
          {TEXT.words.loading}
        </p>
      )}
      {words?.length === 0 && <p>{TEXT.words.empty}</p>}
      {words && words.length > 0 && (
        <ol className="word-list">
          {words.map(({ word, count }) => (
            <li key={word} className="word-list__item">
              {/* A played word: the game's, not the interface's to translate. */}
              <span className="word-list__word" translate="no">
                {word.toLocaleUpperCase(LOCALE)}
              </span>
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
