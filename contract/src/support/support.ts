// Notices, the customer centre (FAQ and inquiries) and the operators who write them. A notice and an FAQ entry are
// written in Korean and English (one of the two may be left empty; the app shows the other); an inquiry is the
// student's own and no one else's but the operators'.
import { z } from 'zod';
import { pageOf, pageQuery } from '../common/paging.js';

export const SUPPORT_PATHS = {
  /** GET: published notices, newest first (paged), each with whether the student has read it. */
  notices: '/v1/api/notices',
  /** GET: how many published notices the student has not opened. */
  noticesUnread: '/v1/api/notices/unread',
  /** GET: one published notice; opening it marks it read (and its alert). */
  notice: '/v1/api/notices/:id',
  /** GET: the FAQ (?q= searches question and answer in both languages, ?category= narrows it). */
  faqs: '/v1/api/faqs',
  /** GET: the student's inquiries, newest first (paged). POST: write one. */
  inquiries: '/v1/api/inquiries',
  /** GET: one of the student's inquiries with its answer; another student's is 404. */
  inquiry: '/v1/api/inquiries/:id',
  /** Operators only (403 for students). GET: every notice, drafts included (paged). POST: a new draft. */
  operatorNotices: '/v1/api/operator/notices',
  /** PUT: edit a notice (a published one stays published). DELETE: remove it. */
  operatorNotice: '/v1/api/operator/notices/:id',
  /** POST: publish a draft (every student is alerted once). */
  operatorNoticePublish: '/v1/api/operator/notices/:id/publish',
  /** POST: a new FAQ entry. */
  operatorFaqs: '/v1/api/operator/faqs',
  /** PUT: edit an FAQ entry. DELETE: remove it. */
  operatorFaq: '/v1/api/operator/faqs/:id',
  /** GET: every student's inquiries (?status= narrows it), oldest waiting first. */
  operatorInquiries: '/v1/api/operator/inquiries',
  /** POST: answer an inquiry (again to correct the answer); the student is alerted. */
  operatorInquiryAnswer: '/v1/api/operator/inquiries/:id/answer',
  /** GET: the operators' actions, newest first (paged). */
  operatorAudit: '/v1/api/operator/audit',
} as const;

