// The problem figure: an image of the drawing in the page's language with its text alternative; no markup inserted.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProblemFigure, figureSource } from './problem-figure';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 100"><text x="1" y="1">A &amp; B</text></svg>';

describe('ProblemFigure', () => {
  it('shows one drawing as an image with the alt text of the language', () => {
    render(<ProblemFigure figure={{ svg, alt: { ko: '수직선입니다.', en: 'A number line.' } }} language="en" />);
    const image = screen.getByRole('img', { name: 'A number line.' });
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(document.querySelector('svg')).toBeNull();
  });

  it('picks the drawing of the language when the figure holds words', () => {
    const figure = {
      svg: { ko: '<svg>사과</svg>', en: '<svg>Apple</svg>' },
      alt: { ko: '막대그래프', en: 'A bar graph' },
    };
    expect(decodeURIComponent(figureSource(figure, 'ko'))).toContain('사과');
    render(<ProblemFigure figure={figure} language="ko" />);
    expect(decodeURIComponent(screen.getByRole('img', { name: '막대그래프' }).getAttribute('src') ?? '')).toContain(
      '사과',
    );
  });

  it('renders nothing without a figure', () => {
    const { container } = render(<ProblemFigure figure={null} language="ko" />);
    expect(container.innerHTML).toBe('');
  });
});
