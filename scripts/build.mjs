// `npm run build` (and so `npm start`): the web app into apps/web/dist and the server compiled to plain JavaScript into
// apps/server/dist (run by `npm run serve` and the Docker image), each only when its sources changed since its last
// build (scripts/build-if-changed.mjs). `node scripts/build.mjs server` builds one of them.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { buildIfChanged } from './build-if-changed.mjs';

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const at = (...paths) => paths.map((p) => join(root, p));
/** What both builds depend on besides their own folders: the shared packages, the lockfile and these scripts. */
const shared = at(
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-if-changed.mjs',
);

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Bare imports (npm packages, node: built-ins) stay imports, resolved from node_modules at run time; the workspace's
 * own packages (TypeScript sources) are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tradearena/') ? undefined : { path: args.path, external: true },
    );
  },
};

const targets = {
  web: {
    outDir: join(root, 'apps/web/dist'),
    // Vite reads `.env*` files and VITE_* variables at build time: they are part of what was built.
    inputs: [
      ...at(
        'apps/web/src',
        'apps/web/public',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        'apps/web/precompress-plugin.ts',
        'apps/web/prerender-plugin.ts',
        'apps/web/package.json',
        'apps/web/tsconfig.json',
      ),
      ...readdirSync(join(root, 'apps/web'))
        .filter((f) => f.startsWith('.env'))
        .map((f) => join(root, 'apps/web', f)),
      ...shared,
    ],
    salt: JSON.stringify(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))),
    build: (tmp) =>
      run(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', tmp, '--emptyOutDir'], join(root, 'apps/web')),
  },
  server: {
    outDir: join(root, 'apps/server/dist'),
    inputs: [
      ...at('apps/server/src', 'apps/server/migrations', 'apps/server/content', 'apps/server/package.json'),
      ...shared,
    ],
    // One ES module per entry (shared code in chunks) at the same depth as apps/server/src, so the paths the server
    // finds from import.meta.url (../../web/dist, ../../../package.json) are the same compiled or not.
    build: (tmp) =>
      esbuild({
        entryPoints: ['server', 'migrate', 'db-backup', 'db-restore'].map((name) =>
          join(root, 'apps/server/src', `${name}.ts`),
        ),
        outdir: tmp,
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node20.19',
        sourcemap: 'linked',
        plugins: [npmPackagesExternal],
        logLevel: 'warning',
      }),
  },
};

const wanted = process.argv.slice(2);
for (const name of wanted) if (!(name in targets)) throw new Error(`unknown build ${name}: web or server`);
for (const [name, target] of Object.entries(targets)) {
  if (wanted.length === 0 || wanted.includes(name)) await buildIfChanged({ root, ...target });
}
