/**
 * The web standards the packages may use beyond the language: every runtime it runs in (the page, the
 * worker, Node) has them, and their tsconfig.json has neither the DOM's nor Node's types.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array<ArrayBuffer>;
}

declare class TextDecoder {
  constructor(label?: string);
  decode(input?: ArrayBufferView | ArrayBuffer): string;
}

declare const performance: {
  now(): number;
};
