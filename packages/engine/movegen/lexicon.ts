/**
 * A word list as a minimal DAWG packed in one Uint32Array, so it loads in Node and in a browser
 * worker with a single copy and no parsing.
 *
 * A node is the index of its first edge in `edges`; 0 means "no children" (index 0 holds a
 * sentinel) and the root is node 1. Edge value v:
 *   letter index = v & 31, terminal (a word ends after this letter) = (v >>> 5) & 1,
 *   last edge of its node = (v >>> 6) & 1, child node = v >>> 7.
 * A node's edges are sorted by letter index.
 */

export const LETTER_MASK = 31;
export const TERMINAL_BIT = 32;
export const LAST_BIT = 64;
export const CHILD_SHIFT = 7;

/** Every letter of an alphabet of `count` letters, bit per letter index (at most 31 bits). */
export function alphabetMask(count: number): number {
  return count >= 31 ? 0x7fffffff : (1 << count) - 1;
}

/** Version of the binary form; bump it whenever the layout of the bytes changes. */
export const LEXICON_FORMAT_VERSION = 1;
const MAGIC = 0x4c44524f; // 'ORDL' read as a little-endian u32
const HEADER_WORDS = 6; // magic, version, wordCount, edgeCount, checksum, alphabet byte length

export class LexiconFormatError extends Error {}

/** FNV-1a over the edges: catches a truncated or damaged file before it gives wrong answers. */
function checksum(edges: Uint32Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < edges.length; i++) {
    hash = Math.imul(hash ^ (edges[i] as number), 0x01000193) >>> 0;
  }
  return hash;
}

interface BuildNode {
  id: number;
  final: boolean;
  letters: number[];
  children: BuildNode[];
}

function newNode(): BuildNode {
  return { id: -1, final: false, letters: [], children: [] };
}

/**
 * Daciuk's incremental construction of a minimal DAWG from words in sorted order: each time a
 * word leaves a branch, the finished nodes of that branch are merged with an equal registered node.
 */
function buildDawg(sortedWords: readonly (readonly number[])[]): BuildNode {
  const root = newNode();
  const register = new Map<string, BuildNode>();
  let nextId = 0;
  const path: BuildNode[] = [root]; // path[i] is the node reached after i letters of `previous`
  let previous: readonly number[] = [];

  const minimise = (downTo: number) => {
    for (let depth = path.length - 1; depth > downTo; depth--) {
      const child = path[depth] as BuildNode;
      const parent = path[depth - 1] as BuildNode;
      let key = child.final ? '1' : '0';
      for (let i = 0; i < child.letters.length; i++) {
        key += `,${child.letters[i]}:${(child.children[i] as BuildNode).id}`;
      }
      const existing = register.get(key);
      if (existing) parent.children[parent.children.length - 1] = existing;
      else {
        child.id = nextId++;
        register.set(key, child);
      }
      path.pop();
    }
  };

  for (const word of sortedWords) {
    let common = 0;
    while (common < word.length && common < previous.length && word[common] === previous[common]) {
      common++;
    }
    minimise(common);
    let node = path[path.length - 1] as BuildNode;
    for (let i = common; i < word.length; i++) {
      const child = newNode();
      node.letters.push(word[i] as number);
      node.children.push(child);
      path.push(child);
      node = child;
    }
    node.final = true;
    previous = word;
  }
  minimise(0);
  return root;
}

/** Lays the nodes out as edge blocks, depth first from the root. */
function pack(root: BuildNode): Uint32Array {
  const offsets = new Map<BuildNode, number>();
  const order: BuildNode[] = [];
  let size = 1; // index 0 is the sentinel, so 0 can mean "no children"
  const stack: BuildNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as BuildNode;
    if (offsets.has(node) || node.letters.length === 0) continue;
    offsets.set(node, size);
    order.push(node);
    size += node.letters.length;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as BuildNode);
  }
  if (size >= 2 ** (32 - CHILD_SHIFT)) throw new Error('Word list too large for the lexicon form');
  const edges = new Uint32Array(Math.max(size, 2));
  for (const node of order) {
    const base = offsets.get(node) as number;
    for (let i = 0; i < node.letters.length; i++) {
      const child = node.children[i] as BuildNode;
      const childOffset = offsets.get(child) ?? 0;
      let value = (node.letters[i] as number) | (childOffset << CHILD_SHIFT);
      if (child.final) value |= TERMINAL_BIT;
      if (i === node.letters.length - 1) value |= LAST_BIT;
      edges[base + i] = value >>> 0;
    }
  }
  // An empty lexicon still needs a root block: one edge that leads nowhere and ends no word.
  if (order.length === 0) edges[1] = LAST_BIT | LETTER_MASK;
  return edges;
}

