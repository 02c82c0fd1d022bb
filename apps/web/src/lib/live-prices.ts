import { STREAM_DEFAULT_SYMBOLS, type StockUpdateMessage } from '@tradearena/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { createStockStream, type StockStream, type StreamState, streamUrl } from './stock-stream.ts';

/**
 * One shared /stock-stream connection for the whole app, opened while at least one screen uses live prices and
 * closed when the last one unmounts. Screens read the latest tick per symbol; symbols beyond the ten defaults are
 * subscribed while some screen needs them (reference counted).
 */
export interface LiveStatus {
  state: StreamState;
  error: string | null;
}

const prices = new Map<string, StockUpdateMessage>();
const listeners = new Set<() => void>();
const extraCounts = new Map<string, number>();
const defaults = new Set<string>(STREAM_DEFAULT_SYMBOLS);
let status: LiveStatus = { state: 'disconnected', error: null };
let stream: StockStream | null = null;
let users = 0;

function emit(): void {
  for (const l of listeners) l();
}

function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stream that gave up tries again when the browser is back online or the tab is shown again. */
function resumeStream(): void {
  if (document.visibilityState === 'visible') stream?.resume();
}

function acquire(): void {
  users += 1;
  if (stream || typeof WebSocket === 'undefined') return;
  stream = createStockStream({
    url: streamUrl(window.location),
    extraSymbols: () => [...extraCounts.keys()],
    onUpdate: (update) => {
      prices.set(update.symbol, update);
      emit();
    },
    onState: (state) => {
      status = { state, error: state === 'connected' ? null : status.error };
      emit();
    },
    onError: (message) => {
      status = { ...status, error: message };
      emit();
    },
  });
  stream.start();
  window.addEventListener('online', resumeStream);
  document.addEventListener('visibilitychange', resumeStream);
}

function release(): void {
  users -= 1;
  if (users > 0 || !stream) return;
  window.removeEventListener('online', resumeStream);
  document.removeEventListener('visibilitychange', resumeStream);
  stream.stop();
  stream = null;
  status = { state: 'disconnected', error: null };
  emit();
}

function addSymbols(symbols: readonly string[]): void {
  const added: string[] = [];
  for (const s of symbols) {
    if (defaults.has(s)) continue;
    const n = extraCounts.get(s) ?? 0;
    extraCounts.set(s, n + 1);
    if (n === 0) added.push(s);
  }
  stream?.subscribe(added);
}

function removeSymbols(symbols: readonly string[]): void {
  const removed: string[] = [];
  for (const s of symbols) {
    if (defaults.has(s)) continue;
    const n = extraCounts.get(s) ?? 0;
    if (n <= 1) {
      extraCounts.delete(s);
      removed.push(s);
    } else extraCounts.set(s, n - 1);
  }
  stream?.unsubscribe(removed);
}

/** Keeps the stream open and the given symbols subscribed while the calling component is mounted. */
export function useLiveSymbols(symbols: readonly string[]): void {
  const key = [...new Set(symbols.filter(Boolean))].sort().join(',');
  useEffect(() => {
    acquire();
    return release;
  }, []);
  useEffect(() => {
    const list = key ? key.split(',') : [];
    addSymbols(list);
    return () => removeSymbols(list);
  }, [key]);
}

/** The latest tick of a symbol, or undefined before one arrives. */
export function useLivePrice(symbol: string | null | undefined): StockUpdateMessage | undefined {
  return useSyncExternalStore(
    subscribeStore,
    () => (symbol ? prices.get(symbol) : undefined),
    () => undefined,
  );
}

/** Latest ticks of several symbols; the map object changes only when one of them ticks. */
export function useLivePrices(): ReadonlyMap<string, StockUpdateMessage> {
  return useSyncExternalStore(subscribeStore, getSnapshot, getSnapshot);
}

let snapshot: ReadonlyMap<string, StockUpdateMessage> = new Map();
listeners.add(() => {
  snapshot = new Map(prices);
});
function getSnapshot(): ReadonlyMap<string, StockUpdateMessage> {
  return snapshot;
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    subscribeStore,
    () => status,
    () => status,
  );
}
