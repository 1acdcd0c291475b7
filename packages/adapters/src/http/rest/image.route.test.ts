import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databases } from '../../storage/knex/testing/databases.js';
import { useTestServer } from '../testing/test-server.js';

describe.each(databases)('public images on $name', (database) => {
  const server = useTestServer(database);

  it('serves a stored image at /images/…; outside the images folder or missing is not found', async () => {
    const { url, files } = server();
    await mkdir(path.join(files.root, 'images/posts/1'), { recursive: true });
    await writeFile(path.join(files.root, 'images/posts/1/2.png'), 'png bytes');
    await writeFile(path.join(files.root, 'secret.txt'), 'not an image');

    const image = await fetch(`${url}/images/posts/1/2.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(await image.text()).toBe('png bytes');
    expect((await fetch(`${url}/images/../secret.txt`)).status).toBe(404);
    expect((await fetch(`${url}/images/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${url}/images/posts/1/9.png`)).status).toBe(404);
  });
});
