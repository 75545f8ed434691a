/** Move notation (docs/analysis.md "Notation"), made by the engine (packages/engine/engine/notation.ts). */
export {
  compareAlternatives,
  notation,
  samePlacement,
  squareName,
  withNotation,
} from '../engine/notation.ts';
