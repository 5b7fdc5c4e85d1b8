import { formatSessionDays, MATERIAL_MAIL_LINK_DAYS } from '@firm/domain';
import { renderMail } from '../../platform/mail/layout.js';
import type { QueuedMail } from '../../platform/mail/mail-job.js';

/** A material as a participant's mail links it: its title and their own download link. */
export interface MailedMaterial {
  title: string;
  link: string;
}

/** The lines of a mail that give a participant their links to the session's materials. */
export function materialLines(materials: readonly MailedMaterial[]): string[] {
  if (materials.length === 0) return [];
  return [
    `Your links to the session's materials (yours alone; each works until ${MATERIAL_MAIL_LINK_DAYS} days after the session):`,
    ...materials.map((material) => `${material.title}: ${material.link}`),
  ];
}

/** Staff uploaded a material to a session: each participant gets their own link to it. */
export function materialAddedMail(
  to: string,
  session: { courseTitle: string; firstDay: string; lastDay: string },
  material: MailedMaterial,
  origin: string,
): QueuedMail {
  const days = formatSessionDays(session.firstDay, session.lastDay);
  return renderMail({
    to,
    subject: `Course material: ${material.title} (${session.courseTitle})`,
    greeting: 'Hello,',
    intro: [
      `New material for ${session.courseTitle} (${days}) is ready: ${material.title}.`,
      ...materialLines([material]),
    ],
    outro: [
      `Members of your organisation also find it with the session in the portal: ${origin}/client/courses.`,
    ],
  });
}
