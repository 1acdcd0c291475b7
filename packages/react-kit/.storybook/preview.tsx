import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme, lightTheme, themeRoot } from '../src/theme';

const themes = { light: lightTheme, dark: darkTheme } as const;

/** Puts the selected theme class on <html>, as an embedding app would, so portalled overlays are themed too. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(themes[theme], themeRoot);
    return () => root.classList.remove(themes[theme], themeRoot);
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
