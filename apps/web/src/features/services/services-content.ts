import { FirmTerms } from '@firm/domain';
import type { AdditionalService } from '../../components/additional-services/additional-services';
import type { PageHead } from '../../lib/site';
import type { ServicePage } from './service-pages';

/**
 * What the services pages share: the shape of a page's copy (one module per page in copy/, loaded with its page:
 * service-pages.ts), the prices and steps they quote, and the Additional Services strip.
 */

/** Pages outside /services that a service page sends visitors on to. */
export type ServiceLinkTarget =
  '/reports' | '/contact' | '/courses' | '/individual-reports' | '/client/consultations';

export interface ServiceCopy {
  /** The page's title (its banner's too) and description. */
  head: PageHead;
  lead: string;
  /** Cards near the top: the formats, products or sessions of the service. */
  offers: { title: string; price?: string; text: string }[];
  offersTitle: string;
  /** Text sections after the cards. */
  blocks: { title: string; text?: string; items?: string[] }[];
  action: { label: string; to: ServiceLinkTarget };
  secondaryAction?: { label: string; to: ServiceLinkTarget };
}

/** SPEC §9: consultation and course prices in dollars (FirmTerms in @firm/domain). */
export const CONSULTATION_PRICES = {
  15: FirmTerms.consultationCents[15] / 100,
  30: FirmTerms.consultationCents[30] / 100,
  60: FirmTerms.consultationCents[60] / 100,
} as const;
export const COURSE_PRICE_PER_PARTICIPANT = FirmTerms.coursePerParticipantCents / 100;

/** How an individual archived report is bought: on the services page and on /individual-reports. */
export const ARCHIVE_STEPS = [
  'Search the archive by commodity, period or event, and add the reports you need to your cart.',
  'Pay by card, U.S. bank transfer or invoice.',
  'Open and download them in your Report Library, watermarked for your organisation.',
] as const;

/** SPEC §2: the Additional Services strip at the end of every services page, in this order. */
export const ADDITIONAL_SERVICES = [
  {
    title: 'Expert Consultation',
    text: 'Private sessions of 15, 30 or 60 minutes.',
    link: { to: '/services/$service', params: { service: 'consultation' } },
  },
  {
    title: 'Individual Archived Reports',
    text: 'Any report from our archive, bought on its own.',
    link: { to: '/services/$service', params: { service: 'reports-individual' } },
  },
  {
    title: 'Speaking & Events',
    text: 'Keynotes, panels and briefings worldwide.',
    link: { to: '/services/$service', params: { service: 'speaking-events' } },
  },
  {
    title: 'Courses & Workshops',
    text: 'Four-day courses, in-house or virtual.',
    link: { to: '/services/$service', params: { service: 'courses' } },
  },
] as const satisfies readonly (AdditionalService & { link: { params: { service: ServicePage } } })[];
