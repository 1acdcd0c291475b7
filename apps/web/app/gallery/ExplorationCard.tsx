import { useId } from 'react';
import * as styles from './gallery.css';

type ExplorationPrompt = { name: string; prompt: string };

const HEADER_HEIGHT = 64;
const PROMPT_HEIGHT = 52;
/** As tall as the longest post card (spec §9: image 600 plus header 58); longer lists scroll. */
const MAX_HEIGHT = 658;

/** The card's height in the masonry, which places it before it renders. */
export const explorationCardHeight = (promptCount: number): number =>
  Math.min(MAX_HEIGHT, HEADER_HEIGHT + promptCount * PROMPT_HEIGHT);

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
