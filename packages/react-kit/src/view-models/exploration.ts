/** One exploration prompt of a version; the name identifies it within the version. */
export interface ExplorationPromptView {
  name: string;
  prompt: string;
}
