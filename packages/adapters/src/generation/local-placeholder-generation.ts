import { createHash } from 'node:crypto';
import { type GenerationRequest, type ImageGeneration, ok, type Result } from '@atelier/domain';
import type { DiskFileStorage } from '../files/disk-file-storage.js';
import { imageUrlOf } from '../files/public-urls.js';
import { type Rgb, renderGradient } from './png.js';

const SIZE = 256;

/** Two colours derived from the prompt and position, so the same request always draws the same picture. */
function coloursOf(prompt: string, position: number): [Rgb, Rgb] {
  const digest = createHash('sha256').update(`${position}\n${prompt}`).digest();
  return [
    [digest[0] as number, digest[1] as number, digest[2] as number],
    [digest[3] as number, digest[4] as number, digest[5] as number],
  ];
}

/**
 * Stands in for the spec's external image-generation provider (a websocket service this project cannot reach):
 * it draws deterministic gradient PNGs locally and stores them as public images. The results are placeholders,
 * not generated art; swap this adapter for a provider client to get real images (docs/generation.md).
 */
export class LocalPlaceholderGeneration implements ImageGeneration {
  readonly #pending = new Map<number, number>();

  constructor(private readonly storage: DiskFileStorage) {}

  async pendingCount(userId: number): Promise<number> {
    return this.#pending.get(userId) ?? 0;
  }

  async generate(userId: number, request: GenerationRequest): Promise<Result<{ imageUrls: string[] }>> {
    this.#pending.set(userId, (this.#pending.get(userId) ?? 0) + 1);
    try {
      const imageUrls: string[] = [];
      for (let index = 0; index < request.count; index += 1) {
        const position = request.offset + index;
        const name = createHash('sha256').update(`${position}\n${request.prompt}`).digest('hex').slice(0, 24);
        const key = `images/generated/${name}.png`;
        if ((await this.storage.size(key)) === null) {
          const [from, to] = coloursOf(request.prompt, position);
          await this.storage.write(key, renderGradient(SIZE, SIZE, from, to));
        }
        imageUrls.push(imageUrlOf(key));
      }
      return ok({ imageUrls });
    } finally {
      const left = (this.#pending.get(userId) ?? 1) - 1;
      if (left === 0) this.#pending.delete(userId);
      else this.#pending.set(userId, left);
    }
  }
}
