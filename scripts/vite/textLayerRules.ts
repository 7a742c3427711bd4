/**
 * The rules of a stylesheet that style pdf.js's text layer itself: top-level rules whose selector starts with
 * `.textLayer`, without those of the viewer's find highlights, its editors' toolbars or its image layer (the
 * reader marks text with the CSS Custom Highlight API instead: docs/product.md#the-reader-is-a-study-tool).
 * At-rules (media queries, which there only restyle those highlights) are left out whole.
 */
const NOT_FOR_THE_READER = /highlight|editToolbar|textLayerImages/;

/** The top-level blocks of a stylesheet: each prelude (selector or at-rule) with its whole text. */
function topLevelBlocks(css: string): { prelude: string; text: string }[] {
  const blocks: { prelude: string; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let preludeEnd = 0;
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (char === '{') {
      if (depth === 0) preludeEnd = at;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, preludeEnd).trim(), text: css.slice(start, at + 1).trim() });
        start = at + 1;
      }
    }
  }
  return blocks;
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

export function textLayerRules(css: string): string {
  return topLevelBlocks(withoutComments(css))
    .filter(({ prelude }) => prelude.startsWith('.textLayer') && !NOT_FOR_THE_READER.test(prelude))
    .map(({ text }) => text)
    .join('\n');
}
