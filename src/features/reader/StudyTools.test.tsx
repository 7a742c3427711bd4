import { expect } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { PDFDocumentProxy } from '../../lib/pdf';
import { StudyTools } from './StudyTools';

// jsdom has no performance.mark, which Find sets for the reader's benchmark.
beforeAll(() => {
  if (typeof performance.mark !== 'function') {
    Object.defineProperty(performance, 'mark', { value: () => undefined, configurable: true });
  }
});

/** A book of these page texts, with an outline of [title, page] entries (none: a book without one). */
function fakeBook(pages: readonly string[], outline: [string, number][] | null) {
  return {
    numPages: pages.length,
    getPage: (page: number) =>
      Promise.resolve({ getTextContent: () => Promise.resolve({ items: [{ str: pages[page - 1], hasEOL: false }] }) }),
    getOutline: () =>
      Promise.resolve(outline?.map(([title, page]) => ({ title, dest: [{ num: page, gen: 0 }], items: [] })) ?? null),
    getDestination: () => Promise.resolve(null),
    getPageIndex: ({ num }: { num: number }) => Promise.resolve(num - 1),
  } as unknown as PDFDocumentProxy;
}

const BOOK = [
  'Title page',
  'Contents',
  'Chapter 1 Pricing. A price is a promise.',
  'Nothing to find here.',
  'Chapter 2 Keeping. Keep each promise, and the PROMISE keeps you.',
];
const OUTLINE: [string, number][] = [
  ['Contents', 2],
  ['1. Pricing', 3],
  ['2. Keeping', 5],
];

/** The reader around the tools: its toolbar with their toggles, the page shown, and Find's marks on it as text. */
function Reader({ pdf, find, startPage = 1 }: { pdf: PDFDocumentProxy; find?: string; startPage?: number }) {
  const [page, setPage] = useState(startPage);
  return (
    <StudyTools pdf={pdf} page={page} onPageChange={setPage} initialFind={find}>
      {(highlights, toggles) => (
        <>
          <div role="group" aria-label="Reader tools">
            {toggles}
          </div>
          <p>Showing page {page}</p>
          <ul aria-label="Marks">
            {highlights.map(({ start, end, kind }) => (
              <li key={start}>{`${kind} ${BOOK[page - 1]!.slice(start, end)}`}</li>
            ))}
          </ul>
        </>
      )}
    </StudyTools>
  );
}

const marks = () =>
  within(screen.getByRole('list', { name: 'Marks' }))
    .queryAllByRole('listitem')
    .map((m) => m.textContent);

test('Find lists every match with its page and snippet, says how many, and marks those on the page shown', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} startPage={5} />);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  const panel = screen.getByRole('region', { name: 'Find in this book' });
  const field = within(panel).getByRole('searchbox', { name: 'Find in this book' });
  expect(field).toHaveFocus();
  await user.type(field, 'promise{Enter}');
  expect(await within(panel).findByText('3 results')).toHaveAttribute('role', 'status');
  const results = within(panel).getAllByRole('button', { name: /^Page \d/ });
  expect(results.map((result) => result.textContent)).toEqual([
    'Page 3Chapter 1 Pricing. A price is a promise.',
    'Page 5Chapter 2 Keeping. Keep each promise, and the PROMISE keeps you.',
    'Page 5…2 Keeping. Keep each promise, and the PROMISE keeps you.',
  ]);
  expect(marks()).toEqual(['find-match promise', 'find-match PROMISE']);
});

test('Enter and Shift+Enter go to the next and previous match, the current one marked apart', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} />);
  await user.keyboard('{Control>}f{/Control}');
  const field = screen.getByRole('searchbox', { name: 'Find in this book' });
  expect(field).toHaveFocus();
  await user.type(field, 'promise{Enter}');
  await screen.findByText('3 results');
  await user.keyboard('{Enter}');
  expect(screen.getByText('Showing page 3')).toBeInTheDocument();
  expect(marks()).toEqual(['find-current promise']);
  await user.keyboard('{Enter}');
  expect(screen.getByText('Showing page 5')).toBeInTheDocument();
  expect(marks()).toEqual(['find-current promise', 'find-match PROMISE']);
  await user.keyboard('{Enter}');
  expect(marks()).toEqual(['find-match promise', 'find-current PROMISE']);
  await user.keyboard('{Shift>}{Enter}{/Shift}{Shift>}{Enter}{/Shift}');
  expect(screen.getByText('Showing page 3')).toBeInTheDocument();
  // The buttons do the same, wrapping round the book.
  await user.click(screen.getByRole('button', { name: 'Previous match' }));
  expect(screen.getByText('Showing page 5')).toBeInTheDocument();
  expect(marks()).toEqual(['find-match promise', 'find-current PROMISE']);
});

test('a query found nowhere says so', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} />);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  await user.type(screen.getByRole('searchbox', { name: 'Find in this book' }), 'zebra{Enter}');
  expect(await screen.findByText('No results for “zebra”')).toBeInTheDocument();
});

test('the address opens Find on its query, with the matches on the page shown marked', async () => {
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} find="promise" startPage={5} />);
  expect(screen.getByRole('searchbox', { name: 'Find in this book' })).toHaveValue('promise');
  expect(await screen.findByText('3 results')).toBeInTheDocument();
  expect(marks()).toEqual(['find-match promise', 'find-match PROMISE']);
});

test('Escape closes a panel and gives the focus back to its toggle', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} />);
  for (const [toggleName, panelName] of [
    ['Find', 'Find in this book'],
    ['Outline', 'Outline'],
  ] as const) {
    const toggle = screen.getByRole('button', { name: toggleName });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: panelName })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: panelName })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }
});

test('the outline goes to a chapter’s page and marks the chapter being read', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, OUTLINE)} startPage={4} />);
  await user.click(screen.getByRole('button', { name: 'Outline' }));
  const panel = screen.getByRole('region', { name: 'Outline' });
  const pricing = await within(panel).findByRole('button', { name: /1\. Pricing/ });
  expect(pricing).toHaveAttribute('aria-current', 'true');
  expect(pricing).toHaveFocus();
  await user.click(within(panel).getByRole('button', { name: /2\. Keeping/ }));
  expect(screen.getByText('Showing page 5')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: /2\. Keeping/ })).toHaveAttribute('aria-current', 'true');
  expect(pricing).not.toHaveAttribute('aria-current');
});

test('a book without an outline says so', async () => {
  const user = userEvent.setup();
  render(<Reader pdf={fakeBook(BOOK, null)} />);
  await user.click(screen.getByRole('button', { name: 'Outline' }));
  expect(await screen.findByText('This book has no outline.')).toBeInTheDocument();
});

test('the outline is read only once the reader opens it (its pages are spread through the file)', async () => {
  const user = userEvent.setup();
  const pdf = fakeBook(BOOK, OUTLINE);
  let reads = 0;
  const getOutline = pdf.getOutline.bind(pdf);
  pdf.getOutline = () => {
    reads++;
    return getOutline();
  };
  render(<Reader pdf={pdf} />);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  expect(reads).toBe(0);
  await user.click(screen.getByRole('button', { name: 'Outline' }));
  expect(await screen.findByRole('button', { name: /1\. Pricing/ })).toBeInTheDocument();
  expect(reads).toBe(1);
});
