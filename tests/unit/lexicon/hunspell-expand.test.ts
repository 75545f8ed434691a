import { describe, expect, it } from 'vitest';
import { tileLetters } from '@ordbot/engine/tiles.ts';
import {
  affEncoding,
  decodeHunspell,
  expandHunspell,
  parseAff,
  parseCondition,
  parseDic,
  parseFlags,
} from '../../../scripts/lexicon/hunspell-expand.ts';
import { NYNORSK_ALPHABET, nynorskWords } from '../../../scripts/lexicon/nynorsk.ts';

const lines = (...text: string[]) => text.join('\n') + '\n';
const dic = (...entries: string[]) => lines(String(entries.length), ...entries);
const forms = (aff: string, dicText: string) => expandHunspell(aff, dicText).forms.sort();

describe('flags', () => {
  it('reads the four FLAG types', () => {
    expect(parseFlags('ABc', 'char')).toEqual(['A', 'B', 'c']);
    expect(parseFlags('AaBbC1', 'long')).toEqual(['Aa', 'Bb', 'C1']);
    expect(parseFlags('101,7,65000', 'num')).toEqual(['101', '7', '65000']);
    expect(parseFlags('Åé😀', 'utf8')).toEqual(['Å', 'é', '😀']);
    expect(parseFlags('', 'long')).toEqual([]);
  });

  it('expands with long flags', () => {
    const aff = lines('FLAG long', 'SFX Aa Y 1', 'SFX Aa 0 s .', 'PFX Bb Y 1', 'PFX Bb 0 re .');
    expect(forms(aff, dic('do/AaBb', 'cat/Aa'))).toEqual(
      ['cat', 'cats', 'do', 'dos', 'redo', 'redos'].sort(),
    );
  });

  it('expands with numeric flags', () => {
    const aff = lines('FLAG num', 'SFX 101 Y 1', 'SFX 101 0 s .', 'SFX 7 Y 1', 'SFX 7 0 ed .');
    expect(forms(aff, dic('walk/101,7', 'talk/7'))).toEqual(
      ['talk', 'talked', 'walk', 'walked', 'walks'].sort(),
    );
  });

  it('expands with UTF-8 flags', () => {
    const aff = lines('SET UTF-8', 'FLAG UTF-8', 'SFX Å Y 1', 'SFX Å 0 ane .');
    expect(forms(aff, dic('gut/Å'))).toEqual(['gut', 'gutane']);
  });

  it('resolves AF aliases in the .dic and in continuation classes', () => {
    const aff = lines(
      'AF 2',
      'AF AB',
      'AF C',
      'SFX A Y 1',
      'SFX A 0 s/2 .',
      'SFX B Y 1',
      'SFX B 0 ed .',
      'SFX C Y 1',
      'SFX C 0 x .',
    );
    expect(forms(aff, dic('walk/1'))).toEqual(['walk', 'walked', 'walks', 'walksx'].sort());
  });
});

describe('conditions', () => {
  it('parses letters, dots and bracket classes', () => {
    expect(parseCondition('.')).toEqual([]);
    expect(parseCondition('[^eé]m')).toEqual([
      { chars: 'eé', negate: true },
      { chars: 'm', negate: false },
    ]);
    expect(parseCondition('a.[bc]')).toEqual([
      { chars: 'a', negate: false },
      { chars: '', negate: true },
      { chars: 'bc', negate: false },
    ]);
  });

  it('applies a suffix with strip and condition on the word end', () => {
    const aff = lines('SFX A Y 3', 'SFX A y ies [^aeiou]y', 'SFX A 0 s [aeiou]y', 'SFX A 0 s [^y]');
    expect(forms(aff, dic('fly/A', 'day/A', 'cat/A'))).toEqual(
      ['cat', 'cats', 'day', 'days', 'flies', 'fly'].sort(),
    );
  });

  it('needs a stem longer than the condition and keeps a non-empty base', () => {
    const aff = lines('SFX A Y 2', 'SFX A 0 s [^e]ab', 'SFX A ab x ab');
    // 'ab' is shorter than the condition '[^e]ab', and stripping 'ab' from 'ab' leaves nothing.
    expect(forms(aff, dic('ab/A', 'cab/A'))).toEqual(['ab', 'cab', 'cabs', 'cx'].sort());
    expect(forms('FULLSTRIP\n' + aff, dic('ab/A'))).toEqual(['ab', 'x']);
  });

  it('makes nothing when the strip text does not end the stem, as hunspell', () => {
    // Strip 'ar' but condition 'er': no stem can satisfy both.
    const aff = lines('SFX D Y 1', 'SFX D ar rar [^fmk]er');
    expect(forms(aff, dic('vinter/D', 'vintar/D'))).toEqual(['vintar', 'vinter']);
  });

  it('applies a prefix with condition on the word start', () => {
    const aff = lines('PFX g Y 2', 'PFX g 0 in [^p]', 'PFX g 0 im p');
    expect(forms(aff, dic('possible/g', 'active/g'))).toEqual(
      ['active', 'impossible', 'inactive', 'possible'].sort(),
    );
  });
});

