import { EventEmitter } from 'node:events';
import type { PubSub } from '../../ports/pubsub.ts';

/** The embedded default: one process, delivery on the next tick so publishers never run subscribers inline. */
export function createInProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      const payload = JSON.parse(JSON.stringify(message)) as unknown;
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