export const USER_ROLES = ['student', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** What an FAQ entry or an inquiry is about. */
export const SUPPORT_CATEGORIES = ['ACCOUNT', 'STUDY', 'MEMBERSHIP', 'APP', 'OTHER'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const NOTICE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const OPERATOR_ACTIONS = [
  'NOTICE_CREATE',
  'NOTICE_UPDATE',
  'NOTICE_PUBLISH',
  'NOTICE_DELETE',
  'FAQ_CREATE',
  'FAQ_UPDATE',
  'FAQ_DELETE',
  'INQUIRY_ANSWER',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const SUPPORT_LIMITS = {
  titleMax: 120,
  bodyMax: 10_000,
  inquiryBodyMax: 5_000,
  answerMax: 5_000,
  searchMax: 100,
} as const;

export const SupportMessage = {
  noticeNotFound: "We couldn't find that notice.",
  faqNotFound: "We couldn't find that FAQ entry.",
  inquiryNotFound: "We couldn't find that inquiry.",
  operatorsOnly: 'Only operators can do this.',
  bothLanguages: 'Write the title and the body in Korean, in English, or in both (a language needs both or neither).',
  titleRequired: 'Write a title.',
  bodyRequired: 'Write what you want to ask.',
  answerRequired: 'Write the answer.',
  categoryRequired: 'Choose a category.',
  alreadyPublished: 'This notice is already published.',
} as const;

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);

/** Title or question and body or answer in each language; empty for a language not written. */
export const BilingualSchema = z.object({ ko: z.string(), en: z.string() });
export type Bilingual = z.infer<typeof BilingualSchema>;

/** One language is complete when both parts are there; each language is complete or left empty, and one is written. */
function pairsComplete(value: { title: Bilingual; body: Bilingual }): boolean {
  const done = (lng: 'ko' | 'en') => value.title[lng] !== '' && value.body[lng] !== '';
  const empty = (lng: 'ko' | 'en') => value.title[lng] === '' && value.body[lng] === '';
  return (done('ko') || empty('ko')) && (done('en') || empty('en')) && (done('ko') || done('en'));
}

const bilingualInput = (max: number) => z.object({ ko: text(max).default(''), en: text(max).default('') });

export const NoticeWriteSchema = z
  .object({ title: bilingualInput(SUPPORT_LIMITS.titleMax), body: bilingualInput(SUPPORT_LIMITS.bodyMax) })
  .refine(pairsComplete, { error: SupportMessage.bothLanguages, path: ['title'] });
export type NoticeWrite = z.infer<typeof NoticeWriteSchema>;

export const FaqWriteSchema = z
  .object({
    category: z.enum(SUPPORT_CATEGORIES, { error: SupportMessage.categoryRequired }),
    question: bilingualInput(SUPPORT_LIMITS.titleMax * 2),
    answer: bilingualInput(SUPPORT_LIMITS.bodyMax),
  })
  .refine((faq) => pairsComplete({ title: faq.question, body: faq.answer }), {
    error: SupportMessage.bothLanguages,
    path: ['question'],
  });
export type FaqWrite = z.infer<typeof FaqWriteSchema>;

export const InquiryWriteSchema = z.object({
  category: z.enum(SUPPORT_CATEGORIES, { error: SupportMessage.categoryRequired }),
  title: text(SUPPORT_LIMITS.titleMax).min(1, SupportMessage.titleRequired),
  body: text(SUPPORT_LIMITS.inquiryBodyMax).min(1, SupportMessage.bodyRequired),
});
export type InquiryWrite = z.infer<typeof InquiryWriteSchema>;

export const InquiryAnswerSchema = z.object({
  answer: text(SUPPORT_LIMITS.answerMax).min(1, SupportMessage.answerRequired),
});
export type InquiryAnswerRequest = z.infer<typeof InquiryAnswerSchema>;

export const SupportIdParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
export const SupportPageQuerySchema = z.object(pageQuery);
export const FaqQuerySchema = z.object({
  q: z.string().trim().max(SUPPORT_LIMITS.searchMax, `q: at most ${SUPPORT_LIMITS.searchMax} characters`).optional(),
  category: z.enum(SUPPORT_CATEGORIES).optional(),
});
export const OperatorInquiryQuerySchema = z.object({ ...pageQuery, status: z.enum(INQUIRY_STATUSES).optional() });

// ---- answers ----

export const NoticeSummarySchema = z.object({
  id: z.uuid(),
  title: BilingualSchema,
  publishedAt: z.iso.datetime(),
  read: z.boolean(),
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;
export const NoticePageSchema = pageOf(NoticeSummarySchema);
export type NoticePage = z.infer<typeof NoticePageSchema>;

export const NoticeSchema = NoticeSummarySchema.extend({ body: BilingualSchema });
export type Notice = z.infer<typeof NoticeSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const FaqSchema = z.object({
  id: z.uuid(),
  category: z.enum(SUPPORT_CATEGORIES),
  question: BilingualSchema,
  answer: BilingualSchema,
  updatedAt: z.iso.datetime(),
});
export type Faq = z.infer<typeof FaqSchema>;
export const FaqListSchema = z.object({ items: z.array(FaqSchema) });
export type FaqList = z.infer<typeof FaqListSchema>;

export const InquirySchema = z.object({
  id: z.uuid(),
  category: z.enum(SUPPORT_CATEGORIES),
  title: z.string(),
  body: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Inquiry = z.infer<typeof InquirySchema>;
export const InquiryPageSchema = pageOf(InquirySchema);
export type InquiryPage = z.infer<typeof InquiryPageSchema>;

export const OperatorNoticeSchema = z.object({
  id: z.uuid(),
  title: BilingualSchema,
  body: BilingualSchema,
  status: z.enum(NOTICE_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
});
export type OperatorNotice = z.infer<typeof OperatorNoticeSchema>;
export const OperatorNoticePageSchema = pageOf(OperatorNoticeSchema);
export type OperatorNoticePage = z.infer<typeof OperatorNoticePageSchema>;

/** An inquiry as operators see it: with the name of the student who wrote it. */
export const OperatorInquirySchema = InquirySchema.extend({ studentName: z.string() });
export type OperatorInquiry = z.infer<typeof OperatorInquirySchema>;
export const OperatorInquiryPageSchema = pageOf(OperatorInquirySchema);
export type OperatorInquiryPage = z.infer<typeof OperatorInquiryPageSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  /** Null once the operator's account is gone. */
  operatorId: z.uuid().nullable(),
  operatorName: z.string().nullable(),
  action: z.enum(OPERATOR_ACTIONS),
  targetId: z.uuid(),
  at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
