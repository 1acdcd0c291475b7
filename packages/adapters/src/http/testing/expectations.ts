import { expect } from 'vitest';
import type { Answer } from './api-client.js';

/** The call succeeded; returns its data for further checks. */
export const expectOk = <T>(answer: Answer<T>): T => {
  if (!answer.ok)
    throw new Error(
      `expected success, got ${answer.status} ${answer.error.data.errorCode}: ${answer.error.message}`,
    );
  expect(answer.status).toBe(200);
  return answer.data;
};

/** The call failed with this status and stable code, carrying a message for people. */
export const expectFailure = (answer: Answer, status: number, errorCode: string): void => {
  if (answer.ok)
    throw new Error(`expected ${status} ${errorCode}, got success: ${JSON.stringify(answer.data)}`);
  expect({ status: answer.status, errorCode: answer.error.data.errorCode }).toEqual({ status, errorCode });
  expect(answer.error.data.httpStatus).toBe(status);
  expect(answer.error.message).not.toBe('');
};
