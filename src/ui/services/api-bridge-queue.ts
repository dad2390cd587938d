/** A first-in first-out queue that runs at most `concurrency` tasks at a time; none is dropped. */
export class JobQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;

  constructor(private readonly concurrency: number) {}

  /** Queues a task; it starts when the tasks before it have made room. */
  push(task: () => Promise<void>): void {
    this.waiting.push(task);
    this.pump();
  }

  /** Tasks queued or running. */
  get size(): number {
    return this.waiting.length + this.running;
  }

  private pump(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      this.running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }
}