/** Lexicon.below: per node, the letters below it and the longest way to a word's end. */
export interface LettersBelow {
  readonly letters: Int32Array;
  readonly longest: Uint8Array;
}

export class Lexicon {
  static readonly ROOT = 1;
  readonly alphabet: string;
  readonly edges: Uint32Array;
  readonly wordCount: number;
  private readonly codeToIndex: Int8Array;
  private lettersBelow: LettersBelow | null = null;
  private nextLetters: Int32Array | null = null;

  constructor(alphabet: string, edges: Uint32Array, wordCount: number) {
    const letters = [...alphabet];
    if (letters.length === 0 || letters.length > LETTER_MASK) {
      throw new LexiconFormatError(`An alphabet needs 1 to ${LETTER_MASK} letters`);
    }
    this.alphabet = alphabet;
    this.edges = edges;
    this.wordCount = wordCount;
    this.codeToIndex = new Int8Array(0x250).fill(-1);
    letters.forEach((letter, i) => {
      const code = letter.charCodeAt(0);
      if (letter.length !== 1 || code >= this.codeToIndex.length) {
        throw new LexiconFormatError(`Letter '${letter}' cannot be in a lexicon alphabet`);
      }
      this.codeToIndex[code] = i;
    });
  }

  /** Builds a lexicon; words with letters outside the alphabet are left out. */
  static fromWords(words: Iterable<string>, alphabet: string): Lexicon {
    const probe = new Lexicon(alphabet, new Uint32Array(2), 0);
    // Sort by letter index (alphabet order), not by code point: 'å' sorts last in Norwegian.
    const keyed = new Map<string, number[]>();
    for (const raw of words) {
      const word = raw.toLowerCase();
      const indexes = probe.indexesOf(word);
      if (!indexes || indexes.length === 0) continue;
      keyed.set(String.fromCharCode(...indexes.map((i) => 65 + i)), indexes);
    }
    const keys = [...keyed.keys()].sort();
    const root = buildDawg(keys.map((k) => keyed.get(k) as number[]));
    return new Lexicon(alphabet, pack(root), keys.length);
  }

  /** Reads the binary form made by toBytes, checking magic, version and checksum. */
  static fromBytes(data: ArrayBuffer | Uint8Array): Lexicon {
    const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    if (bytes.byteLength < HEADER_WORDS * 4) throw new LexiconFormatError('File is too short');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const word = (i: number) => view.getUint32(i * 4, true);
    if (word(0) !== MAGIC) throw new LexiconFormatError('Not a lexicon file (wrong magic number)');
    if (word(1) !== LEXICON_FORMAT_VERSION) {
      throw new LexiconFormatError(
        `Lexicon format version ${word(1)} is not supported (expected ${LEXICON_FORMAT_VERSION})`,
      );
    }
    const wordCount = word(2);
    const edgeCount = word(3);
    const expected = word(4);
    const alphabetBytes = word(5);
    const edgesStart = HEADER_WORDS * 4 + Math.ceil(alphabetBytes / 4) * 4;
    if (bytes.byteLength !== edgesStart + edgeCount * 4) {
      throw new LexiconFormatError('File is truncated or has trailing bytes');
    }
    const alphabet = new TextDecoder().decode(
      bytes.subarray(HEADER_WORDS * 4, HEADER_WORDS * 4 + alphabetBytes),
    );
    // Use the bytes in place when aligned (the common case), otherwise copy once.
    const aligned = (bytes.byteOffset + edgesStart) % 4 === 0;
    const edges = aligned
      ? new Uint32Array(bytes.buffer, bytes.byteOffset + edgesStart, edgeCount)
      : new Uint32Array(bytes.slice(edgesStart).buffer);
    if (checksum(edges) !== expected) throw new LexiconFormatError('Checksum mismatch: damaged');
    return new Lexicon(alphabet, edges, wordCount);
  }

  toBytes(): Uint8Array {
    const alphabetBytes = new TextEncoder().encode(this.alphabet);
    const edgesStart = HEADER_WORDS * 4 + Math.ceil(alphabetBytes.length / 4) * 4;
    const bytes = new Uint8Array(edgesStart + this.edges.length * 4);
    const view = new DataView(bytes.buffer);
    const header = [
      MAGIC,
      LEXICON_FORMAT_VERSION,
      this.wordCount,
      this.edges.length,
      checksum(this.edges),
      alphabetBytes.length,
    ];
    header.forEach((value, i) => view.setUint32(i * 4, value, true));
    bytes.set(alphabetBytes, HEADER_WORDS * 4);
    for (let i = 0; i < this.edges.length; i++) {
      view.setUint32(edgesStart + i * 4, this.edges[i] as number, true);
    }
    return bytes;
  }

