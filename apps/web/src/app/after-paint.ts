/**
 * The scripts of a page rendered at build time, asked for only once the page has painted
 * (docs/decisions/031-prerendered-public-pages.md): the page names one small module, the loader (src/after-paint.ts),
 * which carries the app's entry and the chunks the page would have preloaded in its data attributes. On a slow
 * connection nothing the page fetches then competes with its first paint, and the app still takes the page over as
 * soon as those scripts are in.
 */

/** The loader's attributes: the entry's URL, and the chunks' URLs separated by spaces (in the order Vite wrote them). */
const ENTRY_ATTRIBUTE = 'data-entry';
const CHUNKS_ATTRIBUTE = 'data-chunks';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]* href="([^"]+)">\s*/g;

/**
 * Build side (prerender-plugin.ts): the page's module script and module preloads, replaced by the loader at
 * `/<loaderFile>` in the head, naming them.
 */
export function scriptsAfterPaint(html: string, loaderFile: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1)
    throw new Error(`A page needs exactly one module script (its entry), found ${entries.length}`);
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader =
    `<script type="module" crossorigin src="/${loaderFile}" ${ENTRY_ATTRIBUTE}="${entries[0]}"` +
    ` ${CHUNKS_ATTRIBUTE}="${chunks.join(' ')}"></script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${loader}</head>`);
}

/**
 * Module preloads added per task: each costs the main thread about a millisecond (several on a slow phone), so a page
 * that named them all at once would hold it in one long task.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * Browser side: the loader's entry as the module script, as index.html has it, then its chunks as module preloads, a
 * few per task (they are all asked for long before the entry has arrived and asks for its imports itself).
 */
export function loadScriptsNamedBy(loader: Element): void {
  const doc = loader.ownerDocument;
  const entry = loader.getAttribute(ENTRY_ATTRIBUTE);
  if (entry) {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
  }
  const chunks = (loader.getAttribute(CHUNKS_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const preload = (from: number) => {
    for (const href of chunks.slice(from, from + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < chunks.length) setTimeout(() => preload(from + PRELOADS_PER_TASK), 0);
  };
  preload(0);
}

/** The loader's own element (a module script has no `document.currentScript`). */
export function loaderElement(doc: Document): Element | null {
  return doc.querySelector(`script[${ENTRY_ATTRIBUTE}]`);
}

/** Where no paint is reported (a page opened in a background tab is not painted), the scripts load after this anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once, in a task after the page's first contentful paint (the Paint Timing API, which reports a paint
 * that happened before it was asked), or after PAINT_WAIT_MS without one; where the browser reports no paints, in a
 * task after the next frame was drawn.
 */
export function afterFirstPaint(then: () => void): void {
  let called = false;
  const run = () => {
    if (called) return;
    called = true;
    then();
  };
  const later = () => setTimeout(run, 0);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(later);
    return;
  }
  const fallback = setTimeout(run, PAINT_WAIT_MS);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
    observer.disconnect();
    clearTimeout(fallback);
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}
