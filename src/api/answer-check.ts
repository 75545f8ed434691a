/**
 * Every answer checked against the contract's schema (packages/contract/api-responses.ts) in development and
 * in the tests (docs/architecture.md, Answers checked against the contract). The client loads
 * this file only when import.meta.env.DEV, so zod and the schemas stay out of the production
 * bundle.
 */
import type { AnyCall } from '@ordbot/contract/api-contract.ts';
import { answerFaultOf } from '@ordbot/contract/api-responses.ts';

/** The server answered a call with JSON the contract does not declare. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
}

const offContract = new Set<AnyCall>();

/**
 * For a test that proves the app survives an answer outside the contract (a missing number
 * shown as 0, the layout check of docs/product.md, Checks): the calls' answers go unchecked until
 * the returned function is called.
 */
export function answersOffContract(...targets: AnyCall[]): () => void {
  for (const target of targets) offContract.add(target);
  return () => {
    for (const target of targets) offContract.delete(target);
  };
}

/** Throws ContractError when `answer` (a 2xx answer of `target`) breaks the contract. */
export function checkAnswer(target: AnyCall, answer: unknown): void {
  if (offContract.has(target)) return;
  const fault = answerFaultOf(target, 200, answer === '' ? undefined : answer);
  if (fault) {
    throw new ContractError(
      `The answer of ${target.method} ${target.path} breaks the contract: ${fault}`,
    );
  }
}
