import { STORAGE_KEYS } from '@mathbridge/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useLanguageStore } from '../stores/language-store';
import { LanguageSettingsPopup } from './language-settings-popup';
import { LanguageWidget } from './language-widget';

const i18n = initI18n('en');
const renderWithI18n = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

beforeEach(() => {
  localStorage.clear();
  useLanguageStore.getState().setTranslationAvailable(true);
  useLanguageStore.setState({ offeredCodes: null });
  useLanguageStore.getState().chooseGlobal();
});

describe('language widget', () => {
  it('choosing Korean sets UI language and translation code to ko, and hides the list', async () => {
    renderWithI18n(<LanguageWidget />);
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /한국어/ }));
    expect(useLanguageStore.getState()).toMatchObject({ languageType: 'ko', translationCode: 'ko' });
    expect(localStorage.getItem(STORAGE_KEYS.languageType)).toBe('ko');
    expect(localStorage.getItem(STORAGE_KEYS.translationCode)).toBe('ko');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('choosing Global sets both to en and offers about 105 searchable languages without Korean', async () => {
    useLanguageStore.getState().chooseKorean();
    renderWithI18n(<LanguageWidget />);
    await userEvent.click(screen.getByRole('radio', { name: 'Global' }));
    expect(useLanguageStore.getState()).toMatchObject({ languageType: 'en', translationCode: 'en' });
    const box = screen.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    // jsdom has no layout, so the popper counts as invisible to role queries; `hidden` includes it.
    const listbox = () => screen.getByRole('listbox', { hidden: true });
    const all = within(listbox()).getAllByRole('option', { hidden: true });
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(all.some((o) => /Korean/.test(o.textContent ?? ''))).toBe(false);
    await userEvent.keyboard('Vietn');
    const options = within(listbox()).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(1);
    await userEvent.click(options[0] as HTMLElement);
    expect(useLanguageStore.getState()).toMatchObject({ languageType: 'en', translationCode: 'vi' });
    expect(localStorage.getItem(STORAGE_KEYS.translationCode)).toBe('vi');
  });
});

describe('language widget with a translation service that lacks some languages', () => {
  it('greys out a language the service lacks, says why, and names each language in its own words too', async () => {
    useLanguageStore.getState().setOfferedCodes(['ko', 'en', 'vi', 'ar']);
    renderWithI18n(<LanguageWidget />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('Hawai');
    const listbox = screen.getByRole('listbox', { hidden: true });
    const hawaiian = within(listbox).getByRole('option', { hidden: true, name: /Hawaiian/ });
    expect(hawaiian).toHaveAttribute('aria-disabled', 'true');
    expect(hawaiian).toHaveTextContent("The translation service in use doesn't offer this language.");
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.keyboard('Tiếng');
    const vietnamese = within(screen.getByRole('listbox', { hidden: true })).getByRole('option', { hidden: true });
    expect(vietnamese).toHaveTextContent('Vietnamese (Tiếng Việt)');
    expect(vietnamese).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('language widget without a translation service', () => {
  it('offers no other languages and says why', () => {
    useLanguageStore.getState().setTranslationAvailable(false);
    renderWithI18n(<LanguageWidget />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      screen.getByText('Other languages are not available right now. You can use English or Korean.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Global' })).toBeChecked();
  });

  it('falls back from a stored translation target to English, and keeps the stored choice for later', () => {
    useLanguageStore.getState().setTranslationCode('vi');
    useLanguageStore.getState().setTranslationAvailable(false);
    expect(useLanguageStore.getState()).toMatchObject({ languageType: 'en', translationCode: 'en' });
    expect(localStorage.getItem(STORAGE_KEYS.translationCode)).toBe('vi');
    useLanguageStore.getState().setTranslationCode('fr');
    expect(useLanguageStore.getState().translationCode).toBe('en');
  });
});

describe('language settings popup', () => {
  it('is a dialog on desktop and reloads on close only when the language changed', async () => {
    window.innerWidth = 1280;
    const changed = vi.fn();
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<LanguageSettingsPopup open onClose={onClose} onLanguageChanged={changed} />);
    expect(screen.getByTestId('language-dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();

    rerender(
      <I18nextProvider i18n={i18n}>
        <LanguageSettingsPopup open={false} onClose={onClose} onLanguageChanged={changed} />
      </I18nextProvider>,
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <LanguageSettingsPopup open onClose={onClose} onLanguageChanged={changed} />
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /한국어/ }));
    await userEvent.click(screen.getByRole('button', { name: /Close|닫기/ }));
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('is a bottom sheet at mobile widths', () => {
    window.innerWidth = 390;
    renderWithI18n(<LanguageSettingsPopup open onClose={() => undefined} onLanguageChanged={() => undefined} />);
    expect(screen.getByTestId('language-bottom-sheet')).toBeInTheDocument();
    expect(screen.queryByTestId('language-dialog')).not.toBeInTheDocument();
    window.innerWidth = 1024;
  });
});
