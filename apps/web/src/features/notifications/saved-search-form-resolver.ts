import { CreateSavedSearchSchema, isArchiveSearchable } from '@firm/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** The archive's own hint when the words would start no search there (archive-filters.tsx). */
export const SINGLE_SPACES = 'Separate words with single spaces to search.';

const { name, pdf_search, frequency } = CreateSavedSearchSchema.shape;

/**
 * The Edit form's rules: the domain's for a saved search, and words the archive would search for, so the search
 * still opens there. An empty report type is every type.
 */
export const SavedSearchFormSchema = z.object({
  name,
  pdf_search: pdf_search.refine(isArchiveSearchable, SINGLE_SPACES),
  report_type_name: z.string(),
  frequency,
});

/** The form's rules, loaded with its first validation (lib/lazy-resolver.ts). */
export const resolver = zodResolver(SavedSearchFormSchema);
