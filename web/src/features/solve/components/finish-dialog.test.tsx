import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { FinishWorkbook } from '../hooks/use-finish-workbook';
import { FinishDialog } from './finish-dialog';

const i18n = initI18n('en');

const asking = (unanswered: number) =>
  ({
    confirming: true,
    unanswered,
    cancelConfirm: vi.fn(),
    finish: vi.fn(() => Promise.resolve()),
  }) as unknown as FinishWorkbook;

const renderDialog = (unanswered: number) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FinishDialog finishing={asking(unanswered)} />
    </I18nextProvider>,
  );

afterEach(() => {
  void i18n.changeLanguage('en');
});

describe('finish dialog', () => {
  it('is titled for what it asks, with the count of unanswered problems', () => {
    renderDialog(5);
    expect(screen.getByRole('dialog', { name: 'Finish with 5 problems unanswered?' })).toBeInTheDocument();
    expect(screen.queryByText('This problem is not solved yet.')).toBeNull();
  });

  it('says one problem in the singular, and reads naturally in Korean', async () => {
    const { unmount } = renderDialog(1);
    expect(screen.getByRole('dialog', { name: 'Finish with 1 problem unanswered?' })).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('ko');
    renderDialog(3);
    expect(screen.getByRole('dialog', { name: '답하지 않은 문제가 3개 있어요. 마칠까요?' })).toBeInTheDocument();
  });
});
