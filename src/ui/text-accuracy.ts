/**
 * 'Nøyaktighet' (docs/strategy.md, Accuracy) wherever it is shown: its format and the short
 * explanation of what it means. A part of the catalogue of its own (not in text.ts): only the
 * screens that show the figure load it.
 */
export const ACCURACY_TEXT = {
  label: 'Nøyaktighet',
  none: '–',
  note: 'Nøyaktighet (0–100 %) sier hvor nær trekkene var det beste kjente trekket: 100 % når hvert trekk er det beste, lavere jo mer vinnersjanse trekkene taper. Et spill uten store feil ligger gjerne over 90 %; én tabbe kan dra det ned mot 80 %. Snittet over mange spill sier mer enn ett enkelt spill.',
} as const;
