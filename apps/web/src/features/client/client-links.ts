/** SPEC §2 client area sidebar: its six links, in order (SPEC §9: six). */
export const CLIENT_LINKS = [
  { label: 'Report Library', to: '/client/report-library' },
  { label: 'Bookmarks', to: '/client/bookmarks' },
  { label: 'Consultations', to: '/client/consultations' },
  { label: 'Report Archives', to: '/client/report-archives' },
  { label: 'Courses', to: '/client/courses' },
  { label: 'Profile', to: '/client/profile' },
] as const;

/** Below this width the sidebar overlays the page instead of sitting beside it. */
export const OVERLAY_SIDEBAR_QUERY = '(max-width: 960px)';
