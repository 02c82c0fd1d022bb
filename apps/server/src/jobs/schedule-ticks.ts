/**
 * Calls `round` at once and then every `everyMs`, one round at a time: a tick while a round is under way is dropped,
 * and so is one for which `round` returns null (nothing to do this time). `round`'s promise must not reject. Returns
 * stop: no round starts after it, and its promise settles when the round under way (if any) has finished, so a
 * shutdown can wait for it before closing the database.
 */
export function scheduleTicks(everyMs: number, round: () => Promise<void> | null): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = round();
    if (!running) return;
    await running;
    running = null;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
