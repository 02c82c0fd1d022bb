import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  loadScriptsNamedBy,
  PAINT_WAIT_MS,
  PRELOADS_PER_TASK,
  scriptsAfterPaint,
} from './after-paint.ts';

const head = [
  '<head><title>TradeArena</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '<style>body{}</style>',
  '<link rel="modulepreload" crossorigin href="/assets/landing-C.js">',
  '</head>',
].join('');

/**
 * A page rendered at build time asks for no script of the app before it has painted
 * (docs/decisions/031-prerendered-public-pages.md): the one script it names is the loader, which asks for the entry
 * and the chunks the page used to preload only then.
 */
describe('scriptsAfterPaint', () => {
  it('replaces the module script and every module preload with the loader, which names them', () => {
    const html = scriptsAfterPaint(`<!doctype html><html>${head}<body><div id="root"></div></body></html>`, 'L.js');
    expect(html).not.toContain('index-A.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" crossorigin src="/L.js" data-entry="/assets/index-A.js" data-chunks="/assets/react-B.js /assets/landing-C.js"></script>',
    );
    expect(html).toContain('<style>body{}</style><script type="module" crossorigin src="/L.js"');
  });

  it('refuses a page whose entry it cannot find', () => {
    expect(() => scriptsAfterPaint('<head></head>', 'L.js')).toThrow(/one module script/);
  });
});

describe('loadScriptsNamedBy', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('adds the entry as the module script, then the chunks as module preloads, a few per task', () => {
    vi.useFakeTimers();
    const chunks = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/chunk-${i}.js`);
    const loader = document.createElement('script');
    loader.dataset.entry = '/assets/index-A.js';
    loader.dataset.chunks = chunks.join(' ');
    document.head.append(loader);
    loadScriptsNamedBy(loader);
    const entry = document.head.querySelector('script[src]');
    expect([entry?.getAttribute('type'), entry?.getAttribute('src'), entry?.getAttribute('crossorigin')]).toEqual([
      'module',
      '/assets/index-A.js',
      '',
    ]);
    const preloads = () =>
      [...document.head.querySelectorAll('link')].map((l) => [
        l.rel,
        l.getAttribute('href'),
        l.getAttribute('crossorigin'),
      ]);
    expect(preloads()).toEqual(chunks.slice(0, PRELOADS_PER_TASK).map((href) => ['modulepreload', href, '']));
    vi.runAllTimers();
    expect(preloads()).toEqual(chunks.map((href) => ['modulepreload', href, '']));
  });
});

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, then for the task after it', () => {
    vi.useFakeTimers();
    let report: (names: string[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(cb: (list: { getEntries: () => { name: string }[] }) => void) {
        report = (names) => cb({ getEntries: () => names.map((name) => ({ name })) });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const then = vi.fn();
    afterFirstPaint(then);
    report(['first-paint']);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    report(['first-contentful-paint']);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
    report(['first-contentful-paint']);
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('where no paint is reported (a page in a background tab), loads after a while all the same', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      },
    );
    const then = vi.fn();
    afterFirstPaint(then);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('where the browser reports no paints, waits for the next frame to have been drawn', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let frame: FrameRequestCallback = () => {};
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      frame = cb;
      return 1;
    });
    const then = vi.fn();
    afterFirstPaint(then);
    vi.runAllTimers();
    expect(then).not.toHaveBeenCalled();
    frame(0);
    expect(then).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(then).toHaveBeenCalledTimes(1);
  });
});
