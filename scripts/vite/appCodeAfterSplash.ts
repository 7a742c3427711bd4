/**
 * The built index.html loads the app's code once the splash has been painted, not as the page is parsed.
 *
 * Module scripts never block the parser, but modules already downloaded when parsing ends run before the first
 * paint: with the scripts in the browser's cache or the service worker's, or on a fast line, the page stayed
 * blank while a slow phone compiled and ran ~180 KB (gzip) of JavaScript, and only then showed the splash.
 * Lighthouse, which loads the page unthrottled and simulates a phone from what it saw, counted the whole app as
 * needed for the first paint: FCP ~2.0 s in most runs, 0.75 s once the scripts wait for the paint (#9).
 *
 * So the build puts Vite's module scripts (and modulepreload links, were there any) in a
 * `<template id="app-code">`, where they are inert, and index.html's `app-start` script starts them once the
 * browser reports the first contentful paint, one chunk per task (see there). In `vite dev` index.html's own
 * module script loads the app as usual.
 */
import type { Plugin } from 'vite';

/** The template's id; index.html's app-start script looks for it. */
export const APP_CODE_TEMPLATE_ID = 'app-code';

/**
 * Vite's tags for the app's chunks, with the white space that follows each: a module script (group 1, its file)
 * or a modulepreload link (group 2, its file), the leading `/` left out of the file.
 */
const APP_CODE_TAG =
  /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="\/?([^"]+)"[^>]*><\/script>\s*|<link\b(?=[^>]*\brel="modulepreload")[^>]*\bhref="\/?([^"]+)"[^>]*>\s*/gi;

/** The files of the app's chunks a built page names (in its template or not), in its order: `assets/…`. */
export function appCodeFiles(html: string): string[] {
  return [...html.matchAll(APP_CODE_TAG)].map(([, script, preload]) => (script ?? preload)!);
}

/**
 * The page with its module scripts and modulepreload links moved, in their order, into the template, where the
 * first of them was. Throws when there is no module script: a page Vite built so is not one this knows how to
 * start.
 */
export function withAppCodeInTemplate(html: string): string {
  const tags: { tag: string; isScript: boolean }[] = [];
  let firstAt = -1;
  const rest = html.replace(APP_CODE_TAG, (tag: string, script: string | undefined, _preload, offset: number) => {
    if (firstAt < 0) firstAt = offset;
    tags.push({ tag: tag.trim(), isScript: script !== undefined });
    return '';
  });
  if (!tags.some(({ isScript }) => isScript)) {
    throw new Error('index.html: no module script to hold until the splash is painted');
  }
  const template = `<template id="${APP_CODE_TEMPLATE_ID}">${tags.map(({ tag }) => tag).join('')}</template>\n    `;
  return rest.slice(0, firstAt) + template + rest.slice(firstAt);
}

export function appCodeAfterSplash(): Plugin {
  return {
    name: 'mentoria:app-code-after-splash',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withAppCodeInTemplate },
  };
}
