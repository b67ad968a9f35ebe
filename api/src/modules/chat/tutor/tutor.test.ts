import { describe, expect, it } from 'vitest';
import { basicTutorReply, refusal, splitSteps } from './index.js';

describe('the built-in tutor', () => {
  it('says it is the basic tutor and keeps the hint level', () => {
    const reply = basicTutorReply({ language: 'en', problem: null, hintLevel: 0, history: [] }, 'message', 'hi');
    expect(reply.text).toMatch(/basic tutor/);
    expect(reply.hintLevel).toBe(0);
  });
  it('refuses in both languages', () => {
    expect(refusal('ko')).toMatch(/수학/);
    expect(refusal('en')).toMatch(/math/);
  });
  it('splits an explanation into its lines', () => {
    expect(splitSteps('a\n\nb')).toEqual(['a', 'b']);
  });
});
