import { COMMERCIAL_USES, checkModelFields, MODEL_TYPES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import type { ModelPageView } from '../model/model-types';
import {
  asksCheckpointType,
  canSendModel,
  commercialUseAfter,
  commercialUseOptions,
  modelFormFrom,
  modelTypeOptions,
  newModelForm,
  toModelUpsert,
} from './model-form-view';

type Model = ModelPageView['model'];

const aModel = (over: Partial<Model> = {}): Model =>
  ({
    name: 'Ink Wash',
    type: 'LORA',
    checkpointType: null,
    description: '<p>Brush strokes.</p>',
    tags: [{ name: 'style', isCategory: true }],
    allowCommercialUse: ['Image'],
    allowNoCredit: false,
    allowDerivatives: true,
    allowDifferentLicense: false,
    nsfw: false,
    poi: false,
    minor: false,
    availability: 'Public',
    ...over,
  }) as Model;

describe('newModelForm', () => {
  it("starts from the server's draft licence (every commercial use, no credit asked) and asks for a type", () => {
    expect(newModelForm()).toMatchObject({
      name: '',
      type: null,
      allowCommercialUse: ['Image', 'RentCivit', 'Rent', 'Sell'],
      requireCredit: false,
      allowDerivatives: true,
      availability: 'Public',
    });
    expect(canSendModel(newModelForm())).toBe(false);
  });
});

describe('modelFormFrom and toModelUpsert', () => {
  it('round-trip a saved model into the same fields, with credit the other way round from allowNoCredit', () => {
    const form = modelFormFrom(aModel());
    expect(form.requireCredit).toBe(true);
    expect(toModelUpsert(form, 20)).toEqual({
      id: 20,
      name: 'Ink Wash',
      type: 'LORA',
      checkpointType: null,
      description: '<p>Brush strokes.</p>',
      tagNames: ['style'],
      allowCommercialUse: ['Image'],
      allowNoCredit: false,
      allowDerivatives: true,
      allowDifferentLicense: false,
      nsfw: false,
      poi: false,
      minor: false,
      availability: 'Public',
    });
  });

  it('creates without an id, and keeps availability public for every availability but Private', () => {
    expect(toModelUpsert({ ...newModelForm(), name: 'New', type: 'LORA' })).not.toHaveProperty('id');
    expect(modelFormFrom(aModel({ availability: 'Unsearchable' })).availability).toBe('Public');
    expect(modelFormFrom(aModel({ availability: 'Private' })).availability).toBe('Private');
  });

  it('sends a checkpoint type for checkpoints only, even if one was chosen before the type changed', () => {
    const form = { ...modelFormFrom(aModel({ type: 'Checkpoint', checkpointType: 'Merge' })) };
    expect(asksCheckpointType(form.type)).toBe(true);
    expect(toModelUpsert(form).checkpointType).toBe('Merge');
    expect(asksCheckpointType('LORA')).toBe(false);
    expect(toModelUpsert({ ...form, type: 'LORA' }).checkpointType).toBeNull();
  });

  it('can be sent once it has a name and a type', () => {
    expect(canSendModel({ ...newModelForm(), name: '  ', type: 'LORA' })).toBe(false);
    expect(canSendModel({ ...newModelForm(), name: 'Ink', type: null })).toBe(false);
    expect(canSendModel({ ...newModelForm(), name: 'Ink', type: 'LORA' })).toBe(true);
  });
});

describe('commercialUseAfter', () => {
  it('lets "None" stand alone: ticking it clears the rest, ticking another clears it', () => {
    expect(commercialUseAfter(['Image', 'Sell'], ['Image', 'Sell', 'None'])).toEqual(['None']);
    expect(commercialUseAfter(['None'], ['None', 'Rent'])).toEqual(['Rent']);
    expect(commercialUseAfter(['Image', 'Rent'], ['Rent'])).toEqual(['Rent']);
    expect(commercialUseAfter(['None'], [])).toEqual([]);
  });

  it("never yields a combination the server's rule refuses, from any ticked set and any click", () => {
    // Every set of uses (32) and every click on each: the whole space, no sampling needed.
    const sets = Array.from({ length: 2 ** COMMERCIAL_USES.length }, (_, mask) =>
      COMMERCIAL_USES.filter((_use, bit) => mask & (1 << bit)),
    );
    for (const before of sets) {
      const consistent = commercialUseAfter([], before);
      for (const clicked of COMMERCIAL_USES) {
        const ticked = consistent.includes(clicked)
          ? consistent.filter((use) => use !== clicked)
          : [...consistent, clicked];
        const after = commercialUseAfter(consistent, ticked);
        const fields = {
          ...toModelUpsert({ ...newModelForm(), name: 'x', type: 'LORA' }),
          allowCommercialUse: after,
        };
        expect(checkModelFields(fields).ok, `${before.join('+')} then ${clicked}: ${after.join('+')}`).toBe(
          true,
        );
      }
    }
  });
});

describe('options', () => {
  it("offer every model type and commercial use of the domain, in the domain's order", () => {
    expect(modelTypeOptions.map((option) => option.id)).toEqual([...MODEL_TYPES]);
    expect(commercialUseOptions.map((option) => option.id)).toEqual([...COMMERCIAL_USES]);
    expect(new Set(commercialUseOptions.map((option) => option.label)).size).toBe(COMMERCIAL_USES.length);
  });
});
