import { Button, Skeleton, visuallyHidden } from '@atelier/react-kit';
import { useEffect, useId, useState } from 'react';
import * as styles from './gallery.css';
import { MAX_CARD_HEIGHT } from './gallery-geometry';
import { type Tile, useExploration } from './use-exploration';

type ExplorationPrompt = { name: string; prompt: string };

/** The card's height in the masonry, which places it before it renders: the tallest post card; the images scroll. */
export const explorationCardHeight = (_promptCount: number): number => MAX_CARD_HEIGHT;

function TileView({ tile, label }: { tile: Tile; label: string }) {
  if (tile.state === 'image')
    return <img className={styles.explorationImage} src={tile.url} alt={label} width={256} height={256} />;
  if (tile.state === 'failed')
    return (
      <span className={styles.explorationFailed}>
        <span className={visuallyHidden}>{label}: </span>
        {tile.message}
      </span>
    );
  return (
    <span className={styles.explorationPending}>
      <Skeleton width="100%" height="100%" />
      <span className={visuallyHidden}>{label}: generating…</span>
    </span>
  );
}

/** How close to the end of the list (in pixels) a scroll asks for the next batch. */
const NEAR_END = 160;

function ImageGrid({
  prompt,
  tiles,
  loading,
  onNearEnd,
}: {
  prompt: string;
  tiles: Tile[];
  loading: boolean;
  onNearEnd: () => void;
}) {
  return (
    <ul
      className={styles.explorationGrid}
      onScroll={(event) => {
        const list = event.currentTarget;
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) onNearEnd();
      }}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard
      tabIndex={0}
      aria-label={`Images for ${prompt}`}
      aria-busy={loading}
    >
      {tiles.map((tile, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a tile's place is its identity
          key={index}
          className={styles.explorationTile}
          data-state={tile.state}
        >
          <TileView tile={tile} label={`${prompt}, image ${index + 1}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The generated-exploration card (spec §7–§9): the version's exploration prompts; choosing one streams its images
 * from our server (placeholders first, each replaced as it arrives), 9 more whenever the viewer scrolls near the end,
 * with the server's texts for refusals ("Too many requests", "Too many attempts") and timeouts. The owner gets a way
 * to edit the prompts.
 */
export function ExplorationCard({
  prompts,
  modelVersionId,
  onEditPrompts,
}: {
  prompts: ExplorationPrompt[];
  modelVersionId: number;
  onEditPrompts?: () => void;
}) {
  const titleId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const exploration = useExploration(modelVersionId, chosen);
  const { more } = exploration;

  // The first batch when a prompt is chosen; the next ones as the viewer scrolls near the end of the list.
  useEffect(() => {
    if (chosen !== null) more();
  }, [chosen, more]);

  return (
    <section className={styles.exploration} aria-labelledby={titleId}>
      <div className={styles.explorationHeader}>
        <h3 id={titleId} className={styles.explorationTitle}>
          Explore this version
        </h3>
        {onEditPrompts ? (
          <Button variant="subtle" size="sm" onPress={onEditPrompts}>
            Edit prompts
          </Button>
        ) : null}
      </div>
      <fieldset className={styles.explorationPrompts}>
        <legend className={visuallyHidden}>Prompts</legend>
        {prompts.map((prompt) => (
          <button
            key={prompt.name}
            type="button"
            className={styles.explorationPrompt}
            aria-pressed={chosen === prompt.name}
            title={prompt.prompt}
            onClick={() => setChosen(prompt.name)}
          >
            {prompt.name}
          </button>
        ))}
      </fieldset>
      {exploration.notice ? (
        <div className={styles.explorationNotice} role="status">
          <span>{exploration.notice}</span>
          <Button variant="secondary" size="sm" onPress={exploration.retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {chosen === null ? (
        <p className={styles.explorationHint}>Choose a prompt to see what this version generates.</p>
      ) : null}
      {chosen !== null ? (
        <ImageGrid prompt={chosen} tiles={exploration.tiles} loading={exploration.loading} onNearEnd={more} />
      ) : null}
    </section>
  );
}
