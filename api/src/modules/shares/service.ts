// Reports shared by link: a student makes a link to their progress or to one finished test, lists and revokes their
// links; anyone holding a live link reads the snapshot taken when it was made, with the student's name and nothing
// else about them.
import {
  ShareMessage,
  TestErrorCode,
  TestMessage,
  TestReportSchema,
  type CreatedShare,
  type Share,
  type ShareKind,
  type ShareList,
  type SharedReport,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/app-error.js';
import type { AnalyticsService } from '../analytics/service.js';
import { findOwnTest } from '../tests/repository.js';
import * as repo from './repository.js';
import { newShareToken, shareTokenHash } from './tokens.js';

const DAY_MS = 86_400_000;
/** The app's page that renders a shared report. */
const REPORT_PATH = '/report';

const recordNotFound = () => notFound(TestMessage.notFound);

function shareView(row: repo.ShareRow): Share {
  return {
    id: row.id,
    kind: row.kind,
    testId: row.testId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export class SharesService {
  constructor(
    private readonly db: Db,
    private readonly analytics: AnalyticsService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(
    userId: string,
    zone: string,
    body: { kind: ShareKind; testId?: string | undefined; days: number },
  ): Promise<CreatedShare> {
    const { snapshot, testId } = await this.snapshot(userId, zone, body);
    const name = await repo.studentName(this.db, userId);
    if (name === undefined) throw recordNotFound();
    const token = newShareToken();
    const createdAt = this.now();
    const row = await repo.insertShare(this.db, {
      userId,
      kind: body.kind,
      testId,
      tokenHash: shareTokenHash(token),
      snapshot,
      studentName: name,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + body.days * DAY_MS),
    });
    return { ...shareView(row), token, path: `${REPORT_PATH}?token=${token}` };
  }

  /** The report as it stands now: the progress figures, or the stored report of the student's own finished test. */
  private async snapshot(
    userId: string,
    zone: string,
    body: { kind: ShareKind; testId?: string | undefined },
  ): Promise<{ snapshot: Record<string, unknown>; testId: string | null }> {
    if (body.kind === 'PROGRESS') {
      return { snapshot: await this.analytics.progressReport(userId, zone), testId: null };
    }
    if (!body.testId) throw badRequest(`testId: ${ShareMessage.testRequired}`);
    const test = await findOwnTest(this.db, body.testId, userId);
    if (!test) throw recordNotFound();
    if (test.testType !== body.kind) throw badRequest(`testId: ${ShareMessage.kindMismatch}`);
    if (!test.finishedAt || !test.report) {
      throw new AppError(409, TestErrorCode.NotFinished, ShareMessage.notFinished);
    }
    // Parsed, so the snapshot holds the report's own fields and nothing else that may sit beside them.
    return { snapshot: TestReportSchema.parse(test.report), testId: test.id };
  }

  async list(userId: string): Promise<ShareList> {
    return { items: (await repo.listShares(this.db, userId)).map(shareView) };
  }

  /** Revokes the student's link; revoking it again changes nothing. */
  async revoke(userId: string, id: string): Promise<Share> {
    const row = await repo.revokeShare(this.db, id, userId, this.now());
    if (!row) throw recordNotFound();
    return shareView(row);
  }

  /** The report behind a live token; an unknown, revoked or expired one is not found, and looks the same. */
  async open(token: string): Promise<SharedReport> {
    const row = await repo.findOpenShare(this.db, shareTokenHash(token), this.now());
    if (!row) throw recordNotFound();
    return {
      kind: row.kind,
      studentName: row.studentName,
      snapshotAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      report: row.snapshot as SharedReport['report'],
    };
  }
}
