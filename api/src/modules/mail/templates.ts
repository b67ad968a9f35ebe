// The account e-mails, in Korean or English by the reader's language.
import type { MailMessage } from './mailer.js';

export type MailLanguage = 'ko' | 'en';

/** Korean for a Korean reader (translationCode ko), English for everyone else. */
export function mailLanguageOf(translationCode: unknown): MailLanguage {
  return translationCode === 'ko' ? 'ko' : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(lines: string[], highlight: string): string {
  const paragraphs = lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('');
  return (
    '<div style="font-family:Apple SD Gothic Neo,Malgun Gothic,Arial,sans-serif;max-width:480px;color:#222">' +
    '<h1 style="font-size:20px;color:#24A3FF">MathBridge</h1>' +
    paragraphs +
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:16px 0">${escapeHtml(highlight)}</p>` +
    '</div>'
  );
}

export function verificationCodeMail(to: string, code: string, minutes: number, language: MailLanguage): MailMessage {
  const lines =
    language === 'ko'
      ? [
          '매쓰브릿지 회원가입을 위한 인증번호입니다.',
          `아래 인증번호 6자리를 ${minutes}분 안에 입력해 주세요.`,
          '본인이 요청하지 않았다면 이 메일은 무시하셔도 됩니다.',
        ]
      : [
          'Here is your MathBridge verification number.',
          `Enter the 6 digits below within ${minutes} minutes to finish signing up.`,
          "If you didn't ask for this, you can ignore this e-mail.",
        ];
  const subject =
    language === 'ko' ? `[매쓰브릿지] 인증번호 ${code}` : `[MathBridge] Your verification number is ${code}`;
  return { to, subject, text: `${lines.join('\n')}\n\n${code}\n`, html: layout(lines, code) };
}

export function temporaryPasswordMail(
  to: string,
  password: string,
  hours: number,
  language: MailLanguage,
): MailMessage {
  const lines =
    language === 'ko'
      ? [
          '요청하신 매쓰브릿지 임시 비밀번호입니다.',
          `아래 임시 비밀번호로 ${hours}시간 안에 로그인한 뒤 새 비밀번호로 바꿔 주세요.`,
          '본인이 요청하지 않았다면 이 메일은 무시하셔도 되며, 기존 비밀번호도 그대로 사용할 수 있습니다.',
        ]
      : [
          'Here is the temporary MathBridge password you asked for.',
          `Log in with it within ${hours} hours, and you will be asked to choose a new password.`,
          "If you didn't ask for this, ignore this e-mail; your current password still works.",
        ];
  const subject = language === 'ko' ? '[매쓰브릿지] 임시 비밀번호 안내' : '[MathBridge] Your temporary password';
  return { to, subject, text: `${lines.join('\n')}\n\n${password}\n`, html: layout(lines, password) };
}
