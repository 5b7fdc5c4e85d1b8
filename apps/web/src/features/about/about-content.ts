/** The copy around every About section (SPEC §1–§2): the founding story and the call to action. Each section's
 * own copy is in its own module, loaded with it (about-sections.ts). */

export const FOUNDING_STORY = {
  eyebrow: 'About Softline Advisory',
  text: 'Softline Advisory was founded in 2001 to give the soft commodity trade research it could act on: independent, rigorous and written by people who have worked the markets. We cover coffee, cocoa, sugar, cotton and orange juice, and nothing else, from the farms where they are grown to the futures exchanges where they are priced.',
};

export const CALL_TO_ACTION = {
  title: 'Ready to Gain Strategic Insights?',
  text: 'Subscribe to the reports our clients trade and plan on, or talk through your own questions with our founder in a private consultation.',
};
