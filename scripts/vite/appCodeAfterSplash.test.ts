import { expect } from '@jest/globals';
import { APP_CODE_TEMPLATE_ID, appCodeFiles, withAppCodeInTemplate } from './appCodeAfterSplash';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const script = (src: string) => `<script type="module" crossorigin src="${src}"></script>`;
const preload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const held = (tags: string) => `<template id="${APP_CODE_TEMPLATE_ID}">${tags}</template>\n    `;

test("the app's module scripts move into the template, in their order, where the first of them was", () => {
  const html = page(
    `<title>Mentoria</title>\n    ${script('/assets/react.js')}\n    ${script('/assets/app.js')}\n    ` +
      `<link rel="stylesheet" crossorigin href="/assets/app.css">`,
  );
  expect(withAppCodeInTemplate(html)).toBe(
    page(
      `<title>Mentoria</title>\n    ${held(script('/assets/react.js') + script('/assets/app.js'))}` +
        `<link rel="stylesheet" crossorigin href="/assets/app.css">`,
    ),
  );
});

test('an entry with modulepreload links keeps both in the template', () => {
  const html = page(`${script('/assets/index.js')}\n${preload('/assets/react.js')}\n${preload('/assets/app.js')}\n`);
  expect(withAppCodeInTemplate(html)).toBe(
    page(held(script('/assets/index.js') + preload('/assets/react.js') + preload('/assets/app.js'))),
  );
});

test('inline scripts, the stylesheet and the splash stay where they are', () => {
  const splash = '<div id="root"><div class="boot-splash">Mentoria</div></div>';
  const inline = '<script id="app-start">start();</script>';
  const html = page(`<script id="theme-boot">boot();</script>${script('/assets/app.js')}`, splash + inline);
  const built = withAppCodeInTemplate(html);
  expect(built).toContain(`<script id="theme-boot">boot();</script>${held(script('/assets/app.js'))}`);
  expect(built).toContain(`<body>${splash}${inline}</body>`);
});

test('a page with no module script fails the build rather than shipping a page that never starts', () => {
  expect(() => withAppCodeInTemplate(page('<script>boot();</script>'))).toThrow(/no module script/);
});

test('the same page built twice comes out the same: nothing is kept from one build to the next', () => {
  const html = page(script('/assets/app.js'));
  expect(withAppCodeInTemplate(html)).toBe(withAppCodeInTemplate(html));
});

test("the files of the app's chunks are read the same before and after the move, without the leading slash", () => {
  const html = page(`${script('/assets/index.js')}${preload('/assets/react.js')}<script>boot();</script>`);
  expect(appCodeFiles(html)).toEqual(['assets/index.js', 'assets/react.js']);
  expect(appCodeFiles(withAppCodeInTemplate(html))).toEqual(['assets/index.js', 'assets/react.js']);
});
