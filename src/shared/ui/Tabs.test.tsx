import { expect } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'description', label: 'Description', panel: <p>About the book</p> },
  { id: 'inside', label: "What's Inside?", panel: <p>Chapters</p> },
  {
    id: 'reviews',
    label: 'Reviews',
    panel: (
      <label>
        Your review
        <textarea />
      </label>
    ),
  },
];

function renderTabs() {
  render(<Tabs label="About this ebook" tabs={tabs} />);
  return {
    tab: (name: string) => screen.getByRole('tab', { name }),
    shownPanel: () => screen.getByRole('tabpanel'),
  };
}

test('the first tab is shown; the tab list is one tab stop', async () => {
  const user = userEvent.setup();
  const { tab, shownPanel } = renderTabs();
  expect(screen.getByRole('tablist', { name: 'About this ebook' })).toBeInTheDocument();
  expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
  expect(shownPanel()).toHaveTextContent('About the book');
  expect(shownPanel()).toHaveAccessibleName('Description');

  await user.tab();
  expect(tab('Description')).toHaveFocus();
  await user.tab();
  expect(shownPanel()).toHaveFocus();
});

test('arrow keys move between tabs and show each at once, wrapping around', async () => {
  const user = userEvent.setup();
  const { tab, shownPanel } = renderTabs();
  await user.click(tab('Description'));

  await user.keyboard('{ArrowRight}');
  expect(tab("What's Inside?")).toHaveFocus();
  expect(tab("What's Inside?")).toHaveAttribute('aria-selected', 'true');
  expect(tab('Description')).toHaveAttribute('tabindex', '-1');
  expect(shownPanel()).toHaveTextContent('Chapters');

  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('Description')).toHaveFocus();

  await user.keyboard('{ArrowLeft}');
  expect(tab('Reviews')).toHaveFocus();
  expect(shownPanel()).toHaveAccessibleName('Reviews');
});

test('Home and End jump to the first and last tab', async () => {
  const user = userEvent.setup();
  const { tab } = renderTabs();
  await user.click(tab('Description'));
  await user.keyboard('{End}');
  expect(tab('Reviews')).toHaveFocus();
  expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}');
  expect(tab('Description')).toHaveFocus();
});

test('what was typed in a panel is still there after visiting another tab', async () => {
  const user = userEvent.setup();
  const { tab } = renderTabs();
  await user.click(tab('Reviews'));
  await user.type(screen.getByRole('textbox', { name: 'Your review' }), 'Half written');
  await user.click(tab('Description'));
  expect(screen.queryByRole('textbox', { name: 'Your review' })).not.toBeInTheDocument();
  await user.click(tab('Reviews'));
  expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveValue('Half written');
});

test('tabs whose choice lives elsewhere show that choice, and report a new one instead of keeping it', async () => {
  const user = userEvent.setup();
  const chosen: string[] = [];
  const { rerender } = render(
    <Tabs label="About this ebook" tabs={tabs} selectedId="inside" onSelect={(id) => chosen.push(id)} />,
  );
  expect(screen.getByRole('tab', { name: "What's Inside?" })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Chapters');

  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  expect(chosen).toEqual(['reviews']);
  expect(screen.getByRole('tab', { name: "What's Inside?" })).toHaveAttribute('aria-selected', 'true');

  rerender(<Tabs label="About this ebook" tabs={tabs} selectedId="reviews" onSelect={(id) => chosen.push(id)} />);
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Reviews');
});
