/** The global perspective of Who We Are and the travel map (SPEC §2). */

export const GLOBAL_PERSPECTIVE = {
  title: 'Global Perspective',
  text: [
    'Markets for the softs are made in many places at once: on farms in Brazil, Côte d’Ivoire and Vietnam, in mills in India and Thailand, in ports, in roasting plants in Hamburg and on the exchanges of New York and London. Understanding them means being there.',
    'Our founder has visited over 100 countries to walk crops, meet cooperatives, exporters and officials, and speak to the industry. The map shows each of them.',
  ],
};
