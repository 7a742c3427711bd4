import { expect } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PrivacyPolicy } from './PrivacyPolicy';
import { RefundPolicy } from './RefundPolicy';
import { TermsAndConditions } from './TermsAndConditions';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

test('the privacy policy covers every point the observed policy made, from June 4, 2025', () => {
  renderWithProviders(<PrivacyPolicy />);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText('Effective June 4, 2025')).toBeInTheDocument();
  expect(sectionTitles()).toEqual(
    expect.arrayContaining([
      'Your account',
      'Analytics',
      'Newsletter',
      'Payments',
      'We do not sell your data',
      'How long we keep it',
      'Your rights',
      'Cookies and local storage',
    ]),
  );
});

test('the terms cover age 13, final purchases, personal use, conduct, IP, termination and liability', () => {
  renderWithProviders(<TermsAndConditions />);
  expect(screen.getByText(/13 years old or older/)).toBeInTheDocument();
  expect(sectionTitles()).toEqual([
    'Who may use Mentoria',
    'Purchases',
    'Personal use only',
    'Your conduct',
    'Intellectual property',
    'Termination',
    'Limitation of liability',
  ]);
});

test('the refund policy offers a replacement within 7 days, with order ID, title and issue', () => {
  renderWithProviders(<RefundPolicy />);
  expect(screen.getByRole('heading', { name: 'No refunds' })).toBeInTheDocument();
  expect(screen.getByText(/within 7 days/)).toBeInTheDocument();
  expect(screen.getByText('your order ID,')).toBeInTheDocument();
  expect(screen.getByText('the title of the ebook,')).toBeInTheDocument();
  expect(screen.getByText('a short description of the issue.')).toBeInTheDocument();
});
