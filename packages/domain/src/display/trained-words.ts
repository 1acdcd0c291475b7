/** Trained words shown before the rest collapse into "+N more" (spec §9). */
export const TRAINED_WORDS_SHOWN = 10;
