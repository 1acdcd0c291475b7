import { authorize } from '../permissions/authorize.js';
import type { Deps } from '../shared/deps.js';
import { errors } from '../shared/errors.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { Viewer } from '../users/user.js';
import type { AuditEntry } from './audit.js';

/** Moderators read what owners and moderators did to a model, newest first. */
export class GetModelAuditLog {
  constructor(private readonly deps: Pick<Deps, 'uow' | 'clock'>) {}

  async execute(viewer: Viewer, input: { id: number }): Promise<Result<AuditEntry[]>> {
    const now = this.deps.clock.now();
    return this.deps.uow.read(async (r) => {
      const model = await r.models.ofId(input.id);
      if (model === null) return fail(errors.notFound);
      const allowed = authorize('model.viewAuditLog', viewer, model, now);
      if (!allowed.ok) return allowed;
      const entries = await r.audit.ofModel(model.id);
      return ok([...entries].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id));
    });
  }
}
