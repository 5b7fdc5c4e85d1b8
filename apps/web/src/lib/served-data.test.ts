import { SERVED_DATA_ELEMENT_ID, type ReportType } from '@firm/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

const COFFEE: ReportType = {
  id: 7,
  report_type_name: 'coffee',
  title: 'Coffee',
  report_type: null,
  subscription_price_for_single_user: 4500,
  subscription_price_for_upto_3_user: 9900,
  subscription_price_for_enterprise: 17500,
  sub_list: [],
};

/** The page as the server sends it, with `text` as its served data; the module read afresh, as on a new page. */
async function pageServing(text: string | null) {
  document.body.innerHTML = '';
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVED_DATA_ELEMENT_ID;
    element.textContent = text;
    document.body.append(element);
  }
  vi.resetModules();
  return import('./served-data');
}

describe('takeServedData', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('answers what the server wrote into the page, once: a later request asks the API', async () => {
    const { takeServedData } = await pageServing(JSON.stringify({ reportTypes: [COFFEE] }));
    expect(takeServedData('reportTypes')).toEqual([COFFEE]);
    expect(takeServedData('reportTypes')).toBeUndefined();
  });

  it('answers each kind of data apart', async () => {
    const { takeServedData } = await pageServing(
      JSON.stringify({ reportTypes: [COFFEE], reportTypeDescriptions: [] }),
    );
    expect(takeServedData('reportTypeDescriptions')).toEqual([]);
    expect(takeServedData('reportTypes')).toEqual([COFFEE]);
  });

  it('answers nothing on a page sent without data', async () => {
    const { takeServedData } = await pageServing(null);
    expect(takeServedData('reportTypes')).toBeUndefined();
  });

  it('answers nothing when the data was cut short, so the page asks the API', async () => {
    const { takeServedData } = await pageServing('{"reportTypes": [{"id": 7,');
    expect(takeServedData('reportTypes')).toBeUndefined();
  });
});

describe('takeReaderData', () => {
  const CART = { status: true, message: '', data: [], count: 0, report_access: [] };
  const served = JSON.stringify({ reportTypes: [COFFEE], reader: { id: 'u-1', cart: CART } });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('answers the reader it was read for, once', async () => {
    const { takeReaderData, takeServedData } = await pageServing(served);
    expect(takeReaderData('cart', 'u-1')).toEqual(CART);
    expect(takeReaderData('cart', 'u-1')).toBeUndefined();
    expect(takeServedData('reportTypes')).toEqual([COFFEE]);
  });

  it('answers nothing to another user, or to a session without one, and keeps it from neither', async () => {
    const { takeReaderData } = await pageServing(served);
    expect(takeReaderData('cart', 'u-2')).toBeUndefined();
    expect(takeReaderData('cart', undefined)).toBeUndefined();
    expect(takeReaderData('library', 'u-1')).toBeUndefined();
    expect(takeReaderData('cart', 'u-1')).toEqual(CART);
  });

  it('answers nothing on a page sent to a visitor', async () => {
    const { takeReaderData } = await pageServing(JSON.stringify({ reportTypes: [COFFEE] }));
    expect(takeReaderData('cart', 'u-1')).toBeUndefined();
  });
});
