// The query keys of notices, the FAQ and inquiries: everything sits under one root, and each list under its own prefix
// so a write marks every page of that list stale.
import type { InquiryStatus, SupportCategory } from '@mathbridge/contract';

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
