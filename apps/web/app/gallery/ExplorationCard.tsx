import { useId } from 'react';
import * as styles from './gallery.css';
import { MAX_CARD_HEIGHT } from './gallery-geometry';

type ExplorationPrompt = { name: string; prompt: string };

const HEADER_HEIGHT = 64;
const PROMPT_HEIGHT = 52;

/** The card's height in the masonry, which places it before it renders: at most the tallest post card; longer lists scroll. */
export const explorationCardHeight = (promptCount: number): number =>
  Math.min(MAX_CARD_HEIGHT, HEADER_HEIGHT + promptCount * PROMPT_HEIGHT);

/**
 * The generated-exploration card: the version's exploration prompts. Generating their images needs the image
 * generation provider's websocket, which this hub does not run, so the card lists the prompts.
 */
export function ExplorationCard({ prompts }: { prompts: ExplorationPrompt[] }) {
  const titleId = useId();
  return (
    <section className={styles.exploration} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.explorationTitle}>
        Explore this version
      </h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard */}
      <ul className={styles.promptList} tabIndex={0} aria-labelledby={titleId}>
        {prompts.map((prompt) => (
          <li key={prompt.name}>
            <span className={styles.promptName}>{prompt.name}</span>
            <span className={styles.promptText} title={prompt.prompt}>
              {prompt.prompt}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
