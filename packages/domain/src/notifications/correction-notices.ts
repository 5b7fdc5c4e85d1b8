import { z } from 'zod';

/**
 * Correction notices (issue 42): after an editor replaces a report's PDF, the members who downloaded an earlier
 * file (and not the new one since) are told that a corrected file is in the library.
 */
export const CORRECTION_NOTE_MAX_LENGTH = 1000;

export const CorrectionNoticeMessages = {
  notReplaced:
    "This report's PDF has not been replaced: a correction notice tells those who downloaded an earlier file that a new one is in the library.",
  alreadySent: 'A correction notice for this file has gone already.',
  unpublished:
    'This report is unpublished: publish it again before telling its readers of the corrected file.',
  nobody: 'Nobody downloaded an earlier file of this report: there is nobody to tell.',
  note: `A note may hold at most ${CORRECTION_NOTE_MAX_LENGTH} characters.`,
  sent: (members: number) =>
    `A correction notice is on its way to ${members === 1 ? '1 member' : `${members} members`}.`,
} as const;

/** POST admin/reports/<id>/correction-notice/: an optional note from the editor, said in the mail. */
export const SendCorrectionNoticeSchema = z
  .object({
    note: z
      .string({ error: CorrectionNoticeMessages.note })
      .trim()
      .max(CORRECTION_NOTE_MAX_LENGTH, CorrectionNoticeMessages.note)
      .optional(),
  })
  .strict();
export type SendCorrectionNotice = z.infer<typeof SendCorrectionNoticeSchema>;

/**
 * GET admin/reports/<id>/correction-notice/: the report's current file and who would hear of it. `recipients` counts
 * members who downloaded an earlier file and not this one; `sent_at` is when this file's notice went (null: not
 * yet), to `sent_to` members.
 */
export const CorrectionNoticeSchema = z.object({
  report_id: z.number().int().positive(),
  file_replaced_at: z.string().nullable(),
  recipients: z.number().int().nonnegative(),
  sent_at: z.string().nullable(),
  sent_to: z.number().int().nonnegative(),
});
export type CorrectionNotice = z.infer<typeof CorrectionNoticeSchema>;

export const CorrectionNoticeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: CorrectionNoticeSchema,
});
export type CorrectionNoticeResponse = z.infer<typeof CorrectionNoticeResponseSchema>;
