import type { Db } from '../../platform/database/database.js';
import { inquiries } from '../../platform/database/schema.js';

export type NewInquiry = typeof inquiries.$inferInsert;

/** Every query of inquiries. */
export const inquiryRepository = {
  async insert(db: Db, inquiry: NewInquiry): Promise<void> {
    await db.insert(inquiries).values(inquiry);
  },
};
