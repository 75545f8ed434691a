/**
 * The person's racks' inference as fitted (rack-posterior.ts InferenceSettings): the softmax
 * temperatures each game's person is weighed over (the likeliest single one beside them) and the
 * grade's confidence, with the command, seeds and games that made them.
 * Written by `npm run engine -- inference fit`; measured on other seeds by
 * `npm run engine -- inference measure` and `npm run bench inference`.
 */
import type { InferenceSettings } from './rack-posterior.ts';

export const INFERENCE_FIT: InferenceSettings & {
  command: string;
  seeds: string;
  games: number;
} = {
  temperature: 5.7,
  temperatures: [0.75, 1.1, 1.7, 2.5, 3.8, 5.7, 8.5, 12.8, 19.2, 28.8],
  gradeConfidence: 0.625,
  prior: 'HINDSIGHT',
  command: 'npm run engine -- inference fit --seed 1 --games 60',
  seeds: '1-60',
  games: 60,
};
