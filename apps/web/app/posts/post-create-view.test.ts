import { describe, expect, it } from 'vitest';
import type { ModelPageAnswer, ModelPageView, PageVersion } from '../model/model-types';
import { postTargetFrom, reviewStepOf, versionToPostOn } from './post-create-view';

const aPage = (versions: Partial<PageVersion>[]): ModelPageView =>
  ({ view: 'model', model: { id: 20, name: 'Ink' }, versions }) as ModelPageView;

describe('postTargetFrom', () => {
  it('reads the model and version of the gallery link, and whether it is a review post', () => {
    expect(postTargetFrom(new URLSearchParams('modelId=20&modelVersionId=11'))).toEqual({
      modelId: 20,
      versionId: 11,
      reviewing: false,
      returnUrl: null,
    });
    expect(postTargetFrom(new URLSearchParams('modelId=20&modelVersionId=11&reviewing=true'))).toEqual({
      modelId: 20,
      versionId: 11,
      reviewing: true,
      returnUrl: null,
    });
  });

  it('keeps a returnUrl only when it is a path on this site', () => {
    const returnUrlOf = (value: string) =>
      postTargetFrom(new URLSearchParams({ modelId: '20', modelVersionId: '11', returnUrl: value }))
        ?.returnUrl;
    expect(returnUrlOf('/models/20/ink?modelVersionId=11')).toBe('/models/20/ink?modelVersionId=11');
    for (const outside of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'models/20',
    ])
      expect(returnUrlOf(outside)).toBeNull();
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

describe('reviewStepOf', () => {
  const engagement = (fields: {
    review?: { recommended: boolean } | null;
    reviewBlockedReason?: string | null;
  }) => ({
    modelVersionId: 11,
    review: null,
    reviewBlockedReason: null,
    ...fields,
  });

  it('links to the review the viewer has, asks for a thumb when there is none, says why when refused', () => {
    expect(reviewStepOf(undefined, 11)).toEqual({ kind: 'loading' });
    expect(reviewStepOf([engagement({ review: { recommended: false } })], 11)).toEqual({
      kind: 'existing',
      recommended: false,
    });
    expect(reviewStepOf([engagement({})], 11)).toEqual({ kind: 'choose' });
    expect(reviewStepOf([engagement({ reviewBlockedReason: 'Download first.' })], 11)).toEqual({
      kind: 'blocked',
      reason: 'Download first.',
    });
    expect(reviewStepOf([engagement({})], 12)).toMatchObject({ kind: 'blocked' });
  });
});
