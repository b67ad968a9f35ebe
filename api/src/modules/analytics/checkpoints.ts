// Replayed model states at a past moment, one per student, so that the next call replays only the answers given
// since: the 30-day mark moves forward with the clock, and answers before it never change (attempts are append-only
// and stamped with the time they arrive). Kept in memory and bounded (least recently used first out); after a
// restart, or on another instance, the first call replays the student's whole history once.
import { LRUCache } from 'lru-cache';
import type { StudentState } from '../../model/types.js';

export interface Checkpoint {
  /** The moment (ms since the epoch) the state stands at: every answer before it is in, none after. */
  at: number;
  state: StudentState;
}

/** Students whose checkpoints are kept. */
const DEFAULT_CAPACITY = 2_000;

export class CheckpointCache extends LRUCache<string, Checkpoint> {
  constructor(capacity = DEFAULT_CAPACITY) {
    super({ max: capacity });
  }
}
