import { describe, expect, it } from 'vitest';
import { ArchiveQueryMessages } from '../library/archive.js';
import {
  CreateSavedSearchSchema,
  savedSearchArchivePath,
  SavedSearchMessages,
  UpdateSavedSearchSchema,
} from './saved-searches.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('saved searches (issue 42)', () => {
  it('takes the archive’s words and filter with the archive’s messages', () => {
    expect(
      CreateSavedSearchSchema.parse({
        name: ' Cocoa ',
        pdf_search: ' cocoa -europe ',
        report_type_name: '',
        frequency: 'daily',
      }),
    ).toEqual({
      name: 'Cocoa',
      pdf_search: 'cocoa -europe',
      report_type_name: undefined,
      frequency: 'daily',
    });
    expect(
      messageOf(CreateSavedSearchSchema.safeParse({ name: 'A', pdf_search: '  ', frequency: 'daily' })),
    ).toBe(ArchiveQueryMessages.search);
    expect(
      messageOf(
        CreateSavedSearchSchema.safeParse({ name: 'A', pdf_search: 'x'.repeat(201), frequency: 'daily' }),
      ),
    ).toBe(ArchiveQueryMessages.searchLength);
    expect(
      messageOf(CreateSavedSearchSchema.safeParse({ name: 'A', pdf_search: 'cocoa', frequency: 'off' })),
    ).toBe(SavedSearchMessages.frequency);
    expect(
      messageOf(CreateSavedSearchSchema.safeParse({ name: '', pdf_search: 'cocoa', frequency: 'daily' })),
    ).toBe(SavedSearchMessages.name);
    expect(
      CreateSavedSearchSchema.safeParse({ name: 'A', pdf_search: 'cocoa', frequency: 'daily', extra: 1 })
        .success,
    ).toBe(false);
  });

  it('changes any part; an empty type means every type; nothing to change is refused', () => {
    expect(UpdateSavedSearchSchema.parse({ report_type_name: '' })).toEqual({ report_type_name: null });
    expect(UpdateSavedSearchSchema.parse({ report_type_name: null })).toEqual({ report_type_name: null });
    expect(UpdateSavedSearchSchema.parse({ report_type_name: 'Coffee Weekly Report' })).toEqual({
      report_type_name: 'Coffee Weekly Report',
    });
    expect(messageOf(UpdateSavedSearchSchema.safeParse({}))).toBe(SavedSearchMessages.nothingToChange);
  });

  it('links to the archive showing every match', () => {
    expect(savedSearchArchivePath({ pdf_search: '"cocoa butter" & more', report_type_name: null })).toBe(
      '/report-archives?pdf_search=%22cocoa+butter%22+%26+more',
    );
    expect(savedSearchArchivePath({ pdf_search: 'sugar', report_type_name: 'Sugar Weekly Report' })).toBe(
      '/report-archives?pdf_search=sugar&report_type_name=Sugar+Weekly+Report',
    );
  });
});
