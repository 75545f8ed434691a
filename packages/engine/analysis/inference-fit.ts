/**
 * The person's racks' inference as fitted (rack-posterior.ts InferenceSettings): the softmax
 * temperature and the grade's confidence, with the command, seeds and games that made them.
 * Written by `npm run engine -- inference fit`; measured on other seeds by
 * `npm run engine -- inference measure` and `npm run bench inference`.
 */
import type { InferenceSettings } from './rack-posterior.ts';

export const INFERENCE_FIT: InferenceSettings & {
  command: string;
  seeds: string;
  games: number;
} = {
  temperature: 4.46,
  gradeConfidence: 0.55,
  prior: 'HINDSIGHT',
  command: 'npm run engine -- inference fit --seed 1 --games 60',
  seeds: '1-60',
  games: 60,
};
