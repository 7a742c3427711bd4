import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Annotation } from './annotations';
import { aBookmark, aHighlight } from './annotationsTestData';
import { NotesPanel } from './NotesPanel';

const annotations: Annotation[] = [
  aBookmark({ id: 'mark', page: 3 }),
  aHighlight({ id: 'first', page: 3, text: 'Know your audience', note: 'Ask them' }),
  aHighlight({ id: 'second', page: 8, text: 'Post every day', colour: 'blue' }),
];

function renderPanel() {
  const handlers = { onGoToPage: jest.fn(), onEdit: jest.fn(), onRemove: jest.fn() };
  render(<NotesPanel bookTitle="Social Media Guide" annotations={annotations} {...handlers} />);
  return handlers;
}

/** What the last export handed to the browser's download: its name and text. */
function captureDownloads() {
  const files: Blob[] = [];
  URL.createObjectURL = (file: Blob) => {
    files.push(file);
    return 'blob:export';
  };
  URL.revokeObjectURL = () => undefined;
  const names: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { files, names };
}

/** A file's text (jsdom's Blob has no text()). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });

test('lists the book’s highlights and bookmarks by page, with their text and note, and goes to the page chosen', async () => {
  const { onGoToPage } = renderPanel();
  const panel = screen.getByRole('region', { name: 'Notes' });
  const page3 = within(panel).getByRole('region', { name: 'Page 3' });
  expect(within(page3).getByText('Know your audience')).toBeVisible();
  expect(within(page3).getByText('Ask them')).toBeVisible();
  expect(within(page3).getByText('Bookmark')).toBeVisible();
  expect(within(panel).getByRole('region', { name: 'Page 8' })).toHaveTextContent('Post every day');
  await userEvent.click(screen.getByRole('button', { name: /Post every day.*go to page 8/ }));
  expect(onGoToPage).toHaveBeenCalledWith(8);
});

test('edits a highlight’s note and colour, and gives the focus back to Edit', async () => {
  const { onEdit } = renderPanel();
  const edit = screen.getByRole('button', { name: 'Edit highlight “Know your audience”' });
  await userEvent.click(edit);
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveFocus();
  await userEvent.clear(note);
  await userEvent.type(note, 'Ask three readers');
  await userEvent.click(screen.getByRole('radio', { name: 'pink' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  expect(onEdit).toHaveBeenCalledWith(annotations[1], { note: 'Ask three readers', colour: 'pink' });
  expect(await screen.findByRole('button', { name: 'Edit highlight “Know your audience”' })).toHaveFocus();
});

test('asks before deleting, and deletes only once confirmed', async () => {
  const { onRemove } = renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Delete highlight “Post every day”' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this highlight?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onRemove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete highlight “Post every day”' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(onRemove).toHaveBeenCalledWith(annotations[2]);
});

test('exports the book’s notes as a Markdown file and a CSV file named after it', async () => {
  const { files, names } = captureDownloads();
  renderPanel();
  await userEvent.click(screen.getByRole('button', { name: 'Export Markdown' }));
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(names).toEqual(['social-media-guide-notes.md', 'social-media-guide-notes.csv']);
  expect(await textOf(files[0]!)).toContain('## Page 8\n\n> Post every day');
  expect(await textOf(files[1]!)).toContain('Social Media Guide,3,Know your audience,Ask them,yellow,2026-11-28');
});

test('says what to do when the book has none yet, and offers no empty export', () => {
  render(
    <NotesPanel bookTitle="Guide" annotations={[]} onGoToPage={jest.fn()} onEdit={jest.fn()} onRemove={jest.fn()} />,
  );
  expect(screen.getByText(/Select text on a page to highlight it/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});

test('marks one the server refused as kept on this device only', () => {
  render(
    <NotesPanel
      bookTitle="Guide"
      annotations={annotations}
      refused={['second']}
      onGoToPage={jest.fn()}
      onEdit={jest.fn()}
      onRemove={jest.fn()}
    />,
  );
  const page8 = screen.getByRole('region', { name: 'Page 8' });
  expect(page8).toHaveTextContent('Not saved to your account: kept on this device only.');
  expect(screen.getByRole('region', { name: 'Page 3' })).not.toHaveTextContent('Not saved');
});
