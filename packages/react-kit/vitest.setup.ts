import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from './.storybook/preview';

// Stories composed in tests get the same decorators and globals (the theme) as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
});
