// Replayed model states at a past moment, one per student, so that the next call replays only the answers given
// since: the 30-day mark moves forward with the clock, and answers before it never change (attempts are append-only
// and stamped with the time they arrive). Kept in memory and bounded; after a restart, or on another instance, the
// first call replays the student's whole history once.
import type { StudentState } from '../../model/types.js';

export interface Checkpoint {
  /** The moment (ms since the epoch) the state stands at: every answer before it is in, none after. */
  at: number;
  state: StudentState;
}

/** Students whose checkpoints are kept; the least recently used goes first. */
const DEFAULT_CAPACITY = 2_000;

export class CheckpointCache {
  private readonly entries = new Map<string, Checkpoint>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(userId: string): Checkpoint | undefined {
    const entry = this.entries.get(userId);
    if (entry) {
      // Re-inserted, so the map's order stays least recently used first.
      this.entries.delete(userId);
      this.entries.set(userId, entry);
    }
    return entry;
  }

  set(userId: string, checkpoint: Checkpoint): void {
    this.entries.delete(userId);
    this.entries.set(userId, checkpoint);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
