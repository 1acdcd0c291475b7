import { describe, expect, it } from 'vitest';
import { auditLine } from './audit-line';

const versions = [{ id: 7, name: 'v2.0' }];
const day = (date: Date) => `day ${date.getUTCDate()}`;

describe('auditLine', () => {
  it('names the action, the version by name and the simple details', () => {
    expect(
      auditLine(
        { action: 'modelVersion.delete', modelVersionId: 7, details: { reason: 'dup' } },
        versions,
        day,
      ),
    ).toBe('Deleted a version (v2.0) — reason: dup');
  });

  it('names a version that is gone by its id and leaves out nested details', () => {
    expect(
      auditLine(
        { action: 'modelVersion.publish', modelVersionId: 9, details: { ids: [1, 2] } },
        versions,
        day,
      ),
    ).toBe('Published a version (version 9)');
  });

  it('shows an action it has no words for as it is', () => {
    expect(
      auditLine({ action: 'model.somethingNew', modelVersionId: null, details: {} }, versions, day),
    ).toBe('model.somethingNew');
  });

  it('shows the mode a moderator chose', () => {
    expect(
      auditLine(
        { action: 'model.changeMode', modelVersionId: null, details: { mode: 'Archived' } },
        versions,
        day,
      ),
    ).toBe('Changed the mode — mode: Archived');
  });

  it('writes moments in its details as local dates, not the stored ISO strings', () => {
    expect(
      auditLine(
        {
          action: 'model.publish',
          modelVersionId: null,
          details: { publishedAt: '2026-03-05T10:00:00.000Z', note: '2026 plans' },
        },
        versions,
        day,
      ),
    ).toBe('Published the model — publishedAt: day 5, note: 2026 plans');
  });
});
