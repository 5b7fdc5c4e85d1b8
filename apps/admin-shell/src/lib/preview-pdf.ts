import { errorMessage } from './error-message';

/**
 * Opens a stored PDF in a new tab for staff to preview. The tab opens at the click (so no pop-up blocker stops it)
 * and shows the file once it has arrived with the staff member's credentials; answers the problem to show, if any.
 */
export async function previewPdf(load: () => Promise<Blob>): Promise<string | null> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return null;
  } catch (error) {
    tab?.close();
    return errorMessage(error, 'The PDF could not be opened. Please try again.');
  }
}
