import { describe, expect, it } from 'vitest';
import { isReservedPathSegment } from './reserved-path-segments.js';

describe('isReservedPathSegment', () => {
  it.each(['create', 'edit', 'model-versions', 'wizard', 'license', 'Create', ' EDIT ', 'signup', 'login'])(
    'reserves %j',
    (segment) => expect(isReservedPathSegment(segment)).toBe(true),
  );

  // The fixed pages under /user/ (issue 17), matched before /user/{username}.
  it.each(['notifications', 'account', 'buzz', 'vault', 'Notifications'])(
    'reserves the /user/ page %j',
    (segment) => expect(isReservedPathSegment(segment)).toBe(true),
  );

  it.each(['ada', 'creator', 'edits', 'my-create', 'lumen'])('leaves %j free', (segment) =>
    expect(isReservedPathSegment(segment)).toBe(false),
  );
});
