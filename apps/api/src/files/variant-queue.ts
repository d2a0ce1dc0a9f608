/**
 * Resized copies made at most `slots` at a time (decision 0022): libvips runs each on its
 * own thread (images.ts), so a burst of new sizes takes at most two cores' worth of
 * threads and the event loop keeps answering, while a fresh page's dozens of pictures
 * still come two by two instead of one after another. The rest wait in order.
 */
export const RESIZES_AT_ONCE = 2;

export function variantQueue(slots = RESIZES_AT_ONCE) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  return { run };
}
