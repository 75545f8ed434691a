import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lexiconAlphabet } from '@ordbot/engine/movegen/alphabet.ts';
import {
  CHILD_SHIFT,
  LAST_BIT,
  LEXICON_FORMAT_VERSION,
  Lexicon,
  LexiconFormatError,
} from '@ordbot/engine/movegen/lexicon.ts';
import { filterWords } from '../../../scripts/lexicon/sources.ts';
import { LexiconFileError, loadLexiconFile } from '@ordbot/engine/node/lexicon-files.ts';

const NO = lexiconAlphabet('NO_B');
const WORDS = ['ost', 'oste', 'ostene', 'åre', 'ære', 'øre', 'ba', 'bar', 'bare', 'vær', 'ver'];

describe('lexicon alphabet', () => {
  it('is the Norwegian tile letters in tile-set order, with æ ø å last', () => {
    expect(NO).toBe('abcdefghijklmnoprstuvwyæøå');
    expect(lexiconAlphabet('ENG_US')).toBe('abcdefghijklmnopqrstuvwxyz');
  });
});

describe('Lexicon', () => {
  const lexicon = Lexicon.fromWords(WORDS, NO);

  it('knows its words and nothing else', () => {
    for (const word of WORDS) expect(lexicon.has(word)).toBe(true);
    for (const word of ['', 'o', 'os', 'osten', 'bars', 'x', 'vær2', 'OST']) {
      expect(lexicon.has(word)).toBe(false);
    }
    expect(lexicon.wordCount).toBe(WORDS.length);
  });

  it('lists its words in alphabet order, æ ø å after z', () => {
    expect([...lexicon.words()]).toEqual([
      'ba',
      'bar',
      'bare',
      'ost',
      'oste',
      'ostene',
      'ver',
      'vær',
      'ære',
      'øre',
      'åre',
    ]);
  });

  it('sorts each node’s edges by letter index', () => {
    const { edges } = lexicon;
    for (let node = 1; node < edges.length;) {
      let previous = -1;
      for (; ; node++) {
        const letter = (edges[node] as number) & 31;
        expect(letter).toBeGreaterThan(previous);
        previous = letter;
        if ((edges[node] as number) & LAST_BIT) break;
      }
      node++;
    }
  });

  it('shares common endings (a minimal DAWG, not a trie)', () => {
    // 'ære', 'øre' and 'åre' end in the same 're' node: a trie would need 3 separate chains.
    const shared = Lexicon.fromWords(['ære', 'øre', 'åre'], NO);
    const trieEdges = 9;
    expect(shared.edges.length - 1).toBeLessThan(trieEdges);
    const childOf = (word: string) => {
      let node = Lexicon.ROOT;
      for (const ch of word)
        node = (shared.edges[shared.findEdge(node, shared.indexOf(ch))] as number) >>> CHILD_SHIFT;
      return node;
    };
    expect(childOf('æ')).toBe(childOf('ø'));
  });

  it('drops words with letters outside the alphabet and keeps duplicates once', () => {
    const lx = Lexicon.fromWords(['quiz', 'ost', 'OST', 'ost'], NO);
    expect([...lx.words()]).toEqual(['ost']);
  });

  it('handles an empty word list', () => {
    const empty = Lexicon.fromWords([], NO);
    expect(empty.has('a')).toBe(false);
    expect([...empty.words()]).toEqual([]);
    expect([...Lexicon.fromBytes(empty.toBytes()).words()]).toEqual([]);
  });

  it('round-trips through its binary form, also from an unaligned buffer', () => {
    const bytes = lexicon.toBytes();
    expect([...Lexicon.fromBytes(bytes).words()]).toEqual([...lexicon.words()]);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const fromUnaligned = Lexicon.fromBytes(shifted.subarray(1));
    expect(fromUnaligned.has('ostene')).toBe(true);
    expect(fromUnaligned.alphabet).toBe(NO);
  });

  it('refuses damaged files with a clear reason', () => {
    const bytes = lexicon.toBytes();
    const badMagic = bytes.slice();
    badMagic[0] = 0;
    expect(() => Lexicon.fromBytes(badMagic)).toThrow(/wrong magic number/);
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint32(4, LEXICON_FORMAT_VERSION + 1, true);
    expect(() => Lexicon.fromBytes(newer)).toThrow(/version 2 is not supported/);
    expect(() => Lexicon.fromBytes(bytes.slice(0, bytes.length - 4))).toThrow(/truncated/);
    expect(() => Lexicon.fromBytes(bytes.slice(0, 8))).toThrow(LexiconFormatError);
    const flipped = bytes.slice();
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] as number) ^ 0xff;
    expect(() => Lexicon.fromBytes(flipped)).toThrow(/Checksum mismatch/);
  });
});

describe('word filtering', () => {
  it('keeps words of 2 to 15 letters over the alphabet, lower case, once', () => {
    const words = ['a', 'to', 'Tre', 'tre', 'quiz', 'abcdefghijklmno', 'abcdefghijklmnop', ' ost '];
    expect(filterWords(words, NO).sort()).toEqual(['abcdefghijklmno', 'ost', 'to', 'tre']);
  });
});

describe('lexicon files', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ordbot-lexicon-'));

  it('loads a file written by toBytes', () => {
    const file = path.join(dir, 'ok.dawg');
    fs.writeFileSync(file, Lexicon.fromWords(WORDS, NO).toBytes());
    expect(loadLexiconFile('NO_B', file).has('bare')).toBe(true);
  });

  it('says what to run when the file is missing', () => {
    const file = path.join(dir, 'missing.dawg');
    expect(() => loadLexiconFile('NO_B', file)).toThrow(LexiconFileError);
    expect(() => loadLexiconFile('NO_B', file)).toThrow(
      /NO_B lexicon .* is missing: run 'npm run build:lexicon'/,
    );
  });

  it('says the file is corrupt when it is', () => {
    const file = path.join(dir, 'corrupt.dawg');
    fs.writeFileSync(file, 'this is plain text and not a lexicon at all');
    expect(() => loadLexiconFile('NO_B', file)).toThrow(/is corrupt \(Not a lexicon file/);
  });
});
