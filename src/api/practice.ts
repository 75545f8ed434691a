import { CALLS } from '@ordbot/contract/api-contract.ts';
import type {
  PracticeAnswerRequest,
  PracticeList,
  PracticeProgress,
} from '@ordbot/contract/api-types.ts';
import { callApi } from './client.ts';

/** The signed-in user's exercises and progress ('Øv på feilene'). */
export function getPractice(): Promise<PracticeList> {
  return callApi(CALLS.practice, {});
}

/** One answer; the same answer id sent again counts once. */
export function sendPracticeAnswer(answer: PracticeAnswerRequest): Promise<PracticeProgress> {
  return callApi(CALLS.practiceAnswer, { body: answer });
}
