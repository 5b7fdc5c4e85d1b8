/** The firm's name, as every app, mail and page title writes it. */
export const FIRM_NAME = 'Softline Advisory';
