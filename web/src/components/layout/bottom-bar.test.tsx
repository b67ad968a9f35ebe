import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { BottomBar } from './bottom-bar';

beforeAll(() => {
  initI18n('en');
});

/** MathLive's touch keypad: a `.ML__keyboard` element it adds to <body> while it is open and removes on close. */
function openKeypad(): HTMLElement {
  const keypad = document.createElement('div');
  keypad.className = 'ML__keyboard is-visible';
  document.body.append(keypad);
  return keypad;
}

afterEach(() => {
  document.querySelectorAll('body > .ML__keyboard').forEach((element) => element.remove());
});

const renderBar = () => render(<BottomBar pathname="/solve" hasUser onNavigate={vi.fn()} onRequireLogin={vi.fn()} />);

describe('bottom bar and the math keypad', () => {
  it('steps aside while the keypad is open, so a tap on its bottom row cannot leave the problem', async () => {
    renderBar();
    expect(screen.getByRole('navigation', { name: 'App navigation' })).toBeInTheDocument();

    const keypad = openKeypad();
    await act(async () => {});
    expect(screen.queryByRole('navigation')).toBeNull();

    keypad.remove();
    await act(async () => {});
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('starts hidden when the keypad is already open', () => {
    openKeypad();
    renderBar();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
