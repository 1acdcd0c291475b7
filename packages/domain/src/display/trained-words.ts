/** Trained words shown before the rest collapse into "+N more" (spec §9). */
export const TRAINED_WORDS_SHOWN = 10;

/** The first 10 trained words, and a "+N more" label for the rest (null when none are hidden). */
export const trainedWordsPreview = (words: readonly string[]): { shown: string[]; more: string | null } => {
  const hidden = words.length - TRAINED_WORDS_SHOWN;
  return { shown: words.slice(0, TRAINED_WORDS_SHOWN), more: hidden > 0 ? `+${hidden} more` : null };
};
