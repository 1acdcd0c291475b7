import { postImageUrl } from '@atelier/domain';
import { aPost, aVersion } from '@atelier/domain/testing';
import { describe, expect, it } from 'vitest';
import { databases } from './testing/databases.js';
import { useKnexWorld } from './testing/use-knex-world.js';

describe.each(databases)('KnexDeletions, stored images, on $name', (database) => {
  const world = useKnexWorld(database);

  it('names a post image by its whole folder (original and variants), kept while any row still uses its key', async () => {
    const { repos, given } = world();
    const version = await given.version();
    const [own, shared] = ['1', '2'].map((c) => c.repeat(32)) as [string, string];
    await given.post(
      aPost()
        .of(version)
        .withImages(
          { url: postImageUrl(own, 'png') },
          { url: postImageUrl(shared, 'webp') },
          { url: '/images/generated/3.png' },
        ),
    );
    // The large demo's pool: another model's post shows the same stored image.
    const elsewhere = await given.post(
      aPost()
        .of(await given.version(aVersion()))
        .withImages({ url: postImageUrl(shared, 'webp') }),
    );

    const keys = await repos.deletions.storedFilesOf({ kind: 'version', id: version.id });

    expect(keys.sort()).toEqual(['images/generated/3.png', `post-images/${own}/`, `post-images/${shared}/`]);
    expect(await repos.deletions.unreferenced(keys)).toEqual([]);
    await world().knex('images').where('post_id', '!=', elsewhere.id).delete();
    expect((await repos.deletions.unreferenced(keys)).sort()).toEqual([
      'images/generated/3.png',
      `post-images/${own}/`,
    ]);
  });
});
