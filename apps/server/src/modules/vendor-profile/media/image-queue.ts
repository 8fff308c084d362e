import PQueue from "p-queue";
import { AppError } from "../../../lib/errors";

/**
 * Image processing runs through ONE small queue per process (docs/decisions/0011): re-encoding a
 * 49-megapixel PNG takes about a second of a core, so parallel uploads must wait their turn instead
 * of taking every core from the API. A few may wait; past that an upload is refused with a 503 at
 * once (the client retries later) rather than queueing work nobody may still be waiting for.
 */
export const IMAGE_CONCURRENCY = 1;
export const IMAGE_MAX_WAITING = 3;
export const IMAGE_BUSY_MESSAGE = "The server is busy processing other images. Please try again in a minute.";

class ImageQueue {
  private queue = new PQueue({ concurrency: IMAGE_CONCURRENCY });
  private running = 0;
  /** The most images ever processed at once (for tests and figures). */
  peak = 0;

  /** Whether a new job would be refused. */
  get full(): boolean {
    return this.queue.size >= IMAGE_MAX_WAITING;
  }

  /** Runs `job` when its turn comes; a 503 when too many are already waiting. */
  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.full) return Promise.reject(new AppError(503, "BUSY", IMAGE_BUSY_MESSAGE));
    return this.queue.add(async () => {
      this.running++;
      this.peak = Math.max(this.peak, this.running);
      try {
        return await job();
      } finally {
        this.running--;
      }
    });
  }
}

export const imageQueue = new ImageQueue();
