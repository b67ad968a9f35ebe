// The alert centre's rules: alerts as the app shows them, the PUSH/EMAIL choices with their defaults, and the
// unsubscribe link's effect and page.
import {
  ALERT_DEFAULTS,
  ALERT_KINDS,
  type Alert,
  type AlertList,
  type AlertSettings,
  type UpdateAlertSettingsRequest,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import type { AlertRow } from '../../db/schema/index.js';
import { activeUser, type AlertSender } from './delivery.js';
import type { AlertKind } from './notify.js';
import * as repo from './repository.js';

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export class AlertsService {
  constructor(
    private readonly db: Db,
    private readonly sender: Pick<AlertSender, 'emailAvailable'>,
  ) {}

  async list(userId: string, { page, size }: { page: number; size: number }): Promise<AlertList> {
    const [rows, counts] = await Promise.all([
      repo.listAlerts(this.db, userId, page, size),
      repo.countAlerts(this.db, userId),
    ]);
    return { items: rows.map(toAlert), page, size, total: counts.total, unread: counts.unread };
  }

  async settings(userId: string): Promise<AlertSettings> {
    const [rows, subscriptions] = await Promise.all([
      repo.settingsOf(this.db, [userId]),
      repo.subscriptionsOf(this.db, [userId]),
    ]);
    return {
      settings: ALERT_KINDS.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return { kind, push: row?.push ?? ALERT_DEFAULTS[kind].push, email: row?.email ?? ALERT_DEFAULTS[kind].email };
      }),
      pushDevices: subscriptions.length,
      emailAvailable: this.sender.emailAvailable,
    };
  }

  async updateSettings(userId: string, changes: UpdateAlertSettingsRequest['settings']): Promise<AlertSettings> {
    const current = await this.settings(userId);
    for (const change of changes) {
      const before = current.settings.find((s) => s.kind === change.kind) ?? { ...ALERT_DEFAULTS[change.kind] };
      await repo.saveSetting(this.db, userId, change.kind, {
        push: change.push ?? before.push,
        email: change.email ?? before.email,
      });
    }
    return this.settings(userId);
  }

  /** Turns one kind's e-mail off for the student the link names; false when that student is gone. */
  async unsubscribeEmail(userId: string, kind: AlertKind): Promise<boolean> {
    if (!(await activeUser(this.db, userId))) return false;
    await this.updateSettings(userId, [{ kind, email: false }]);
    return true;
  }

  async rememberZone(userId: string, zone: string): Promise<void> {
    await repo.saveZone(this.db, userId, zone);
  }
}

const KIND_NAMES: Record<AlertKind, { ko: string; en: string }> = {
  NOTICE: { ko: '새 공지', en: 'new notices' },
  INQUIRY_ANSWER: { ko: '문의 답변', en: 'answers to your questions' },
  REVIEW_DUE: { ko: '복습 알림', en: 'review reminders' },
  STREAK: { ko: '연속 공부 알림', en: 'streak reminders' },
};

/** The page the unsubscribe link answers, in Korean and English (the reader may not be logged in). */
export function unsubscribePage(kind: AlertKind | null): string {
  const [ko, en] =
    kind === null
      ? [
          '이 수신 거부 링크는 올바르지 않아요. 앱의 설정 > 알림에서 메일 수신을 바꿀 수 있어요.',
          'This unsubscribe link is not valid. You can change your e-mail alerts in the app under Settings > Alerts.',
        ]
      : [
          `이제 ${KIND_NAMES[kind].ko} 메일을 보내지 않아요. 앱의 설정 > 알림에서 언제든 다시 켤 수 있어요.`,
          `You won't get e-mails about ${KIND_NAMES[kind].en} any more. You can turn them back on any time in the app under Settings > Alerts.`,
        ];
  const title = kind === null ? '매쓰브릿지 · MathBridge' : '수신 거부 완료 · Unsubscribed';
  return (
    '<!doctype html><html lang="ko"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title></head><body>` +
    `<main><h1>${title}</h1><p>${ko}</p><p lang="en">${en}</p></main></body></html>`
  );
}
