/** Move notation (docs/analysis.md "Notation"), made by the engine (core/engine/notation.ts). */
export {
  compareAlternatives,
  notation,
  samePlacement,
  squareName,
  withNotation,
} from '../engine/notation.ts';