describe('cross products', () => {
  const aff = lines(
    'PFX U Y 1',
    'PFX U 0 un .',
    'PFX N N 1',
    'PFX N 0 non .',
    'SFX S Y 1',
    'SFX S 0 s .',
    'SFX E N 1',
    'SFX E 0 ed .',
  );

  it('combines a Y prefix with a Y suffix only', () => {
    expect(forms(aff, dic('do/UNSE'))).toEqual(
      ['do', 'dos', 'doed', 'undo', 'undos', 'nondo'].sort(),
    );
  });

  it('tests the prefix condition on the suffixed word', () => {
    const pfx = lines('PFX A Y 1', 'PFX A 0 x s', 'SFX B Y 1', 'SFX B 0 s .');
    // 'a' does not start with 's', so neither 'xa' nor 'xas' is made.
    expect(forms(pfx, dic('a/AB', 'sa/AB'))).toEqual(
      ['a', 'as', 'sa', 'sas', 'xsa', 'xsas'].sort(),
    );
  });
});

describe('continuation classes', () => {
  it('makes twofold suffixes: the inner suffix names the outer one', () => {
    const aff = lines('SFX X Y 1', 'SFX X 0 able/Y .', 'SFX Y Y 1', 'SFX Y 0 s .');
    expect(forms(aff, dic('drink/X'))).toEqual(['drink', 'drinkable', 'drinkables']);
  });

  it('lets a prefix grant a suffix the stem lacks', () => {
    const aff = lines('PFX P Y 1', 'PFX P 0 be/S .', 'SFX S Y 1', 'SFX S 0 ing .');
    expect(forms(aff, dic('come/P'))).toEqual(['become', 'becomeing', 'come']);
  });

  it('drops affixes marked ONLYINCOMPOUND', () => {
    const aff = lines('ONLYINCOMPOUND c', 'SFX A Y 2', 'SFX A 0 s/c .', 'SFX A 0 er .');
    expect(forms(aff, dic('hus/A'))).toEqual(['hus', 'huser']);
  });

  it('keeps a NEEDAFFIX affix only together with another affix', () => {
    const aff = lines(
      'NEEDAFFIX n',
      'SFX A Y 1',
      'SFX A 0 er/nB .',
      'SFX B Y 1',
      'SFX B 0 s .',
      'PFX P Y 1',
      'PFX P 0 u .',
    );
    // 'huser' alone needs another affix: a second suffix or the prefix.
    expect(forms(aff, dic('hus/AP'))).toEqual(['hus', 'husers', 'uhus', 'uhuser', 'uhusers']);
  });
});

describe('stem flags', () => {
  it('skips the bare NEEDAFFIX stem but keeps its affixed forms', () => {
    const aff = lines('NEEDAFFIX X', 'SFX A Y 1', 'SFX A 0 s .');
    expect(forms(aff, dic('foo/XA', 'bar/A'))).toEqual(['bar', 'bars', 'foos']);
    // PSEUDOROOT is the older name.
    expect(forms(aff.replace('NEEDAFFIX', 'PSEUDOROOT'), dic('foo/XA'))).toEqual(['foos']);
  });

  it('a homonym without NEEDAFFIX still makes the bare word', () => {
    const aff = lines('NEEDAFFIX X', 'SFX A Y 1', 'SFX A 0 s .');
    expect(forms(aff, dic('foo/XA', 'foo'))).toEqual(['foo', 'foos']);
  });

  it('skips ONLYINCOMPOUND stems with all their forms', () => {
    const aff = lines('ONLYINCOMPOUND c', 'SFX A Y 1', 'SFX A 0 s .');
    const result = expandHunspell(aff, dic('fuge/cA', 'bar/A'));
    expect(result.forms.sort()).toEqual(['bar', 'bars']);
    expect(result.stems).toBe(1);
  });

  it('skips FORBIDDENWORD stems and removes their spelling from other stems', () => {
    const aff = lines('FORBIDDENWORD !', 'SFX A Y 1', 'SFX A 0 s .');
    expect(forms(aff, dic('foo/A', 'foos/!', 'bad/!A'))).toEqual(['foo']);
  });

  it('does not expand compounds: a compound flag only marks the stem', () => {
    const aff = lines('COMPOUNDFLAG z', 'COMPOUNDMIN 2', 'SFX A Y 1', 'SFX A 0 s .');
    const result = expandHunspell(aff, dic('hus/zA', 'bat/z'));
    expect(result.forms.sort()).toEqual(['bat', 'hus', 'huss']);
    expect(result.undefinedFlags.size).toBe(0);
  });

  it('counts flags that name nothing and ignores them', () => {
    const aff = lines('SFX A Y 1', 'SFX A 0 s .');
    const result = expandHunspell(aff, dic('hus/A_', 'bil/_'));
    expect(result.forms.sort()).toEqual(['bil', 'hus', 'huss']);
    expect([...result.undefinedFlags]).toEqual([['_', 2]]);
  });
});