  /** Letter index, or -1 when the letter is not in the alphabet (lower case only). */
  indexOf(letter: string): number {
    const code = letter.charCodeAt(0);
    return code < this.codeToIndex.length ? (this.codeToIndex[code] as number) : -1;
  }

  /** The word as letter indexes, or null when a letter is not in the alphabet. */
  indexesOf(word: string): number[] | null {
    const out: number[] = [];
    for (const ch of word) {
      const i = ch.length === 1 ? this.indexOf(ch) : -1;
      if (i < 0) return null;
      out.push(i);
    }
    return out;
  }

  /** The edge of `node` for `letter`, or -1. */
  findEdge(node: number, letter: number): number {
    if (node === 0) return -1;
    const edges = this.edges;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & LETTER_MASK;
      if (l === letter) return e;
      if (l > letter || v & LAST_BIT) return -1;
    }
  }

  /**
   * Per node (its first edge's index in `edges`): the letters on any edge at or below it, bit per
   * letter index, and the most letters a path from it to the end of a word takes. A search that
   * must place every tile it holds prunes a node whose words cannot take them. Made on first use.
   */
  below(): LettersBelow {
    if (this.lettersBelow) return this.lettersBelow;
    const edges = this.edges;
    const letters = new Int32Array(edges.length);
    const longest = new Uint8Array(edges.length);
    const done = new Uint8Array(edges.length);
    const visit = (node: number): void => {
      let mask = 0;
      let most = 0;
      for (let e = node; ; e++) {
        const v = edges[e] as number;
        mask |= 1 << (v & LETTER_MASK);
        let length = v & TERMINAL_BIT ? 1 : 0;
        const child = v >>> CHILD_SHIFT;
        if (child !== 0) {
          if (!done[child]) visit(child);
          mask |= letters[child] as number;
          if ((longest[child] as number) > 0) length = 1 + (longest[child] as number);
        }
        if (length > most) most = length;
        if (v & LAST_BIT) break;
      }
      letters[node] = mask;
      longest[node] = Math.min(most, 255);
      done[node] = 1;
    };
    visit(Lexicon.ROOT);
    this.lettersBelow = { letters, longest };
    return this.lettersBelow;
  }

  /**
   * Per node (its first edge's index in `edges`): the letters of its own edges, bit per letter
   * index, so a search can tell without walking the edges whether any letter it holds goes on.
   * Made on first use.
   */
  next(): Int32Array {
    if (this.nextLetters) return this.nextLetters;
    const edges = this.edges;
    const next = new Int32Array(edges.length);
    // A node's edges run from its index to the first edge with LAST_BIT: walk back from each end.
    let mask = 0;
    for (let e = edges.length - 1; e >= 1; e--) {
      const v = edges[e] as number;
      if (v & LAST_BIT) mask = 0;
      mask |= 1 << (v & LETTER_MASK);
      next[e] = mask;
    }
    this.nextLetters = next;
    return next;
  }

  /** True when the (lower-case) word is in the lexicon. */
  has(word: string): boolean {
    let node = Lexicon.ROOT;
    let terminal = false;
    for (let i = 0; i < word.length; i++) {
      const letter = this.indexOf(word[i] as string);
      if (letter < 0) return false;
      const e = this.findEdge(node, letter);
      if (e < 0) return false;
      const v = this.edges[e] as number;
      terminal = (v & TERMINAL_BIT) !== 0;
      node = v >>> CHILD_SHIFT;
    }
    return word.length > 0 && terminal;
  }

  /** Every word in alphabet order. */
  *words(): IterableIterator<string> {
    const letters = [...this.alphabet];
    const prefix: string[] = [];
    const edges = this.edges;
    function* walk(node: number): IterableIterator<string> {
      for (let e = node; ; e++) {
        const v = edges[e] as number;
        const letter = letters[v & LETTER_MASK];
        if (letter !== undefined) {
          prefix.push(letter);
          if (v & TERMINAL_BIT) yield prefix.join('');
          const child = v >>> CHILD_SHIFT;
          if (child !== 0) yield* walk(child);
          prefix.pop();
        }
        if (v & LAST_BIT) break;
      }
    }
    yield* walk(Lexicon.ROOT);
  }
}
