import {
  ALL_REPORT_TYPES,
  AlertMessages,
  defaultAlertFrequency,
  type AlertPreferencesResponse,
  type UnsubscribeLinkResponse,
  type UpdateAlertPreferences,
} from '@firm/domain';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/database/database.js';
import type { UnitOfWork } from '../../platform/database/unit-of-work.js';
import { GoneError, InvalidInputError } from '../../platform/errors.js';
import type { ClientIdentity } from '../../platform/http/client-identity.js';
import { userEmailOf } from '../accounts';
import type { Entitlements } from '../reports';
import { alertsRepository as repository } from './repository.js';
import { savedSearchRepository } from './saved-search-repository.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/**
 * A member's alert settings (issue 42): how often they hear of each report type they read, and the time zone their
 * digests keep 07:00 in; and the unsubscribe links' side, which turns types off without a sign-in.
 */
export function createAlertPreferences({
  db,
  clock,
  unitOfWork,
  entitlements,
  links,
}: {
  db: Db;
  clock: Clock;
  unitOfWork: UnitOfWork;
  entitlements: Entitlements;
  links: UnsubscribeLinks;
}) {
  async function preferencesOf(identity: ClientIdentity): Promise<AlertPreferencesResponse['data']> {
    const readable = await entitlements.accessibleTypeIds(identity);
    const [types, chosen, timeZone] = await Promise.all([
      repository.typesOf(db, readable),
      repository.chosenBy(db, identity.userId),
      repository.timeZoneOf(db, identity.userId),
    ]);
    return {
      time_zone: timeZone ?? null,
      types: types.map((type) => ({
        report_type: type.id,
        report_type_name: type.name,
        frequency: chosen.get(type.id) ?? defaultAlertFrequency(type.cadence),
        chosen: chosen.has(type.id),
      })),
    };
  }

  /** What a token turns off: the member's address and the types (those that still exist), as they are now. */
  async function typesGrantOf(userId: string, reportTypeIds: number[]) {
    const [member, types, chosen] = await Promise.all([
      userEmailOf(db, userId),
      repository.typesOf(db, reportTypeIds),
      repository.chosenBy(db, userId),
    ]);
    if (!member || types.length === 0) {
      throw new InvalidInputError(AlertMessages.unsubscribeInvalid, {
        token: [AlertMessages.unsubscribeInvalid],
      });
    }
    return { userId, email: member, types, chosen };
  }

  /** The saved search a token deletes, while it is there; once deleted, the link says so and changes nothing. */
  async function savedSearchGrantOf(userId: string, savedSearchId: number) {
    const [email, search] = await Promise.all([
      userEmailOf(db, userId),
      savedSearchRepository.find(db, savedSearchId),
    ]);
    if (!email || !search || search.userId !== userId) throw new GoneError(AlertMessages.savedSearchGone);
    return { email, search };
  }
  return {
    /** The member's time zone and a frequency for each type they read now. */
    preferences: preferencesOf,

    /** Saves a time zone and frequencies of types the member reads; anything else changes nothing. */
    async update(identity: ClientIdentity, change: UpdateAlertPreferences) {
      const readable = new Set(await entitlements.accessibleTypeIds(identity));
      const unknown = (change.types ?? []).findIndex((type) => !readable.has(type.report_type));
      if (unknown >= 0) {
        throw new InvalidInputError(AlertMessages.reportType, {
          [`types.${unknown}.report_type`]: [AlertMessages.reportType],
        });
      }
      const at = clock.now();
      await unitOfWork(async (tx) => {
        if (change.time_zone) await repository.setTimeZone(tx, identity.userId, change.time_zone, at);
        else if (change.detected_time_zone) {
          await repository.keepFirstTimeZone(tx, identity.userId, change.detected_time_zone, at);
        }
        for (const type of change.types ?? []) {
          await repository.choose(tx, identity.userId, type.report_type, type.frequency, at);
        }
      });
      return preferencesOf(identity);
    },

    /** What the link would turn off, for the page that asks before it does. */
    async describeUnsubscribe(token: string): Promise<UnsubscribeLinkResponse['data']> {
      const grant = links.verify(token);
      if ('savedSearchId' in grant) {
        const { email, search } = await savedSearchGrantOf(grant.userId, grant.savedSearchId);
        return {
          email,
          report_type_name: search.reportTypeName ?? ALL_REPORT_TYPES,
          frequency: search.frequency,
          saved_search_name: search.name,
        };
      }
      const { email, types, chosen } = await typesGrantOf(grant.userId, grant.reportTypeIds);
      return {
        email,
        report_type_name: types.map((type) => type.name).join(', '),
        frequency: chosen.get(types[0]!.id) ?? defaultAlertFrequency(types[0]!.cadence),
        saved_search_name: null,
      };
    },

    /**
     * Turns the link's types off for its member, or deletes its saved search (RFC 8058 one-click); doing it twice
     * changes nothing more. Answers what no longer sends mail.
     */
    async unsubscribe(token: string): Promise<string> {
      const grant = links.verify(token);
      if ('savedSearchId' in grant) {
        const { search } = await savedSearchGrantOf(grant.userId, grant.savedSearchId);
        await savedSearchRepository.remove(db, search.id, grant.userId);
        return AlertMessages.savedSearchStopped(search.name);
      }
      const { userId, types } = await typesGrantOf(grant.userId, grant.reportTypeIds);
      const at = clock.now();
      await unitOfWork(async (tx) => {
        for (const type of types) await repository.choose(tx, userId, type.id, 'off', at);
      });
      return types.map((type) => type.name).join(', ');
    },
  };
}

export type AlertPreferences = ReturnType<typeof createAlertPreferences>;
