// Over 300 lines: the affix file's parser and the expansion that applies its rules read the same
// structures and are tested together.
/**
 * Expands a hunspell dictionary (.aff + .dic) into its full forms: every stem plus every form its
 * prefix and suffix rules make, as hunspell would accept them outside compounds.
 *
 * Supported: SET, FLAG (char, long, num, UTF-8), AF flag aliases, PFX/SFX with strip, add and
 * condition, cross products (one prefix with one or two suffixes), continuation classes (twofold
 * suffixes, suffix flags on prefixes), NEEDAFFIX (alias PSEUDOROOT), ONLYINCOMPOUND,
 * FORBIDDENWORD and FULLSTRIP.
 *
 * Compounds are not generated: COMPOUNDFLAG, COMPOUNDRULE and friends allow an unbounded set of
 * words, so a compound flag on a stem is read as nothing more than "may also appear in a
 * compound". Directives that would change which non-compound forms are valid but are not
 * implemented are listed in `AffixFile.unsupported`, so callers can refuse to trust the output.
 */

export type FlagType = 'char' | 'long' | 'num' | 'utf8';

/** One character position of a condition: `.`, a letter, `[abc]` or `[^abc]`. */
interface ConditionToken {
  chars: string; // empty for '.'
  negate: boolean;
}

export interface AffixRule {
  strip: string;
  add: string;
  /** The condition as written in the .aff file ('.' when absent). */
  condition: string;
  /** Continuation class: flags the affixed form carries on. */
  contFlags: readonly string[];
  tokens: readonly ConditionToken[];
}

export interface AffixClass {
  kind: 'PFX' | 'SFX';
  flag: string;
  /** Y in the header: may combine with an affix of the other kind. */
  cross: boolean;
  rules: AffixRule[];
}

export interface AffixFile {
  encoding: string;
  flagType: FlagType;
  needAffix: string | undefined;
  onlyInCompound: string | undefined;
  forbiddenWord: string | undefined;
  fullStrip: boolean;
  /** Flags of COMPOUNDFLAG, COMPOUNDBEGIN and the like: known, deliberately not expanded. */
  compoundFlags: Set<string>;
  prefixes: Map<string, AffixClass>;
  suffixes: Map<string, AffixClass>;
  /** AF aliases: index 0 is alias 1. */
  aliases: string[][];
  /** Directives present in the file that would change the result but are not implemented. */
  unsupported: string[];
}

export interface DicEntry {
  word: string;
  flags: ReadonlySet<string>;
}

export interface ExpandOptions {
  /** Leave out stems for which this returns false (before expansion). */
  includeStem?: (entry: DicEntry) => boolean;
}

export interface Expansion {
  /** Distinct full forms, in the order first made. */
  forms: string[];
  /** Dictionary entries read (homonyms count once each). */
  entries: number;
  /** Entries expanded (not forbidden, not compound-only, kept by includeStem). */
  stems: number;
  /** Forms made before removing duplicates. */
  generated: number;
  /** Flags used in the .dic that name no affix class and no known directive, with counts. */
  undefinedFlags: Map<string, number>;
}

// These change the set of valid non-compound forms; anything else unknown is harmless here
// (suggestion tuning, morphology, compounding).
const UNSUPPORTED_DIRECTIVES = new Set([
  'CIRCUMFIX',
  'COMPLEXPREFIXES',
  'IGNORE',
  'ICONV',
  'OCONV',
  'SUBSTANDARD',
]);

const COMPOUND_FLAG_DIRECTIVES = new Set([
  'COMPOUNDFLAG',
  'COMPOUNDBEGIN',
  'COMPOUNDMIDDLE',
  'COMPOUNDEND',
  'COMPOUNDPERMITFLAG',
  'COMPOUNDFORBIDFLAG',
  'COMPOUNDROOT',
]);

/** Reads the SET line from raw .aff bytes (ASCII-compatible in every encoding hunspell uses). */
export function affEncoding(affBytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(affBytes.subarray(0, 64 * 1024));
  const match = /^SET\s+(\S+)/m.exec(head);
  return match?.[1] ?? 'ISO8859-1';
}

/** Decodes .aff or .dic bytes with the encoding named by SET. */
export function decodeHunspell(bytes: Uint8Array, encoding: string): string {
  // Hunspell writes ISO8859-1; WHATWG labels want ISO-8859-1. KOI8-R, UTF-8 etc. pass through.
  const label = encoding.replace(/^ISO8859/i, 'ISO-8859').replace(/^microsoft-/i, '');
  return new TextDecoder(label).decode(bytes);
}

