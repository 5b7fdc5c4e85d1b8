/** Order numbers as the server issues them: SO-<year>-<six or more digits>. */
export const ORDER_NUMBER_PATTERN = /^SO-\d{4}-\d{6,12}$/;
