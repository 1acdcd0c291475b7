import { describe, expect, it } from 'vitest';
import { aUser, aVersion } from '../testing/index.js';
import { isVersionIncomplete, versionWizardUrl, wizardStepFor } from './incomplete-version.js';

const NOW = new Date('2026-03-01T12:00:00Z');
const version = (build = aVersion(), counts = { fileCount: 1, postCount: 1 }) => ({
  id: 7,
  ...counts,
  ...build.of({ id: 100 }).build(NOW),
});

describe('isVersionIncomplete', () => {
  it('is false for a published or scheduled version with files and posts', () => {
    expect(isVersionIncomplete(version())).toBe(false);
    expect(isVersionIncomplete(version(aVersion().scheduled(NOW)))).toBe(false);
  });

  it('is true without files, without posts, or when not Published/Scheduled', () => {
    expect(isVersionIncomplete(version(aVersion(), { fileCount: 0, postCount: 1 }))).toBe(true);
    expect(isVersionIncomplete(version(aVersion(), { fileCount: 1, postCount: 0 }))).toBe(true);
    expect(isVersionIncomplete(version(aVersion().draft()))).toBe(true);
    expect(isVersionIncomplete(version(aVersion().unpublished()))).toBe(true);
    expect(isVersionIncomplete(version(aVersion().violation()))).toBe(true);
  });
});

describe('wizardStepFor', () => {
  const training = aVersion().draft().with({ trainingStatus: 'Processing' });

  it('sends an unpublished version with a training status to step 1, whatever else it lacks', () => {
    expect(wizardStepFor(version(training, { fileCount: 0, postCount: 0 }))).toBe(1);
    expect(wizardStepFor(version(training))).toBe(1);
  });

  it('sends a version without files to step 2, and one with files but no posts to step 3', () => {
    expect(wizardStepFor(version(aVersion().draft(), { fileCount: 0, postCount: 0 }))).toBe(2);
    expect(wizardStepFor(version(aVersion().draft(), { fileCount: 2, postCount: 0 }))).toBe(3);
  });

  it('ignores the training status of a published version', () => {
    const trainedAndPublished = aVersion().with({ trainingStatus: 'Approved' });
    expect(wizardStepFor(version(trainedAndPublished, { fileCount: 0, postCount: 1 }))).toBe(2);
    expect(wizardStepFor(version(trainedAndPublished))).toBeNull();
  });

  it('needs no step when only publishing is missing', () => {
    expect(wizardStepFor(version(aVersion().draft()))).toBeNull();
  });
});

describe('versionWizardUrl', () => {
  const owner = { id: 1, ...aUser().build(NOW) };
  const model = { id: 100, userId: 1 };
  const noFiles = version(aVersion().draft(), { fileCount: 0, postCount: 1 });

  it('takes the owner to the wizard step of an incomplete version', () => {
    expect(versionWizardUrl(owner, model, noFiles)).toBe('/models/100/model-versions/7/wizard?step=2');
  });

  it('just selects the version for everybody else, and for complete versions', () => {
    expect(versionWizardUrl({ id: 2, ...aUser().moderator().build(NOW) }, model, noFiles)).toBeNull();
    expect(versionWizardUrl(null, model, noFiles)).toBeNull();
    expect(versionWizardUrl(owner, model, version())).toBeNull();
  });
});
