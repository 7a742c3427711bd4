/**
 * A resource hint in the built index.html for the chunk that every screen imports (vite.config.ts's `screens`
 * group: cards, covers, dialogs, fields): a modulepreload, so that it downloads with the shell's scripts instead of
 * once the shell has run and the router has asked for the first screen (docs/startup.md#each-screen-is-a-chunk-of-its-own).
 * Its stylesheet is preloaded too; Vite links it when the chunk runs.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';

export function preloadSharedChunk(chunkName: string): Plugin {
  return {
    name: 'mentoria:preload-shared-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === chunkName);
        if (!chunk || chunk.type !== 'chunk') throw new Error(`index.html: no chunk named "${chunkName}" to preload`);
        const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });
        return [
          link({ rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }),
          ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) =>
            link({ rel: 'preload', as: 'style', crossorigin: '', href: `/${css}` }),
          ),
        ];
      },
    },
  };
}
