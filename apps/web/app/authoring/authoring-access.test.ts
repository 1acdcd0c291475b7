import { ACTIONS, type Action } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';
import { editableVersion, liveVersionOf, lockedForOwner, modelHref, modelToEdit } from './authoring-access';

const aVersion = (over: Partial<PageVersion> = {}): PageVersion =>
  ({ id: 11, name: 'v1', deletedAt: null, ...over }) as PageVersion;

const aPage = (can: Action[], versions: PageVersion[] = [aVersion()]): ModelPageView =>
  ({
    view: 'model',
    model: { id: 20, name: 'Ink Wash' },
    versions,
    viewer: { can: Object.fromEntries(ACTIONS.map((action) => [action, can.includes(action)])) },
  }) as ModelPageView;

describe('modelToEdit', () => {
  it('gives the page to whoever the server lets edit the model (the owner, a moderator)', () => {
    expect(modelToEdit(aPage(['model.edit']))?.model.id).toBe(20);
  });

  it('hides it from everyone else and for a removed model, exactly like a missing one', () => {
    expect(modelToEdit(aPage(['model.view', 'model.manageFiles']))).toBeNull();
    expect(modelToEdit({ view: 'removed' } as unknown as ModelPageAnswer)).toBeNull();
  });
});

describe('lockedForOwner', () => {
  const withLock = (page: ModelPageView, editsLocked: boolean): ModelPageView =>
    ({ ...page, viewer: { ...page.viewer, editsLocked } }) as ModelPageView;

  it("is the page of a locked model's owner, whose edits the server refuses", () => {
    expect(lockedForOwner(withLock(aPage(['model.view']), true))?.model.id).toBe(20);
  });

  it('is null when the lock refuses this viewer nothing, and for a removed model', () => {
    expect(lockedForOwner(withLock(aPage(['model.edit']), false))).toBeNull();
    expect(lockedForOwner({ view: 'removed' } as unknown as ModelPageAnswer)).toBeNull();
  });
});

describe('editableVersion', () => {
  it("is the model's live version for an editor", () => {
    expect(editableVersion(aPage(['model.edit']), 11)?.id).toBe(11);
  });

  it("is missing for a non-editor, another model's version or a deleted one", () => {
    expect(editableVersion(aPage(['model.view']), 11)).toBeNull();
    expect(editableVersion(aPage(['model.edit']), 12)).toBeNull();
    expect(editableVersion(aPage(['model.edit'], [aVersion({ deletedAt: new Date() })]), 11)).toBeNull();
    expect(liveVersionOf(aPage(['model.edit']), 12)).toBeNull();
  });
});

describe('modelHref', () => {
  it('leads back to the model page, on the version when one is given', () => {
    expect(modelHref(aPage([]))).toBe('/models/20/ink-wash');
    expect(modelHref(aPage([]), 11)).toBe('/models/20/ink-wash?modelVersionId=11');
  });
});
