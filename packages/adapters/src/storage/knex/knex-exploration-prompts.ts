import type { ExplorationPrompt, ExplorationPrompts } from '@atelier/domain';
import { explorationPromptRow, toExplorationPrompt } from './mappers/gallery-mapper.js';
import type { ExplorationPromptRow } from './rows/gallery-rows.js';
import type { Store } from './store.js';

export class KnexExplorationPrompts implements ExplorationPrompts {
  constructor(private readonly store: Store) {}

  /** Ordered by `index`, then name (case-insensitive). */
  async ofVersion(modelVersionId: number): Promise<ExplorationPrompt[]> {
    const rows = await this.store
      .db<ExplorationPromptRow>('exploration_prompts')
      .where('model_version_id', modelVersionId)
      .orderBy('index')
      .orderByRaw(this.store.dialect.textOrder('name'));
    return rows.map(toExplorationPrompt);
  }

  /** One statement (insert … on conflict (version, name) do update), so two upserts never race into a duplicate. */
  async upsert(prompt: ExplorationPrompt): Promise<ExplorationPrompt> {
    const [row] = await this.store
      .db<ExplorationPromptRow>('exploration_prompts')
      .insert(explorationPromptRow(prompt))
      .onConflict(['model_version_id', 'name'])
      .merge()
      .returning('*');
    return toExplorationPrompt(row as ExplorationPromptRow);
  }

  async remove(modelVersionId: number, name: string): Promise<boolean> {
    const count = await this.store
      .db('exploration_prompts')
      .where({ model_version_id: modelVersionId, name })
      .delete();
    return count > 0;
  }
}
