import { annotationsCsv, annotationsMarkdown, csvCell, exportFileName } from './annotationsExport';
import { aBookmark, aHighlight } from './annotationsTestData';

const book = {
  title: 'The Complete Social Media Guide',
  annotations: [
    aHighlight({
      id: 'h2',
      page: 7,
      text: 'Post, then "listen".\nReply within a day.',
      note: 'Try this week',
      colour: 'green',
    }),
    aBookmark({ id: 'b1', page: 3 }),
    aHighlight({ id: 'h1', page: 3, start: 40, text: 'Know your audience', colour: 'yellow' }),
    aHighlight({ id: 'gone', page: 4, deletedAt: '2026-11-28T11:00:00.000Z' }),
    aHighlight({ id: 'h3', page: 9, text: '=SUM(A1:A9)', note: '-not a formula', colour: 'pink' }),
  ],
};

test('Markdown: the book, each page, each quote with its colour, day and note; deleted ones left out', () => {
  expect(annotationsMarkdown([book])).toBe(
    [
      '# The Complete Social Media Guide',
      '',
      '## Page 3',
      '',
      '*Bookmark, 2026-11-28*',
      '',
      '> Know your audience',
      '',
      '*Yellow highlight, 2026-11-28*',
      '',
      '## Page 7',
      '',
      '> Post, then "listen".',
      '> Reply within a day.',
      '',
      '*Green highlight, 2026-11-28*',
      '',
      'Try this week',
      '',
      '## Page 9',
      '',
      '> =SUM(A1:A9)',
      '',
      '*Pink highlight, 2026-11-28*',
      '',
      '-not a formula',
      '',
    ].join('\n'),
  );
});

test('CSV: a header, a row each, quoted where needed, and no cell a spreadsheet would run as a formula', () => {
  expect(annotationsCsv([book])).toBe(
    [
      'book,page,quoted text,note,colour,date',
      'The Complete Social Media Guide,3,,,,2026-11-28',
      'The Complete Social Media Guide,3,Know your audience,,yellow,2026-11-28',
      'The Complete Social Media Guide,7,"Post, then ""listen"".\nReply within a day.",Try this week,green,2026-11-28',
      "The Complete Social Media Guide,9,'=SUM(A1:A9),'-not a formula,pink,2026-11-28",
      '',
    ].join('\r\n'),
  );
});

test.each([
  ['=1+1', "'=1+1"],
  ['+33 6 12', "'+33 6 12"],
  ['-2', "'-2"],
  ['@cmd', "'@cmd"],
  ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ['plain', 'plain'],
  ['a, b', '"a, b"'],
])('the cell %j is written %s', (value, written) => {
  expect(csvCell(value)).toBe(written);
});

test('a file is named after its book, in letters, digits and dashes', () => {
  expect(exportFileName('Café: The Guide (2nd ed.)', 'md')).toBe('cafe-the-guide-2nd-ed-notes.md');
  expect(exportFileName('???', 'csv')).toBe('ebook-notes.csv');
});
