// The calls of notices, the FAQ and inquiries, and the operators' calls that write them; each with its query options.
import {
  AuditPageSchema,
  FaqListSchema,
  FaqSchema,
  InquiryPageSchema,
  InquirySchema,
  NoticePageSchema,
  NoticeSchema,
  OperatorInquiryPageSchema,
  OperatorNoticePageSchema,
  OperatorNoticeSchema,
  SUPPORT_PATHS,
  UnreadCountSchema,
  buildPath,
  type Faq,
  type FaqWrite,
  type Inquiry,
  type InquiryStatus,
  type InquiryWrite,
  type NoticeWrite,
  type OperatorNotice,
  type SupportCategory,
} from '@mathbridge/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';

const quiet = { errorMode: 'silent', showLoading: false } as const;

export const supportKeys = {
  all: ['support'] as const,
  notices: (page: number, size: number) => ['support', 'notices', page, size] as const,
  noticesAll: ['support', 'notices'] as const,
  unread: ['support', 'notices-unread'] as const,
  notice: (id: string) => ['support', 'notice', id] as const,
  faqs: (q: string, category: SupportCategory | null) => ['support', 'faqs', q, category] as const,
  faqsAll: ['support', 'faqs'] as const,
  inquiries: (page: number) => ['support', 'inquiries', page] as const,
  inquiriesAll: ['support', 'inquiries'] as const,
  inquiry: (id: string) => ['support', 'inquiry', id] as const,
  operator: ['support', 'operator'] as const,
  operatorNotices: (page: number) => ['support', 'operator', 'notices', page] as const,
  operatorInquiries: (status: InquiryStatus | null, page: number) =>
    ['support', 'operator', 'inquiries', status, page] as const,
  operatorAudit: (page: number) => ['support', 'operator', 'audit', page] as const,
};

const pageSearch = (page: number, size: number) => `?page=${page}&size=${size}`;

// ---- students ----

export const noticesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: supportKeys.notices(page, size),
    queryFn: () => request(SUPPORT_PATHS.notices + pageSearch(page, size), { schema: NoticePageSchema, ...quiet }),
  });

export const unreadNoticesQuery = queryOptions({
  queryKey: supportKeys.unread,
  queryFn: () => request(SUPPORT_PATHS.noticesUnread, { schema: UnreadCountSchema, ...quiet }),
});

/** Opening a notice marks it read on the server. */
export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.notice(id),
    queryFn: () => request(buildPath(SUPPORT_PATHS.notice, { id }), { schema: NoticeSchema, ...quiet }),
    // An unknown notice stays unknown.
    retry: false,
  });

export const faqsQuery = (q: string, category: SupportCategory | null) =>
  queryOptions({
    queryKey: supportKeys.faqs(q, category),
    queryFn: () => {
      const search = new URLSearchParams();
      if (q) search.set('q', q);
      if (category) search.set('category', category);
      const query = search.toString();
      return request(`${SUPPORT_PATHS.faqs}${query ? `?${query}` : ''}`, { schema: FaqListSchema, ...quiet });
    },
  });

export const inquiriesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: supportKeys.inquiries(page),
    queryFn: () => request(SUPPORT_PATHS.inquiries + pageSearch(page, size), { schema: InquiryPageSchema, ...quiet }),
  });

export const inquiryQuery = (id: string) =>
  queryOptions({
    queryKey: supportKeys.inquiry(id),
    queryFn: () => request(buildPath(SUPPORT_PATHS.inquiry, { id }), { schema: InquirySchema, ...quiet }),
    retry: false,
  });

export function writeInquiry(body: InquiryWrite): Promise<Inquiry> {
  return request(SUPPORT_PATHS.inquiries, { method: 'POST', body, schema: InquirySchema, errorMode: 'silent' });
}

// ---- operators ----

const OPERATOR_PAGE_SIZE = 10;

export const operatorNoticesQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorNotices(page),
    queryFn: () =>
      request(SUPPORT_PATHS.operatorNotices + pageSearch(page, OPERATOR_PAGE_SIZE), {
        schema: OperatorNoticePageSchema,
        ...quiet,
      }),
  });

export function saveNotice(id: string | null, body: NoticeWrite): Promise<OperatorNotice> {
  return id
    ? request(buildPath(SUPPORT_PATHS.operatorNotice, { id }), {
        method: 'PUT',
        body,
        schema: OperatorNoticeSchema,
        errorMode: 'silent',
      })
    : request(SUPPORT_PATHS.operatorNotices, {
        method: 'POST',
        body,
        schema: OperatorNoticeSchema,
        errorMode: 'silent',
      });
}

export function publishNotice(id: string): Promise<OperatorNotice> {
  return request(buildPath(SUPPORT_PATHS.operatorNoticePublish, { id }), {
    method: 'POST',
    schema: OperatorNoticeSchema,
    errorMode: 'silent',
  });
}

export function deleteNotice(id: string): Promise<void> {
  return request(buildPath(SUPPORT_PATHS.operatorNotice, { id }), { method: 'DELETE', errorMode: 'silent' });
}

export function saveFaq(id: string | null, body: FaqWrite): Promise<Faq> {
  return id
    ? request(buildPath(SUPPORT_PATHS.operatorFaq, { id }), {
        method: 'PUT',
        body,
        schema: FaqSchema,
        errorMode: 'silent',
      })
    : request(SUPPORT_PATHS.operatorFaqs, { method: 'POST', body, schema: FaqSchema, errorMode: 'silent' });
}

export function deleteFaq(id: string): Promise<void> {
  return request(buildPath(SUPPORT_PATHS.operatorFaq, { id }), { method: 'DELETE', errorMode: 'silent' });
}

export const operatorInquiriesQuery = (status: InquiryStatus | null, page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorInquiries(status, page),
    queryFn: () =>
      request(
        `${SUPPORT_PATHS.operatorInquiries}${pageSearch(page, OPERATOR_PAGE_SIZE)}${status ? `&status=${status}` : ''}`,
        { schema: OperatorInquiryPageSchema, ...quiet },
      ),
  });

export function answerInquiry(id: string, answer: string): Promise<Inquiry> {
  return request(buildPath(SUPPORT_PATHS.operatorInquiryAnswer, { id }), {
    method: 'POST',
    body: { answer },
    schema: InquirySchema,
    errorMode: 'silent',
  });
}

export const operatorAuditQuery = (page: number) =>
  queryOptions({
    queryKey: supportKeys.operatorAudit(page),
    queryFn: () =>
      request(SUPPORT_PATHS.operatorAudit + pageSearch(page, OPERATOR_PAGE_SIZE), {
        schema: AuditPageSchema,
        ...quiet,
      }),
  });
