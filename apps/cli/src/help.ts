/** `Examples:` help text, one `$ atelier …` line per example. */
export const examples = (...lines: string[]): string =>
  `\nExamples:\n${lines.map((line) => `  $ atelier ${line}`).join('\n')}`;
