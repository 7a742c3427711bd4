/**
 * The built index.html's inline scripts (the theme's boot, the splash's failure message and the early install
 * offer) minified as the app's own code is: Vite minifies what it bundles, not what
 * index.html holds inline, so their comments and indentation were sent to every visitor and counted in "/"'s
 * budget (scripts/bundle/measureRouteJs.ts). The source index.html stays readable, and its jest tests run the
 * scripts as written; the end-to-end suite runs them minified, in the build.
 */
import { minifySync, type Plugin } from 'vite';
import { withInlineScriptsMinified, type Minifier } from './inlineScripts.ts';

/** Vite's own minifier (Oxc, as for the bundle). */
const oxc: Minifier = (source) => {
  const { code, errors } = minifySync('index.html.js', source);
  if (errors.length > 0) throw new Error(errors[0]!.message);
  return code.trim();
};

export function minifyInlineScripts(): Plugin {
  return {
    name: 'mentoria:minify-inline-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withInlineScriptsMinified(html, oxc) },
  };
}
