import { expect, type Page } from './fixtures';

/** SPEC §2: the client pages (Report Library, Bookmarks) end with a block of links to three other services. */
export async function expectClientAdditionalServices(page: Page) {
  const block = page.getByRole('region', { name: 'Additional Services' });
  await expect(block.getByRole('link')).toHaveCount(3);
  await expect(block.getByRole('link', { name: /Expert Consultation/ })).toHaveAttribute(
    'href',
    '/services/consultation',
  );
  await expect(block.getByRole('link', { name: /Individual Archived Reports/ })).toHaveAttribute(
    'href',
    '/services/reports-individual',
  );
  await expect(block.getByRole('link', { name: /Courses/ })).toHaveAttribute('href', '/courses');
}
