import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/** Every story runs as a test (render, then its play function): adding a story adds a test. */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories: Record<string, { run: () => Promise<void>; load: () => Promise<void> }> =
    composeStories(module);
  it.each(Object.entries(stories))('%s', async (_name, Story) => {
    try {
      await Story.run();
    } finally {
      // Storybook unmounts a story only when the next one runs; `load()` runs those cleanups now, so no story
      // stays mounted (timers, portals) into the next test file of the same worker.
      await Story.load();
    }
  });
});
