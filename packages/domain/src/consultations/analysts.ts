import { z } from 'zod';
import { TimeZoneSchema } from '../notifications/digest-schedule.js';
import { AvailabilityRulesSchema, DateOverridesSchema, WeeklyHoursSchema } from './availability.js';
import { PublicAnalystSchema } from './booking.js';
import { COMMODITIES } from './commodities.js';

export const AnalystMessages = {
  staff: 'Choose a staff member.',
  notStaff: 'Only an active staff member can be an analyst.',
  alreadyAnalyst: 'That staff member already has an analyst profile.',
  expertise: `Expertise is a list of ${COMMODITIES.join(', ')}.`,
  photo: 'The photo must be an https:// address.',
  meetingLink: 'The meeting link must be an https:// address.',
  notFound: 'Analyst not found.',
} as const;

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(500, message)
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, message);

const AnalystFieldsSchema = z.object({
  photo_url: httpsUrl(AnalystMessages.photo).nullable(),
  expertise: z
    .array(z.enum(COMMODITIES, { error: AnalystMessages.expertise }), { error: AnalystMessages.expertise })
    .max(COMMODITIES.length)
    .transform((list) => [...new Set(list)]),
  time_zone: TimeZoneSchema,
  meeting_link: httpsUrl(AnalystMessages.meetingLink),
  weekly_hours: WeeklyHoursSchema,
  date_overrides: DateOverridesSchema,
});

/** POST admin/analysts/: a staff member takes sessions. */
export const CreateAnalystSchema = AnalystFieldsSchema.extend({
  user_id: z.uuid({ error: AnalystMessages.staff }),
}).and(AvailabilityRulesSchema);
export type CreateAnalystInput = z.infer<typeof CreateAnalystSchema>;

/** PATCH admin/analysts/<id>/: any of the fields. */
export const UpdateAnalystSchema = AnalystFieldsSchema.partial()
  .and(AvailabilityRulesSchema.partial())
  .refine((changes) => Object.keys(changes).length > 0, 'Change at least one field.');
export type UpdateAnalystInput = z.infer<typeof UpdateAnalystSchema>;

/** An analyst as the back office sees them. */
export const AdminAnalystSchema = PublicAnalystSchema.extend({
  user_id: z.string(),
  email: z.string(),
  meeting_link: z.string(),
  notice_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  daily_max: z.number().int(),
  weekly_hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  date_overrides: z.array(
    z.object({ date: z.string(), hours: z.array(z.object({ start: z.string(), end: z.string() })) }),
  ),
  active: z.boolean(),
});
export type AdminAnalyst = z.infer<typeof AdminAnalystSchema>;

export const AdminAnalystsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(AdminAnalystSchema),
});
export const AdminAnalystResponseSchema = z.object({ status: z.literal(true), data: AdminAnalystSchema });