describe('file reading', () => {
  it('reads the .dic count line, morphology, escaped slashes and comments', () => {
    const aff = parseAff(lines('SFX A Y 1', 'SFX A 0 s .'));
    const entries = parseDic(
      lines('4', 'hus/A\tpo:noun', 'bil st:bil', 'and\\/or', '\tcomment line', 'ok/A'),
      aff,
    );
    expect(entries.map((e) => [e.word, [...e.flags]])).toEqual([
      ['hus', ['A']],
      ['bil', []],
      ['and/or', []],
      ['ok', ['A']],
    ]);
  });

  it('reads header directives and skips commented rules', () => {
    const aff = parseAff(
      lines(
        'SET UTF-8',
        'NEEDAFFIX n',
        'FORBIDDENWORD !',
        'ONLYINCOMPOUND c',
        'COMPOUNDFLAG z',
        'CIRCUMFIX x',
        '# SFX \\[ N 1',
        '# SFX \\[ 0 messig .',
        'SFX A N 1',
        'SFX A 0 s .',
      ),
    );
    expect(aff.encoding).toBe('UTF-8');
    expect([aff.needAffix, aff.forbiddenWord, aff.onlyInCompound]).toEqual(['n', '!', 'c']);
    expect([...aff.compoundFlags]).toEqual(['z']);
    expect(aff.unsupported).toEqual(['CIRCUMFIX']);
    expect([...aff.suffixes.keys()]).toEqual(['A']);
    expect(aff.suffixes.get('A')?.cross).toBe(false);
  });

  it('rejects a rule count that does not match the rules', () => {
    expect(() => parseAff(lines('SFX A Y 2', 'SFX A 0 s .'))).toThrow(/rule 2 of 2/);
  });

  it('decodes with the SET encoding', () => {
    const latin1 = Uint8Array.from(
      [...'SET ISO8859-1\nTRY \xe6\xf8\xe5\n'].map((c) => c.charCodeAt(0)),
    );
    const encoding = affEncoding(latin1);
    expect(encoding).toBe('ISO8859-1');
    expect(decodeHunspell(latin1, encoding)).toContain('TRY æøå');
    const utf8 = new TextEncoder().encode('SET UTF-8\nTRY æøå\n');
    expect(decodeHunspell(utf8, affEncoding(utf8))).toContain('TRY æøå');
  });
});

describe('nynorskWords (dictionary-nn)', () => {
  it('uses the Norwegian tile letters', () => {
    const tiles = tileLetters('NO_NY').join('').toLowerCase();
    expect([...NYNORSK_ALPHABET].sort()).toEqual([...tiles].sort());
  });

  it(
    'expands the package into hundreds of thousands of playable forms',
    { timeout: 30_000 },
    () => {
      // About 2.5 s on a developer machine.
      const words = nynorskWords();
      expect(words.length).toBeGreaterThan(450_000);
      expect(words.length).toBeLessThan(600_000);
      expect(new Set(words).size).toBe(words.length);
      const valid = new RegExp(`^[${NYNORSK_ALPHABET}]{2,15}$`);
      expect(words.filter((w) => !valid.test(w))).toEqual([]);
      const set = new Set(words);
      const expected = ['ikkje', 'kva', 'eg', 'dei', 'heim', 'jenta', 'jentene', 'husa', 'bøker'];
      expected.push('kome', 'skreiv', 'gjekk', 'vore', 'kyrkja', 'mjølk', 'nynorsk', 'språket');
      expect(expected.filter((w) => !set.has(w))).toEqual([]);
      // Affixed forms only, not stems: -ane plural, prefix u-, cross product u- + -ane.
      expect(['gutane', 'ukjend', 'ukjende', 'udydane'].filter((w) => !set.has(w))).toEqual([]);
      // Names are left out, and no placeholder stems.
      expect(['noreg', 'trondheim', 'grasyyyy'].filter((w) => set.has(w))).toEqual([]);
    },
  );
});
