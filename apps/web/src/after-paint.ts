import { afterFirstPaint, loaderElement, loadScriptsNamedBy } from './app/after-paint.ts';

// The one script a page rendered at build time names (src/app/after-paint.ts): the app's scripts once it has painted.
const loader = loaderElement(document);
if (loader) afterFirstPaint(() => loadScriptsNamedBy(loader));
