/**
 * Work run one at a time per key within this process. Writers to one stream queue here instead of
 * colliding in the store and retrying with backoff (a busy tournament's score posts, one customer's
 * many credit bookings); writers in other processes still meet the store's expected-revision check.
 */
export class StreamLanes {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running (for tests and metrics). */
  get busy(): number {
    return this.tails.size;
  }
}
