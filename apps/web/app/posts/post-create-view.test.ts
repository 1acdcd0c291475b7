import { describe, expect, it } from 'vitest';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';
import { postTargetFrom, versionToPostOn } from './post-create-view';

const aPage = (versions: Partial<PageVersion>[]): ModelPageView =>
  ({ view: 'model', model: { id: 20, name: 'Ink' }, versions }) as ModelPageView;

describe('postTargetFrom', () => {
  it('reads the model and version of the gallery link', () => {
    expect(postTargetFrom(new URLSearchParams('modelId=20&modelVersionId=11'))).toEqual({
      modelId: 20,
      versionId: 11,
    });
    expect(postTargetFrom(new URLSearchParams('modelId=20&modelVersionId=11&reviewing=true'))).toEqual({
      modelId: 20,
      versionId: 11,
    });
  });

  it('is nothing (not found) without both ids as plain whole numbers', () => {
    for (const query of [
      '',
      'modelId=20',
      'modelVersionId=11',
      'modelId=x&modelVersionId=11',
      'modelId=20&modelVersionId=1e3',
    ]) {
      expect(postTargetFrom(new URLSearchParams(query))).toBeNull();
    }
  });
});

describe('versionToPostOn', () => {
  it("is a version of the model's page the viewer sees", () => {
    expect(versionToPostOn(aPage([{ id: 11, deletedAt: null }]), 11)?.id).toBe(11);
  });

  it("is missing for another model's version, a deleted one, or a model the viewer cannot see", () => {
    expect(versionToPostOn(aPage([{ id: 11, deletedAt: null }]), 12)).toBeNull();
    expect(versionToPostOn(aPage([{ id: 11, deletedAt: new Date() }]), 11)).toBeNull();
    expect(versionToPostOn({ view: 'removed' } as unknown as ModelPageAnswer, 11)).toBeNull();
  });
});
