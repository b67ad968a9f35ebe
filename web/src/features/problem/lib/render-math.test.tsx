import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathText } from '../components/math-text';
import { renderMath, renderMathText } from './render-math';

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
