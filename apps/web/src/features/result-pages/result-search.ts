import { ORDER_NUMBER_PATTERN } from '@firm/domain';
import { searchParams, text } from '../../lib/search-params';

/** A result page's search params: the order the payment made (`?order=`); a malformed number is dropped. */
export const readResultSearch = searchParams({
  order: text((order) => ORDER_NUMBER_PATTERN.test(order)),
});
