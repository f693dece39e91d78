import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * The modules the entry imports dynamically at boot (main.tsx), so that each is evaluated in a task of
 * its own rather than inside the entry's one task (docs/decisions/139). The browser needs them before
 * the first render all the same, so index.html, and with it every document scripts/prerender.mjs writes
 * from it, preloads them beside the entry's static imports; scripts/check-budgets.mjs counts what
 * index.html loads as every page's initial JS.
 */
export const BOOT_MODULES = [/[\\/]node_modules[\\/]react-dom[\\/]client\.js$/];

/** A chunk and the chunks it imports statically, by file name. */
function closure(bundle: Rollup.OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

export function bootPreload(): Plugin {
  return {
    name: 'boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        // The SSR build writes no HTML; the dev server serves modules one by one.
        if (!bundle || !chunk) return [];
        const loaded = closure(bundle, chunk.fileName);
        const boot = chunk.dynamicImports.filter((file) => {
          const target = bundle[file] as Rollup.OutputChunk | undefined;
          return BOOT_MODULES.some((re) => target?.facadeModuleId && re.test(target.facadeModuleId));
        });
        if (boot.length !== BOOT_MODULES.length) throw new Error(`boot-preload: the entry imports ${boot.length} of ${BOOT_MODULES.length} boot modules dynamically`);
        const files = [...new Set(boot.flatMap((file) => [...closure(bundle, file)]))].filter((file) => !loaded.has(file));
        return files.map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}
