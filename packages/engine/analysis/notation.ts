/** Move notation (docs/analysis.md "Notation"), made by the engine (packages/engine/movegen/notation.ts). */
export {
  compareAlternatives,
  notation,
  samePlacement,
  squareName,
  withNotation,
} from '../movegen/notation.ts';
