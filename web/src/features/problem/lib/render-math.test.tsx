import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathLatex, MathText } from '../components/math-text';
import { displayFractions, renderMath, renderMathText } from './render-math';

describe('renderMathText', () => {
  it('renders a stem with a fraction and text: KaTeX HTML for the eye, MathML for screen readers', () => {
    const segments = renderMathText('Compute \\(\\frac{3}{4} + x\\) now.');
    expect(segments.map((s) => s.kind)).toEqual(['text', 'math', 'text']);
    expect(segments[0]).toEqual({ kind: 'text', value: 'Compute ' });
    expect(segments[2]).toEqual({ kind: 'text', value: ' now.' });
    const math = segments[1];
    if (math?.kind !== 'math') throw new Error('expected a math run');
    expect(math.html).toContain('class="katex-mathml"');
    expect(math.html).toContain('<mfrac>');
    expect(math.html).toContain('<mn>3</mn>');
    expect(math.html).toContain('class="katex-html" aria-hidden="true"');
    expect(math.html).toContain('mfrac');
  });

  it('shows a LaTeX mistake as an error mark instead of throwing', () => {
    expect(() => renderMath('\\frac{1}')).not.toThrow();
    expect(renderMath('\\frac{1}')).toContain('katex-error');
  });
});

describe('MathText', () => {
  it('puts the text and the rendered fraction in the page', () => {
    const { container } = render(<MathText text={'사과 \\(\\frac{1}{2}\\)개를 먹었습니다.'} component="p" />);
    expect(container.textContent).toContain('사과 ');
    expect(container.textContent).toContain('개를 먹었습니다.');
    const fraction = container.querySelector('math mfrac');
    expect(fraction).not.toBeNull();
    expect(fraction?.textContent).toBe('12');
    expect(container.querySelector('.katex-html .mfrac')).not.toBeNull();
  });
});

describe('display-size fractions (choices and results)', () => {
  it('turns every \\frac into \\dfrac and leaves \\dfrac, \\tfrac and other commands alone', () => {
    expect(displayFractions('\\frac{1}{2} + \\frac{a}{\\frac{b}{c}}')).toBe(
      '\\dfrac{1}{2} + \\dfrac{a}{\\dfrac{b}{c}}',
    );
    expect(displayFractions('\\dfrac{1}{2} \\tfrac{3}{4} \\frac12')).toBe('\\dfrac{1}{2} \\tfrac{3}{4} \\dfrac12');
    expect(displayFractions('x^2 - 1')).toBe('x^2 - 1');
  });

  it('renders a fraction in text at the size of the text around it, not as a small script', () => {
    const inline = renderMathText('\\(\\frac{3}{4}\\)')[0];
    const display = renderMathText('\\(\\frac{3}{4}\\)', { fractions: 'display' })[0];
    if (inline?.kind !== 'math' || display?.kind !== 'math') throw new Error('expected math runs');
    // KaTeX sets a text-style fraction's digits a size smaller (reset-size6 size3); display style keeps the text's size.
    expect(inline.html).toContain('sizing reset-size6 size3');
    expect(display.html).not.toContain('sizing reset-size6 size3');
    expect(display.source).toBe('\\frac{3}{4}');
  });

  it('MathText and MathLatex draw display fractions when asked', () => {
    const { container } = render(
      <>
        <MathText text={'\\(\\frac{1}{2}\\)'} fractions="display" />
        <MathLatex latex={'\\frac{5}{6}'} fractions="display" />
      </>,
    );
    expect(container.querySelectorAll('.katex-html [class*="reset-size6 size3"]')).toHaveLength(0);
    expect(container.querySelectorAll('.katex-html .mfrac')).toHaveLength(2);
  });
});
