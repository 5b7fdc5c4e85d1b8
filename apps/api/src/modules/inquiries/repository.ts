import type { Inquiry } from '@firm/domain';
import type { Db } from '../../platform/database/database.js';
import { inquiries } from '../../platform/database/schema.js';

/** Every query of the inquiries area. */
export const inquiryRepository = {
  async insert(db: Db, inquiry: Inquiry): Promise<void> {
    await db.insert(inquiries).values(inquiry);
  },
};
