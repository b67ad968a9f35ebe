// The signed-in user's own account: profile answer, device language, password change, withdrawal, activity.
import {
  AuthErrorCode,
  AuthMessage,
  GRADE_CLASSES,
  LANGUAGES,
  OAUTH_PROVIDERS,
  SEXES,
  type ChangePasswordRequest,
  type LanguageRequest,
  type UserMe,
} from '@mathbridge/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../auth/plugin.js';
import * as repo from '../auth/repository.js';
import type { AuthService } from '../auth/service.js';
import { hashPassword } from '../auth/passwords.js';
import { findUserById, providersOf, touchActive, updateUser } from './repository.js';
import { withdraw } from './withdraw.js';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export class UserService {
  constructor(private readonly deps: { db: Db; auth: AuthService }) {}

  async me(user: AuthUser): Promise<UserMe> {
    const providers = await providersOf(this.deps.db, user.id);
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      birthday: user.birthday,
      gradeClass: oneOf(GRADE_CLASSES, user.gradeClass),
      gradeSub: user.gradeSub,
      sex: oneOf(SEXES, user.sex),
      countryCode: user.countryCode,
      languageType: oneOf(LANGUAGES, user.languageType),
      translationCode: user.translationCode,
      terms: {
        service: user.termsServiceAt !== null,
        privacy: user.termsPrivacyAt !== null,
        marketing: user.termsMarketingAt !== null,
      },
      mustChangePassword: user.mustChangePassword,
      hasPassword: user.hasPassword,
      providers: providers.flatMap((p) => oneOf(OAUTH_PROVIDERS, p) ?? []),
      createdAt: user.createdAt.toISOString(),
      role: user.role,
    };
  }

  async saveLanguage(user: AuthUser, body: LanguageRequest): Promise<void> {
    await updateUser(this.deps.db, user.id, { languageType: body.languageType, translationCode: body.translationCode });
  }

  async touchActive(user: AuthUser): Promise<void> {
    await touchActive(this.deps.db, user.id, new Date());
  }

  /** The current (or temporary) password is required; other sessions end, this one stays. */
  async changePassword(user: AuthUser, familyId: string | null, body: ChangePasswordRequest): Promise<void> {
    const row = await findUserById(this.deps.db, user.id);
    const now = new Date();
    if (!row || !(await this.deps.auth.matchPassword(row, body.oldPassword, now))) {
      throw new AppError(400, AuthErrorCode.OldPasswordIncorrect, AuthMessage.oldPasswordIncorrect);
    }
    await updateUser(this.deps.db, user.id, {
      passwordHash: await hashPassword(body.newPassword),
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      mustChangePassword: false,
    });
    await repo.revokeUserSessions(this.deps.db, user.id, now, familyId ?? undefined);
  }

  /** Accounts with a password must confirm it; Kakao and Google accounts have none to confirm. */
  async withdraw(user: AuthUser, password: string | undefined): Promise<void> {
    const row = await findUserById(this.deps.db, user.id);
    if (!row) return;
    if (row.passwordHash) {
      const matched = password ? await this.deps.auth.matchPassword(row, password, new Date()) : false;
      if (!matched) throw new AppError(400, AuthErrorCode.OldPasswordIncorrect, AuthMessage.oldPasswordIncorrect);
    }
    await withdraw(this.deps.db, user.id, new Date());
  }
}
