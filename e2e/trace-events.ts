/** An event of a Chromium performance trace, as `browser.stopTracing()` gives them. */
export interface TraceEvent {
  name: string;
  /** Its phase: 'X' a complete event with a duration, 'I' an instant, 'M' metadata. */
  ph: string;
  /** Start, in microseconds on the trace's clock. */
  ts: number;
  /** Wall-clock duration of a complete event, in microseconds. */
  dur?: number;
  /** Thread (CPU) time of a complete event, in microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
