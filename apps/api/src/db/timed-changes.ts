import type { VersionedTable } from './change-versions.ts';

/**
 * What changes what visitors see when a moment passes, with nobody writing: an event
 * ending (the home page lists upcoming events first), an article's scheduled time coming
 * (content/scheduled-publishing.ts). Each is a part of the site's version, so every kept
 * page and list on every instance follows it on its next request (change-versions.ts).
 */
export interface TimedChange {
  /** Its name in the site's version. */
  name: string;
  /** The tables whose writes may move it: it is settled again when one of them changes. */
  tables: readonly VersionedTable[];
  /**
   * Brings what it governs up to `now`, and says where it stands. It may write (publish
   * what is due): the site's version is then read again.
   */
  settle(now: Date): Promise<Settled>;
}

export interface Settled {
  /** A part of the site's version that changes when what visitors see does; none when its writes say so. */
  mark: string | null;
  /** The first moment things may differ again; null when nothing is to come. */
  next: Date | null;
  /** It wrote: the tables' versions have moved. */
  wrote: boolean;
}

/**
 * Remembers each change's last settling, so a request pays for none until a governed
 * table changes or the moment it named comes.
 */
export function timedChangeStates(changes: readonly TimedChange[]) {
  const states = new Map<string, { key: string; mark: string | null; until: number }>();
  const keyOf = (change: TimedChange, versionOf: (table: VersionedTable) => string) =>
    change.tables.map(versionOf).join(',');

  return {
    /**
     * Each change's mark at `now`, settling those that are due. Answers which wrote: the
     * caller then reads the versions again and passes them to `rekey`.
     */
    async settle(versionOf: (table: VersionedTable) => string, now = new Date()) {
      const wrote: string[] = [];
      const marks: string[] = [];
      for (const change of changes) {
        const key = keyOf(change, versionOf);
        let state = states.get(change.name);
        if (!state || state.key !== key || now.getTime() >= state.until) {
          const settled = await change.settle(now);
          if (settled.wrote) wrote.push(change.name);
          state = {
            key,
            mark: settled.mark,
            until: settled.next?.getTime() ?? Number.POSITIVE_INFINITY,
          };
          states.set(change.name, state);
        }
        if (state.mark !== null) marks.push(`${change.name}:${state.mark}`);
      }
      return { marks, wrote };
    },

    /**
     * After changes wrote: remembers the versions their own writes made, so that they are
     * not settled again for them. (Another change over the same tables settles again.)
     */
    rekey(names: readonly string[], versionOf: (table: VersionedTable) => string) {
      for (const change of changes) {
        const state = states.get(change.name);
        if (state && names.includes(change.name)) state.key = keyOf(change, versionOf);
      }
    },
  };
}
