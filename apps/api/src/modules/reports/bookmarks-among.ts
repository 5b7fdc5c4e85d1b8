import type { Db } from '../../platform/database/database.js';
import { reportsRepository } from './repository.js';

/** The user's own bookmarks among the reports (report id → bookmark id), as the archive's results show them. */
export const bookmarksAmong = (db: Db, userId: string, reportIds: number[]): Promise<Map<number, string>> =>
  reportsRepository.bookmarksAmong(db, userId, reportIds);
