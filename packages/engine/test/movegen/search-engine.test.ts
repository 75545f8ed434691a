/**
 * The engine a call runs on carries the strategy model (packages/engine/movegen/search-engine.ts):
 * a bare lexicon and a new engine have none; `withModel` gives the same lexicon, kind and searches
 * with a model, one engine per model; `over` (the endgame's words) keeps the model and the kind;
 * and strategy/tables.ts `hasTables` tells an engine whose model has its tables.
 */
import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '../../movegen/alphabet.ts';
import { Lexicon } from '../../movegen/lexicon.ts';
import { MoveSearch } from '../../movegen/move-search.ts';
import {
  engineOf,
  engineWith,
  hasModel,
  modelOf,
  searchEngine,
  typescriptSearchEngine,
  type SearchFactory,
} from '../../movegen/search-engine.ts';
import { hasTables } from '../../strategy/tables.ts';
import { loadShippedModel } from '../../node/strategy/shipped.ts';
import { lineModel } from '../analysis/test-model.ts';

const alphabet = lexiconAlphabet('NO_B');

describe('an engine carries its strategy model', () => {
  const lexicon = Lexicon.fromWords(['hei', 'heia', 'ha'], alphabet);
  const other = Lexicon.fromWords(['ha'], alphabet);
  const model = lineModel(0.01);

  it('has none for a bare lexicon or a new engine', () => {
    expect(engineOf(lexicon).model).toBeNull();
    expect(modelOf(lexicon)).toBeNull();
    expect(hasModel(lexicon)).toBe(false);
    expect(hasModel(typescriptSearchEngine(lexicon))).toBe(false);
    expect(searchEngine(lexicon, (l) => new MoveSearch(l), 'typescript').model).toBeNull();
  });

  it('withModel keeps the lexicon, the kind and the searches, one engine per model', () => {
    const made: Lexicon[] = [];
    const factory: SearchFactory = (l) => (made.push(l), new MoveSearch(l));
    const plain = searchEngine(lexicon, factory, 'webassembly');
    const judged = plain.withModel(model);
    expect(judged).toMatchObject({ lexicon, kind: 'webassembly', model });
    expect(plain.model).toBeNull();
    expect(modelOf(judged)).toBe(model);
    expect(hasModel(judged)).toBe(true);
    // A search does not read the model: the two engines share each slot's.
    expect(judged.search('analysis')).toBe(plain.search('analysis'));
    expect(made).toEqual([lexicon]);
    expect(plain.withModel(model)).toBe(judged);
    expect(judged.withModel(null)).toBe(plain);
    expect(engineWith(judged, null)).toBe(plain);
  });

  it('engineWith gives a bare lexicon its TypeScript engine with the model', () => {
    const judged = engineWith(lexicon, model);
    expect(judged).toMatchObject({ lexicon, kind: 'typescript', model });
    expect(judged.withModel(null)).toBe(typescriptSearchEngine(lexicon));
    expect(engineWith(lexicon, model)).toBe(judged);
  });

  it('keeps the model and the kind over a lexicon made from the engine’s', () => {
    const judged = searchEngine(lexicon, (l) => new MoveSearch(l), 'webassembly').withModel(model);
    const words = judged.over(other);
    expect(words).toMatchObject({ lexicon: other, kind: 'webassembly', model });
    expect(judged.over(lexicon)).toBe(judged);
    expect(judged.withModel(null).over(other).model).toBeNull();
  });

  it('tells an engine whose model has its tables', () => {
    const shipped = loadShippedModel('NO_B');
    if (!shipped) throw new Error('NO_B ships tables');
    expect(hasTables(engineWith(lexicon, shipped))).toBe(true);
    expect(hasTables(engineWith(lexicon, model))).toBe(false);
    expect(hasTables(engineOf(lexicon))).toBe(false);
  });
});
