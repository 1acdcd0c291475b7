import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetPage } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSeededHub } from './testing/seeded-hub.js';
import { databases } from './testing/test-hub.js';

// Pages are files under the data folder, the same on every database: one hub (SQLite) is enough.
describe.each(databases.slice(0, 1))('atelier pages on $name', (database) => {
  const hub = useSeededHub(database, { seed: false });
  let scripts: string;
  beforeAll(async () => {
    scripts = await mkdtemp(path.join(tmpdir(), 'atelier-editor-'));
  });
  afterAll(() => rm(scripts, { recursive: true, force: true }));

  const page = (slug: string) => hub().inProcess(({ useCase }) => useCase(GetPage).execute(null, { slug }));

  it('lists the built-in pages until a file replaces one', async () => {
    const run = await hub().cli(['pages', '--json']);
    expect(run.code).toBe(0);
    expect(run.json().pages).toEqual(expect.arrayContaining([{ slug: 'content/tos', source: 'built-in' }]));
  });

  it('writes a page from standard input; the site shows it at once, sanitised', async () => {
    const run = await hub().cli(['pages', 'edit', 'articles/6341', '--from', '-', '--json'], {
      input: '# Ours\n\nHello <script>alert(1)</script> **there**.\n',
    });
    expect(run.code).toBe(0);
    expect(run.json()).toMatchObject({ ok: true, page: { slug: 'articles/6341' } });
    const shown = await page('articles/6341');
    expect(shown).toMatchObject({
      ok: true,
      value: { title: 'Ours', html: expect.stringContaining('<strong>there</strong>') },
    });
    expect(shown.ok && shown.value.html).not.toContain('<script');
    expect((await hub().cli(['pages', '--json'])).json().pages).toEqual(
      expect.arrayContaining([{ slug: 'articles/6341', source: 'file' }]),
    );
  });

  it('opens $EDITOR on the file, created from the built-in text when missing', async () => {
    const editor = path.join(scripts, 'append.sh');
    await writeFile(editor, '#!/bin/sh\nprintf "\\nAdded in the editor.\\n" >> "$1"\n');
    await chmod(editor, 0o755);
    const run = await hub().cli(['pages', 'edit', 'content/tos', '--json'], {
      env: { EDITOR: editor, VISUAL: '' },
    });
    expect(run.code).toBe(0);
    const file = path.join(hub().dataDir, 'pages', 'content', 'tos.md');
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^# Terms of service/);
    expect(text).toContain('Added in the editor.');
    expect(await page('content/tos')).toMatchObject({
      ok: true,
      value: { html: expect.stringContaining('Added in the editor.') },
    });
  });

  it('refuses a slug that names no page (exit 2) and reports a failing editor (exit 1)', async () => {
    const bad = await hub().cli(['pages', 'edit', '../outside', '--from', '-', '--json'], { input: 'x' });
    expect(bad.code).toBe(2);
    expect(bad.json()).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    const failing = await hub().cli(['pages', 'edit', 'content/new-page', '--json'], {
      env: { EDITOR: 'false', VISUAL: '' },
    });
    expect(failing.code).toBe(1);
    expect(failing.json()).toMatchObject({ ok: false, error: { code: 'CLI.EDITOR_FAILED' } });
  });
});
