import { z } from 'zod';

/**
 * The image-generation provider's websocket protocol (spec §7; docs/generation.md): the client opens the socket with
 * its key in an `Authorization: Bearer <key>` header, sends `newTask` with a prompt, an offset and a number of
 * results, and the provider answers each result with a `result` message carrying a base64 PNG, or `adult: true`
 * when it refused that result as adult content.
 */
export const newTaskMessage = z.strictObject({
  type: z.literal('newTask'),
  taskId: z.string().min(1).max(64),
  prompt: z.string().min(1).max(2000),
  offset: z.number().int().min(0).max(10_000),
  numberOfResults: z.number().int().min(1).max(50),
});
export type NewTaskMessage = z.infer<typeof newTaskMessage>;

export const resultMessage = z.union([
  z.strictObject({
    type: z.literal('result'),
    taskId: z.string(),
    index: z.number().int().min(0),
    image: z.base64().min(1),
  }),
  z.strictObject({
    type: z.literal('result'),
    taskId: z.string(),
    index: z.number().int().min(0),
    adult: z.literal(true),
  }),
]);
export type ResultMessage = z.infer<typeof resultMessage>;

/** The header value the client opens the socket with. */
export const authorizationOf = (key: string): string => `Bearer ${key}`;
