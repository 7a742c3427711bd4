import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectionToolbar, type ReaderTextSelection } from './SelectionToolbar';

const selection: ReaderTextSelection = {
  range: { page: 4, start: 12, end: 30 },
  text: 'the passage chosen',
  rect: { top: 100, bottom: 120, left: 40, right: 200, width: 160, height: 20, x: 40, y: 100 } as DOMRect,
};

function renderToolbar() {
  const onHighlight = jest.fn();
  const onClose = jest.fn();
  render(
    <>
      <button type="button">On the page</button>
      <SelectionToolbar selection={selection} onHighlight={onHighlight} onClose={onClose} />
    </>,
  );
  return { onHighlight, onClose };
}

test('highlights the selected text in the colour chosen', async () => {
  const { onHighlight, onClose } = renderToolbar();
  for (const colour of ['yellow', 'green', 'blue', 'pink']) {
    expect(screen.getByRole('button', { name: `Highlight ${colour}` })).toBeVisible();
  }
  await userEvent.click(screen.getByRole('button', { name: 'Highlight green' }));
  expect(onHighlight).toHaveBeenCalledWith('green', '');
  expect(onClose).toHaveBeenCalled();
});

test('Add note opens a labelled note field; saving highlights with the note', async () => {
  const { onHighlight } = renderToolbar();
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  const note = screen.getByRole('textbox', { name: 'Note' });
  expect(note).toHaveFocus();
  await userEvent.type(note, 'Quote this in the essay');
  await userEvent.click(screen.getByRole('radio', { name: 'blue' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  expect(onHighlight).toHaveBeenCalledWith('blue', 'Quote this in the essay');
});

test('Escape closes it and gives the focus back where it was', async () => {
  const before = jest.fn();
  render(<button type="button">On the page</button>);
  screen.getByRole('button', { name: 'On the page' }).focus();
  const onClose = jest.fn();
  render(<SelectionToolbar selection={selection} onHighlight={before} onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
  expect(before).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
});
