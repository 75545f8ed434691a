/**
 * The rack's left parts as a tree in preorder (node 0: the empty left part), made once per rack
 * and blank letters: each is a word's start spelt with the rack's tiles. Per node: its DAWG
 * node, its last tile's code, the index after its subtree, the letters a tile left on the rack
 * could put right after it (on the anchor), and those of its whole subtree. The move search
 * walks it from every anchor instead of the DAWG, and skips the left parts no anchor letter can
 * follow.
 */
import { CHILD_SHIFT, LAST_BIT, LETTER_MASK, Lexicon } from './lexicon.ts';
import { BLANK_FLAG } from './move-pool.ts';

/** Nodes a new tree has room for before it grows. */
const INITIAL_NODES = 256;

export class LeftPartTree {
  node = new Int32Array(INITIAL_NODES);
  code = new Uint8Array(INITIAL_NODES);
  end = new Int32Array(INITIAL_NODES);
  next = new Int32Array(INITIAL_NODES);
  subtree = new Int32Array(INITIAL_NODES);
  count = 0;
  /** The blank letters the tree was made with (-1: no tree for the current rack). */
  blankMask = -1;
  private blanks = 0;

  constructor(private readonly edges: Uint32Array) {}

  /**
   * The tree of a rack (`rack`: counts per letter index, restored on return) with `blanks`
   * blanks standing for the letters of `blankMask`, left parts of up to `limit` tiles.
   */
  build(rack: Int8Array, blanks: number, blankMask: number, limit: number): void {
    this.blankMask = blankMask;
    this.blanks = blanks;
    this.count = 0;
    this.add(rack, Lexicon.ROOT, 0, limit);
  }

  /** Adds the left part ending in DAWG node `node` and its longer ones; returns its subtree's letters. */
  private add(rack: Int8Array, node: number, code: number, limit: number): number {
    const i = this.count++;
    if (i === this.node.length) this.grow();
    this.node[i] = node;
    this.code[i] = code;
    const edges = this.edges;
    const blankMask = this.blanks > 0 ? this.blankMask : 0;
    let next = 0;
    let subtree = 0;
    for (let e = node; ; e++) {
      const v = edges[e] as number;
      const l = v & LETTER_MASK;
      const real = (rack[l] as number) > 0;
      const blank = ((blankMask >>> l) & 1) !== 0;
      if (real || blank) {
        next |= 1 << l;
        const child = v >>> CHILD_SHIFT;
        if (child !== 0 && limit > 0) {
          if (real) {
            rack[l] = (rack[l] as number) - 1;
            subtree |= this.add(rack, child, l, limit - 1);
            rack[l] = (rack[l] as number) + 1;
          }
          if (blank) {
            this.blanks--;
            subtree |= this.add(rack, child, l | BLANK_FLAG, limit - 1);
            this.blanks++;
          }
        }
      }
      if (v & LAST_BIT) break;
    }
    this.next[i] = next;
    this.subtree[i] = subtree | next;
    this.end[i] = this.count;
    return subtree | next;
  }

  private grow(): void {
    const size = this.node.length * 2;
    const grow = <T extends Int32Array | Uint8Array>(a: T, b: T): T => (b.set(a), b);
    this.node = grow(this.node, new Int32Array(size));
    this.code = grow(this.code, new Uint8Array(size));
    this.end = grow(this.end, new Int32Array(size));
    this.next = grow(this.next, new Int32Array(size));
    this.subtree = grow(this.subtree, new Int32Array(size));
  }
}
