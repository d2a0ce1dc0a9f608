import { useRef, useState } from 'react';

/**
 * Whether a screen's call is under way (its buttons disabled meanwhile): `pending` runs
 * the call and answers what it answers, or throws what it throws, busy until it ends.
 * `running` names the call under way, for screens whose rows each have their own buttons
 * (`pending(call, row)`: only that row's wait). A call started while another runs takes
 * over: the earlier one ending does not end the wait (a picker's newer search).
 */
export function usePending() {
  const [running, setRunning] = useState<string>();
  const latest = useRef(0);
  async function pending<T>(call: () => Promise<T>, which = ''): Promise<T> {
    const mine = ++latest.current;
    setRunning(which);
    try {
      return await call();
    } finally {
      if (latest.current === mine) setRunning(undefined);
    }
  }
  return { busy: running !== undefined, running, pending };
}
