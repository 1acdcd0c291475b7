import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordWeaknesses } from './auth-errors.js';

/** zxcvbn's score from 0 (guessed at once) to 4; 3 is "safely unguessable" against online and slow offline attacks. */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator with the common-password list and keyboard layouts, built once: loading the lists takes a moment. */
let estimator: ZxcvbnFactory | undefined;
const estimatorOf = (): ZxcvbnFactory => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
};

/**
 * Why `password` is too easy to guess for the account `username`, or null when it is strong enough: it must not
 * contain the username, and zxcvbn (which also knows the username) must score it at least MIN_PASSWORD_SCORE.
 * Deterministic, so the same password always gets the same answer.
 */
export const passwordWeakness = (password: string, username: string): string | null => {
  const name = username.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return passwordWeaknesses.userInputs;
  const result = estimatorOf().check(password, name === '' ? [] : [name]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const warning = result.feedback.warning as keyof typeof passwordWeaknesses | null;
  return warning !== null && warning in passwordWeaknesses
    ? passwordWeaknesses[warning]
    : passwordWeaknesses.tooPredictable;
};
