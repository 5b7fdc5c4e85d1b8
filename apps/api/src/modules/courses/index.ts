/**
 * The courses area's public face (docs/decisions/032, 036): the courses the firm teaches and their sessions
 * (issue 44). Other areas, the composition root and the command line import this file only.
 */
export { createCourseCatalogue, type CourseCatalogue } from './catalogue.js';
export { createMaterialLinks } from './material-links.js';
export { courseMaterialRoutes } from './material-routes.js';
export { createCourseMaterials, type CourseMaterials } from './materials.js';
export { createCourseParticipants, type CourseParticipants } from './participants.js';
export { courseRoutes } from './routes.js';
export { createCourseSeatDesk } from './seat-desk.js';
export { createWaitingList, type WaitingList } from './waiting-list.js';
