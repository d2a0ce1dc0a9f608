import { nextTurn } from '../next-turn.ts';

/** Runs a piece of work; `afterAnswer` by default, a test's own queue in tests. */
export type Later = (work: () => Promise<void>) => void;

/**
 * Work a request starts and does not wait for: the answer goes out first, so how long it
 * takes tells nothing about what the work finds (whether an address has an account).
 * A failure is reported, never thrown at the caller, who has been answered already.
 */
export function afterAnswer(report: (error: unknown) => void): Later {
  return (work) => {
    void nextTurn().then(work).catch(report);
  };
}
