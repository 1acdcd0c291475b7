import { BASE_MODEL_TYPES, BASE_MODELS } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { PageVersion } from '../model/model-types';
import {
  baseModelOptions,
  baseModelTypeOptions,
  canSendVersion,
  newVersionForm,
  newVersionGenerates,
  toVersionUpsert,
  versionFormFrom,
} from './version-form-view';

const aVersion = (over: Partial<PageVersion> = {}): PageVersion =>
  ({
    name: 'v1.0',
    baseModel: 'SDXL 1.0',
    baseModelType: 'Standard',
    description: '<p>First.</p>',
    trainedWords: ['inkwash'],
    steps: 1200,
    epochs: 10,
    clipSkip: 2,
    strength: 0.8,
    earlyAccessConfig: null,
    ...over,
  }) as PageVersion;

const earlyAccess = {
  timeframeDays: 7,
  chargeForDownload: true,
  downloadPrice: 500,
  chargeForGeneration: false,
  generationPrice: null,
  freeGeneration: false,
  generationTrialLimit: null,
};

describe('newVersionForm', () => {
  it("starts from the domain's draft version and asks for a name and a base model", () => {
    const form = newVersionForm();
    expect(form).toMatchObject({ name: '', baseModel: null, baseModelType: 'Standard', earlyAccess: false });
    expect(canSendVersion(form)).toBe(false);
    expect(canSendVersion({ ...form, name: 'v1', baseModel: 'SD 1.5' })).toBe(true);
    expect(newVersionGenerates()).toBe(false);
  });
});

describe('versionFormFrom and toVersionUpsert', () => {
  it('round-trip a saved version, without early access', () => {
    expect(toVersionUpsert(versionFormFrom(aVersion()), 20, 11)).toEqual({
      id: 11,
      modelId: 20,
      name: 'v1.0',
      baseModel: 'SDXL 1.0',
      baseModelType: 'Standard',
      description: '<p>First.</p>',
      trainedWords: ['inkwash'],
      steps: 1200,
      epochs: 10,
      clipSkip: 2,
      strength: 0.8,
      earlyAccessConfig: null,
    });
  });

  it('round-trip its early access, and create without an id', () => {
    const form = versionFormFrom(aVersion({ earlyAccessConfig: earlyAccess }));
    expect(form.earlyAccess).toBe(true);
    const input = toVersionUpsert(form, 20);
    expect(input).not.toHaveProperty('id');
    expect(input.earlyAccessConfig).toEqual(earlyAccess);
  });

  it('sends no early access when it is switched off, whatever its settings say', () => {
    const form = { ...versionFormFrom(aVersion({ earlyAccessConfig: earlyAccess })), earlyAccess: false };
    expect(toVersionUpsert(form, 20).earlyAccessConfig).toBeNull();
  });

  it('leaves out the prices and the trial of charges that are off (their fields are hidden then)', () => {
    const form = {
      ...versionFormFrom(aVersion({ earlyAccessConfig: earlyAccess })),
      chargeForDownload: false,
      generationPrice: 300,
      generationTrialLimit: 5,
    };
    expect(toVersionUpsert(form, 20).earlyAccessConfig).toMatchObject({
      downloadPrice: null,
      generationPrice: null,
      generationTrialLimit: null,
    });
  });

  it('waits for the number of days once early access is on', () => {
    const form = { ...versionFormFrom(aVersion()), earlyAccess: true };
    expect(canSendVersion(form)).toBe(false);
    expect(canSendVersion({ ...form, timeframeDays: 3 })).toBe(true);
  });

  it('asks for the base model again when the saved one is not in the list any more', () => {
    expect(versionFormFrom(aVersion({ baseModel: 'SD 0.9' })).baseModel).toBeNull();
    expect(versionFormFrom(aVersion({ baseModelType: 'Odd' })).baseModelType).toBeNull();
  });
});

describe('options', () => {
  it("offer the domain's base models and base model types", () => {
    expect(baseModelOptions.map((option) => option.id)).toEqual([...BASE_MODELS]);
    expect(baseModelTypeOptions.map((option) => option.id)).toEqual([...BASE_MODEL_TYPES]);
  });
});
