import { visitorAuth } from '../../testing/fixtures';
import { expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeMatchMedia } from '../../testing/fakeMatchMedia';
import { MOBILE_QUERY } from '../../shared/hooks/useIsMobile';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AppShell } from './AppShell';

const visitor = { auth: visitorAuth };

let media: ReturnType<typeof installFakeMatchMedia>;
beforeEach(() => {
  media = installFakeMatchMedia();
  // The shell scrolls each new page to the top; jsdom has no scrolling.
  window.scrollTo = () => {};
});
afterEach(() => media.uninstall());

test('on a wide screen the side bar has the observed product’s links, with the open page highlighted', () => {
  renderWithProviders(<AppShell />, { route: '/ebooks', preloadedState: visitor });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Dashboard',
    'Library',
    'Ebooks',
    'Videos',
    'Settings',
  ]);
  expect(nav.getByRole('link', { name: 'Ebooks' })).toHaveAttribute('aria-current', 'page');
  expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  expect(nav.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
  expect(nav.getByRole('list', { name: 'Categories' })).toHaveTextContent('EbooksVideos');
  expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
});

test('the side bar invites to Stay Updated with Subscribe Now', async () => {
  renderWithProviders(<AppShell />, { preloadedState: visitor });
  expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
  expect(screen.getByRole('dialog', { name: 'Subscribe Now' })).toBeInTheDocument();
  expect(screen.getByLabelText(/^Email/)).toHaveFocus();
});

test('the top bar has the search box, the theme toggle and the Login button', () => {
  renderWithProviders(<AppShell />, { preloadedState: visitor });
  const banner = within(screen.getByRole('banner'));
  expect(banner.getByRole('searchbox', { name: 'Search resources' })).toHaveAttribute(
    'placeholder',
    'Search resources...',
  );
  expect(banner.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
  expect(banner.getByRole('button', { name: 'Login' })).toBeInTheDocument();
});

test('Enter in the search box opens the search page with the text, and remembers it in the search history', async () => {
  const { router, store } = renderWithProviders(<AppShell />, {
    preloadedState: visitor,
    otherRoutes: { '/search': <p>results</p> },
  });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search resources' }), ' seo tools {Enter}');
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=seo%20tools');
  expect(store.getState().searchHistory.items).toEqual(['seo tools']);
});

test('a skip link leads past the navigation to the content', () => {
  renderWithProviders(<AppShell />, { preloadedState: visitor });
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
});

test('at 768 px or less: the bottom bar with Home, and a mobile top bar with a search link', () => {
  media.setMatches(MOBILE_QUERY, true);
  renderWithProviders(<AppShell />, { route: '/settings', preloadedState: visitor });
  const nav = within(screen.getByRole('navigation', { name: 'Main' }));
  expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Home',
    'Library',
    'Ebooks',
    'Videos',
    'Settings',
  ]);
  expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
});
