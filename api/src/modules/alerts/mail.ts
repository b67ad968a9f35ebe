// The alert e-mail: the alert's title and text, a button to open it in the app, and the unsubscribe link for that
// kind, in the student's language.
import type { MailLanguage } from '../mail/templates.js';
import type { AlertKind } from './notify.js';

const KIND_NAMES: Record<AlertKind, { ko: string; en: string }> = {
  NOTICE: { ko: '새 공지', en: 'new notices' },
  INQUIRY_ANSWER: { ko: '문의 답변', en: 'answers to your questions' },
  REVIEW_DUE: { ko: '복습 알림', en: 'review reminders' },
  STREAK: { ko: '연속 공부 알림', en: 'streak reminders' },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface AlertMailInput {
  to: string;
  language: MailLanguage;
  kind: AlertKind;
  title: string;
  body: string;
  openUrl: string;
  unsubscribeUrl: string;
}

export function alertMail(input: AlertMailInput): { to: string; subject: string; text: string; html: string } {
  const ko = input.language === 'ko';
  const kindName = KIND_NAMES[input.kind][input.language];
  const open = ko ? '매쓰브릿지에서 보기' : 'Open in MathBridge';
  const footer = ko
    ? `${kindName} 메일을 그만 받으려면 수신 거부 링크를 열어 주세요. 로그인하지 않아도 돼요.`
    : `To stop e-mails about ${kindName}, open the unsubscribe link. You don't need to log in.`;
  const stop = ko ? '수신 거부' : 'Unsubscribe';
  const subject = ko ? `[매쓰브릿지] ${input.title}` : `[MathBridge] ${input.title}`;
  const text = `${input.title}\n\n${input.body}\n\n${open}: ${input.openUrl}\n\n${footer}\n${stop}: ${input.unsubscribeUrl}\n`;
  const html =
    '<div style="font-family:Apple SD Gothic Neo,Malgun Gothic,Arial,sans-serif;max-width:480px;color:#222">' +
    '<h1 style="font-size:20px;color:#24A3FF">MathBridge</h1>' +
    `<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(input.title)}</h2>` +
    `<p style="margin:0 0 16px">${escapeHtml(input.body)}</p>` +
    `<p style="margin:0 0 24px"><a href="${escapeHtml(input.openUrl)}" style="color:#0B6BCB">${open}</a></p>` +
    `<p style="font-size:13px;color:#555;margin:0">${escapeHtml(footer)} ` +
    `<a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#555">${stop}</a></p>` +
    '</div>';
  return { to: input.to, subject, text, html };
}
