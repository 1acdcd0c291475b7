import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

const model = (resourceId: number) => ({ resourceType: 'model' as const, resourceId });

describe.each(databases)('associated resources on $name', (database) => {
  const world = useKnexWorld(database);

  it("keeps each model's suggestions in the order given, replacing them as a whole", async () => {
    const { repos, given } = world();
    const [from, other, a, b, c] = [
      await given.model(),
      await given.model(),
      await given.model(),
      await given.model(),
      await given.model(),
    ];

    await repos.associatedResources.replace(from.id, [model(c.id), model(a.id), model(b.id)]);
    await repos.associatedResources.replace(other.id, [model(a.id)]);
    expect(await repos.associatedResources.ofModel(from.id)).toEqual([model(c.id), model(a.id), model(b.id)]);

    await repos.associatedResources.replace(from.id, [model(b.id), model(c.id)]);
    expect(await repos.associatedResources.ofModel(from.id)).toEqual([model(b.id), model(c.id)]);
    await repos.associatedResources.replace(from.id, []);
    expect(await repos.associatedResources.ofModel(from.id)).toEqual([]);
    expect(await repos.associatedResources.ofModel(other.id)).toEqual([model(a.id)]);
  });

  it('refuses models that do not exist, keeping what was there', async () => {
    const { repos, given } = world();
    const [from, a] = [await given.model(), await given.model()];
    await repos.associatedResources.replace(from.id, [model(a.id)]);

    await expect(repos.associatedResources.replace(from.id, [model(999)])).rejects.toThrow(/foreign key/);
    await expect(repos.associatedResources.replace(998, [model(a.id)])).rejects.toThrow(/foreign key/);
    expect(await repos.associatedResources.ofModel(from.id)).toEqual([model(a.id)]);
  });

  it('forgets suggestions of and to a permanently deleted model', async () => {
    const { repos, given } = world();
    const [from, gone, kept] = [await given.model(), await given.model(), await given.model()];
    await repos.associatedResources.replace(from.id, [model(gone.id), model(kept.id)]);
    await repos.associatedResources.replace(gone.id, [model(kept.id)]);

    await repos.models.remove(gone.id);

    expect(await repos.associatedResources.ofModel(from.id)).toEqual([model(kept.id)]);
    expect(await repos.associatedResources.ofModel(gone.id)).toEqual([]);
  });
});
