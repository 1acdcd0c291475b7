import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/** Every story runs as a test (render, then its play function): adding a story adds a test. */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories: Record<string, { run: () => Promise<void> }> = composeStories(module);
  it.each(Object.entries(stories))('%s', async (_name, Story) => {
    await Story.run();
  });
});