export function parseFlags(raw: string, flagType: FlagType): string[] {
  if (raw === '') return [];
  switch (flagType) {
    case 'long': {
      const flags: string[] = [];
      for (let i = 0; i < raw.length; i += 2) flags.push(raw.slice(i, i + 2));
      return flags;
    }
    case 'num':
      return raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
    case 'utf8':
      return Array.from(raw);
    case 'char':
      return raw.split('');
  }
}

/** Flags of a .dic entry or continuation class, resolving an AF alias number. */
function resolveFlags(raw: string, aff: AffixFile): string[] {
  if (aff.aliases.length > 0 && /^\d+$/.test(raw)) {
    const alias = aff.aliases[Number(raw) - 1];
    if (!alias) throw new Error(`Unknown AF alias ${raw}`);
    return alias;
  }
  return parseFlags(raw, aff.flagType);
}

export function parseCondition(condition: string): ConditionToken[] {
  if (condition === '.' || condition === '') return [];
  const tokens: ConditionToken[] = [];
  const chars = Array.from(condition);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === '[') {
      const end = chars.indexOf(']', i + 1);
      if (end < 0) throw new Error(`Unclosed [ in condition ${condition}`);
      const negate = chars[i + 1] === '^';
      tokens.push({ chars: chars.slice(negate ? i + 2 : i + 1, end).join(''), negate });
      i = end;
    } else if (ch === '.') {
      tokens.push({ chars: '', negate: true });
    } else {
      tokens.push({ chars: ch, negate: false });
    }
  }
  return tokens;
}

function tokenMatches(token: ConditionToken, ch: string): boolean {
  return token.chars.includes(ch) !== token.negate;
}

// Conditions compare UTF-16 units; fine for every alphabet without astral letters.
function matchesEnd(word: string, tokens: readonly ConditionToken[]): boolean {
  const start = word.length - tokens.length;
  if (start < 0) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokenMatches(tokens[i] as ConditionToken, word[start + i] as string)) return false;
  }
  return true;
}

function matchesStart(word: string, tokens: readonly ConditionToken[]): boolean {
  if (word.length < tokens.length) return false;
  for (let i = 0; i < tokens.length; i++) {
    if (!tokenMatches(tokens[i] as ConditionToken, word[i] as string)) return false;
  }
  return true;
}

