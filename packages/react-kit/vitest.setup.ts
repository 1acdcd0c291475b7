import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as preview from './.storybook/preview';

// happy-dom 21 gives each window its own Document subclass, so `document instanceof window.Document` is false. react-aria's
// `isFocusWithin` relies on it: without this, every popover thinks focus is outside and pulls it onto itself (a menu
// would never focus its first item). Browsers are unaffected.
if (!(document instanceof window.Document)) {
  Object.defineProperty(window.Document, Symbol.hasInstance, {
    value: (value: unknown) => value instanceof window.Node && value.nodeType === window.Node.DOCUMENT_NODE,
  });
}

// Stories composed in tests get the same decorators and globals (the theme) as in Storybook.
setProjectAnnotations([preview]);

afterEach(() => {
  cleanup();
  // react-aria's live announcer is one node per document, outside any React root; empty it as `clearAnnouncer` does,
  // so a message announced by one test (role "img" / "log" content) is not found by the next.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});
