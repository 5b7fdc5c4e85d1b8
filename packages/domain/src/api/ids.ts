/**
 * The largest value of a Postgres `integer`, the type of every numeric id (report, report type, cart line) and of
 * page numbers once they reach a query. A request naming a larger one is refused as bad input: handed to the
 * database, it would fail there as a server error.
 */
export const MAX_INTEGER_ID = 2_147_483_647;