export function parseAff(text: string): AffixFile {
  const aff: AffixFile = {
    encoding: 'ISO8859-1',
    flagType: 'char',
    needAffix: undefined,
    onlyInCompound: undefined,
    forbiddenWord: undefined,
    fullStrip: false,
    compoundFlags: new Set(),
    prefixes: new Map(),
    suffixes: new Map(),
    aliases: [],
    unsupported: [],
  };
  const lines = text.split(/\r?\n/);
  // FLAG and AF must be known before any flag is read, wherever they stand in the file.
  for (const line of lines) {
    const [key, value] = line.trim().split(/\s+/);
    if (key === 'FLAG' && value) {
      const type = value.toLowerCase();
      if (type === 'long' || type === 'num') aff.flagType = type;
      else if (type === 'utf-8') aff.flagType = 'utf8';
      else throw new Error(`Unknown FLAG type ${value}`);
    }
  }
  const flag = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : parseFlags(value, aff.flagType)[0];

  for (let i = 0; i < lines.length; i++) {
    const fields = (lines[i] as string).trim().split(/\s+/);
    const key = fields[0] ?? '';
    if (key === '' || key.startsWith('#')) continue;
    const value = fields[1];
    if (key === 'SET' && value) aff.encoding = value;
    else if (key === 'AF' && value && /^\d+$/.test(value) && aff.aliases.length === 0) {
      const count = Number(value);
      for (let n = 0; n < count; n++) {
        const alias = (lines[++i] ?? '').trim().split(/\s+/);
        if (alias[0] !== 'AF') throw new Error(`Expected AF line ${n + 1} of ${count}`);
        aff.aliases.push(parseFlags(alias[1] ?? '', aff.flagType));
      }
    } else if (key === 'NEEDAFFIX' || key === 'PSEUDOROOT') aff.needAffix = flag(value);
    else if (key === 'ONLYINCOMPOUND') aff.onlyInCompound = flag(value);
    else if (key === 'FORBIDDENWORD') aff.forbiddenWord = flag(value);
    else if (key === 'FULLSTRIP') aff.fullStrip = true;
    else if (COMPOUND_FLAG_DIRECTIVES.has(key)) {
      const compoundFlag = flag(value);
      if (compoundFlag !== undefined) aff.compoundFlags.add(compoundFlag);
    } else if (UNSUPPORTED_DIRECTIVES.has(key)) aff.unsupported.push(key);
    else if ((key === 'PFX' || key === 'SFX') && value !== undefined) {
      const count = Number(fields[3]);
      if (!Number.isInteger(count)) throw new Error(`Bad ${key} header: ${lines[i]}`);
      const affixFlag = flag(value) as string;
      const table = key === 'PFX' ? aff.prefixes : aff.suffixes;
      let cls = table.get(affixFlag);
      if (!cls) {
        cls = { kind: key, flag: affixFlag, cross: fields[2] === 'Y', rules: [] };
        table.set(affixFlag, cls);
      }
      for (let n = 0; n < count; n++) {
        const rule = (lines[++i] ?? '').trim().split(/\s+/);
        if (rule[0] !== key || rule[1] !== value || rule.length < 4) {
          throw new Error(`Expected ${key} ${value} rule ${n + 1} of ${count}: ${lines[i]}`);
        }
        const [addText = '', contText] = (rule[3] as string).split('/');
        const condition = rule[4] ?? '.';
        cls.rules.push({
          strip: rule[2] === '0' ? '' : (rule[2] as string),
          add: addText === '0' ? '' : addText,
          condition,
          // AF aliases may stand for continuation classes too.
          contFlags: contText === undefined ? [] : resolveFlags(contText, aff),
          tokens: parseCondition(condition),
        });
      }
    }
  }
  return aff;
}

/** Reads .dic entries: an optional count line, then `word[/flags][<tab or space>morphology]`. */
export function parseDic(text: string, aff: AffixFile): DicEntry[] {
  const entries: DicEntry[] = [];
  const lines = text.split(/\r?\n/);
  const first = /^\s*\d+\s*$/.test(lines[0] ?? '') ? 1 : 0;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i] as string;
    // A line starting with a tab is a comment; morphology follows a tab or ' xx:'.
    if (line.startsWith('\t')) continue;
    const body = (line.split('\t')[0] ?? '').replace(/\s+[a-z][a-z]:\S*.*$/, '').trim();
    if (body === '') continue;
    // The first '/' not escaped as '\/' starts the flags.
    const slash = body.search(/(?<!\\)\//);
    const word = (slash < 0 ? body : body.slice(0, slash)).replace(/\\\//g, '/');
    const flags = slash < 0 ? [] : resolveFlags(body.slice(slash + 1), aff);
    if (word !== '') entries.push({ word, flags: new Set(flags) });
  }
  return entries;
}

function applySuffix(word: string, rule: AffixRule, fullStrip: boolean): string | undefined {
  if (!word.endsWith(rule.strip)) return undefined;
  const base = word.length - rule.strip.length;
  if (base === 0 && !fullStrip) return undefined;
  if (!matchesEnd(word, rule.tokens)) return undefined;
  return word.slice(0, base) + rule.add;
}

function applyPrefix(word: string, rule: AffixRule, fullStrip: boolean): string | undefined {
  if (!word.startsWith(rule.strip)) return undefined;
  if (word.length === rule.strip.length && !fullStrip) return undefined;
  if (!matchesStart(word, rule.tokens)) return undefined;
  return rule.add + word.slice(rule.strip.length);
}

interface Suffixed {
  word: string;
  /** Suffix rules applied, inner first. */
  rules: AffixRule[];
  /** Every suffix class used allows a cross product. */
  cross: boolean;
}

/**
 * Calls `emit` with each full form of one entry. Forbidden and compound-only stems make nothing;
 * a NEEDAFFIX stem makes only affixed forms.
 */
