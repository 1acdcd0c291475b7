import type { OperatorPage } from '../ports/pages.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import { pageSlugOf } from './page-slug.js';

/** `page.get`: an operator page, the same for every viewer; a slug that names no page (or cannot) is not found. */
export class GetPage {
  constructor(private readonly deps: Pick<Deps, 'pages'>) {}

  async execute(_viewer: Viewer, input: { slug: string }): Promise<Result<OperatorPage>> {
    const slug = pageSlugOf(input.slug);
    if (!slug.ok) return fail(errors.notFound);
    const page = await this.deps.pages.ofSlug(slug.value);
    return page === null ? fail(errors.notFound) : ok(page);
  }
}
