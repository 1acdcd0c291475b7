import type { OperatorPage, Pages } from '../../ports/pages.js';

/** Operator pages held in a map: a test puts the pages its hub has. */
export class InMemoryPages implements Pages {
  readonly pages = new Map<string, OperatorPage>();

  put(page: OperatorPage): void {
    this.pages.set(page.slug, page);
  }

  async ofSlug(slug: string): Promise<OperatorPage | null> {
    return this.pages.get(slug) ?? null;
  }
}