export function expandEntry(entry: DicEntry, aff: AffixFile, emit: (form: string) => void): void {
  const { flags } = entry;
  const stemHas = (f: string | undefined) => f !== undefined && flags.has(f);
  if (stemHas(aff.forbiddenWord) || stemHas(aff.onlyInCompound)) return;

  const ruleHas = (rule: AffixRule, f: string | undefined) =>
    f !== undefined && rule.contFlags.includes(f);
  const usable = (rule: AffixRule) => !ruleHas(rule, aff.onlyInCompound);
  // A bare NEEDAFFIX stem is not a word; a NEEDAFFIX affix needs at least one more affix.
  const valid = (rules: readonly AffixRule[]): boolean =>
    rules.length === 0
      ? !stemHas(aff.needAffix)
      : rules.length > 1 || !ruleHas(rules[0] as AffixRule, aff.needAffix);

  // Suffixes of one or two levels; `extra` adds suffix flags granted by a prefix.
  const suffixForms = (word: string, extra: readonly string[]): Suffixed[] => {
    const out: Suffixed[] = [];
    const level = (
      current: string,
      applied: AffixRule[],
      cross: boolean,
      allowed: Iterable<string>,
    ) => {
      for (const f of allowed) {
        const cls = aff.suffixes.get(f);
        if (!cls) continue;
        for (const rule of cls.rules) {
          if (!usable(rule)) continue;
          const next = applySuffix(current, rule, aff.fullStrip);
          if (next === undefined) continue;
          const rules = [...applied, rule];
          const item = { word: next, rules, cross: cross && cls.cross };
          out.push(item);
          // Hunspell strips at most two suffixes: the inner one's continuation class names the outer.
          if (rules.length === 1 && rule.contFlags.length > 0) {
            level(next, rules, item.cross, rule.contFlags);
          }
        }
      }
    };
    level(word, [], true, extra.length === 0 ? flags : new Set([...flags, ...extra]));
    return out;
  };

  if (valid([])) emit(entry.word);
  const suffixed = suffixForms(entry.word, []);
  for (const s of suffixed) if (valid(s.rules)) emit(s.word);

  for (const f of flags) {
    const cls = aff.prefixes.get(f);
    if (!cls) continue;
    for (const rule of cls.rules) {
      if (!usable(rule)) continue;
      const prefixed = applyPrefix(entry.word, rule, aff.fullStrip);
      if (prefixed !== undefined && valid([rule])) emit(prefixed);
      if (!cls.cross) continue;
      // Suffixes named by the prefix's continuation class apply too; recompute only then.
      const withSuffix =
        rule.contFlags.length > 0 ? suffixForms(entry.word, rule.contFlags) : suffixed;
      for (const s of withSuffix) {
        if (!s.cross) continue;
        // The prefix condition is tested on the suffixed word, as hunspell does for cross products.
        const form = applyPrefix(s.word, rule, aff.fullStrip);
        if (form !== undefined && valid([rule, ...s.rules])) emit(form);
      }
    }
  }
}

/** Expands .aff and .dic texts (already decoded) into distinct full forms. */
export function expandHunspell(affText: string, dicText: string, options: ExpandOptions = {}) {
  const aff = parseAff(affText);
  return expandParsed(aff, parseDic(dicText, aff), options);
}

export function expandParsed(
  aff: AffixFile,
  entries: readonly DicEntry[],
  options: ExpandOptions = {},
): Expansion {
  const known = new Set([
    ...aff.prefixes.keys(),
    ...aff.suffixes.keys(),
    ...aff.compoundFlags,
    ...[aff.needAffix, aff.onlyInCompound, aff.forbiddenWord].filter((f) => f !== undefined),
  ]);
  const undefinedFlags = new Map<string, number>();
  const forms = new Set<string>();
  const forbidden = new Set<string>();
  let stems = 0;
  let generated = 0;
  const emit = (form: string) => {
    generated++;
    forms.add(form);
  };
  for (const entry of entries) {
    for (const f of entry.flags) {
      if (!known.has(f)) undefinedFlags.set(f, (undefinedFlags.get(f) ?? 0) + 1);
    }
    if (aff.forbiddenWord !== undefined && entry.flags.has(aff.forbiddenWord)) {
      forbidden.add(entry.word);
      continue;
    }
    if (aff.onlyInCompound !== undefined && entry.flags.has(aff.onlyInCompound)) continue;
    if (options.includeStem && !options.includeStem(entry)) continue;
    stems++;
    expandEntry(entry, aff, emit);
  }
  // Hunspell rejects a forbidden spelling even when another stem would make it.
  for (const word of forbidden) forms.delete(word);
  return { forms: [...forms], entries: entries.length, stems, generated, undefinedFlags };
}
