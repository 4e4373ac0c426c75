import type { RouteResource } from '../../../route-group';
import adminInquiries from './admin-inquiries';
import inquiries from './inquiries';

/** 1:1 문의 (ADR 022, contracts/support.ts): members' inquiries and the admins' inbox. */
export const supportResources: RouteResource[] = [inquiries, adminInquiries];
