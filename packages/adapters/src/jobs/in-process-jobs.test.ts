import { describe, expect, it } from 'vitest';
import { InProcessJobs } from './in-process-jobs.js';

describe('InProcessJobs', () => {
  it('runs jobs in order once a handler exists', async () => {
    const jobs = new InProcessJobs();
    const seen: number[] = [];
    await jobs.enqueue('rescan', { modelId: 1 });
    await jobs.enqueue('rescan', { modelId: 2 });

    expect(jobs.pending()).toHaveLength(2);
    jobs.handle('rescan', async ({ modelId }) => {
      seen.push(modelId ?? 0);
    });
    await jobs.drain();

    expect(seen).toEqual([1, 2]);
    expect(jobs.pending()).toEqual([]);
  });

  it('keeps jobs without a handler waiting while others run', async () => {
    const jobs = new InProcessJobs();
    const seen: string[] = [];
    jobs.handle('rescan', async () => {
      seen.push('rescan');
    });

    await jobs.enqueue('nsfwLevelUpdate', { modelVersionId: 3 });
    await jobs.enqueue('rescan', { modelId: 1 });
    await jobs.drain();

    expect(seen).toEqual(['rescan']);
    expect(jobs.pending().map((job) => job.name)).toEqual(['nsfwLevelUpdate']);
  });

  it('records a failing job and goes on with the next', async () => {
    const reported: string[] = [];
    const jobs = new InProcessJobs((job) => reported.push(job.error));
    const seen: number[] = [];
    jobs.handle('rescan', async ({ modelId }) => {
      if (modelId === 1) throw new Error('disk on fire');
      seen.push(modelId ?? 0);
    });

    await jobs.enqueue('rescan', { modelId: 1 });
    await jobs.enqueue('rescan', { modelId: 2 });
    await jobs.drain();

    expect(seen).toEqual([2]);
    expect(reported).toEqual(['disk on fire']);
    expect(jobs.failed.map((job) => job.payload)).toEqual([{ modelId: 1 }]);
  });
});
