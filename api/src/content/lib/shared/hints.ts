// Hints shown with an essay answer that cannot be read, where two or more kits use the same words.
import { L } from './text.js';

export const ENTER_NUMBER = L('수로 입력하세요.', 'Enter a number.');
export const ENTER_WHOLE_NUMBER = L('자연수로 입력하세요.', 'Enter a whole number.');
