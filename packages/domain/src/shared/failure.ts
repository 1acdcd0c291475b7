/** Any expected failure: a stable code for programs and the user-facing message (the edges add codes of their own). */
export type ExpectedFailure<C extends string = string> = { code: C; message: string; title?: string };
