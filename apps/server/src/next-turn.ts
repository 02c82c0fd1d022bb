/**
 * Lets timers, I/O and other requests run before the next piece of a long computation: resolves on the event loop's
 * next turn (after the I/O callbacks already waiting).
 */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
