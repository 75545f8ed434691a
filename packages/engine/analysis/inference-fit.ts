/**
 * The person's racks' inference as fitted (rack-posterior.ts InferenceSettings): the softmax
 * temperature and the grade's confidence, with the command, seeds and games that made them.
 * Written by `npm run engine -- inference fit`; measured on other seeds by `npm run bench inference`.
 */
import type { InferenceSettings } from './rack-posterior.ts';

export const INFERENCE_FIT: InferenceSettings & {
  command: string;
  seeds: string;
  games: number;
} = {
  temperature: 8,
  gradeConfidence: 0.6,
  prior: 'HINDSIGHT',
  command: 'unfitted',
  seeds: '',
  games: 0,
};
